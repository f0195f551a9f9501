import { z } from 'zod';
import { inReadersLanguage } from './i18n/texts';

/*
 * The school's trusted issuers (issue 41): the DIDs staff recognise as other institutions, each with the name staff
 * gave it. A credential from elsewhere has its issuer 'recognised' only when its DID is on this list (or is the
 * school's own), and is then shown under staff's name, never under the name the file gives itself.
 */

/** did:key:z… (a multibase key) or did:web:host[:path…] (the DID methods the verifier resolves). */
export const TRUSTED_ISSUER_DID_PATTERN =
  /^(?:did:key:z[1-9A-HJ-NP-Za-km-z]{40,200}|did:web:[A-Za-z0-9.%-]+(?::[A-Za-z0-9._%-]+)*)$/;

export const TRUSTED_ISSUER_MESSAGES = {
  did: /*i18n*/ { id: 'trustedIssuers.did', message: 'Escribe el DID del emisor: did:key:z… o did:web:dominio' },
  name: /*i18n*/ { id: 'trustedIssuers.name', message: 'El nombre debe tener de 1 a 120 caracteres.' },
  didTaken: /*i18n*/ { id: 'trustedIssuers.didTaken', message: 'Ese emisor ya está en la lista.' },
  notFound: /*i18n*/ { id: 'trustedIssuers.notFound', message: 'El emisor no está en la lista.' },
} as const;

const did = z
  .string(inReadersLanguage(TRUSTED_ISSUER_MESSAGES.did))
  .trim()
  .max(300, inReadersLanguage(TRUSTED_ISSUER_MESSAGES.did))
  .regex(TRUSTED_ISSUER_DID_PATTERN, inReadersLanguage(TRUSTED_ISSUER_MESSAGES.did));
const name = z
  .string(inReadersLanguage(TRUSTED_ISSUER_MESSAGES.name))
  .trim()
  .min(1, inReadersLanguage(TRUSTED_ISSUER_MESSAGES.name))
  .max(120, inReadersLanguage(TRUSTED_ISSUER_MESSAGES.name));

/** POST /api/trusted-issuers. */
export const CreateTrustedIssuerSchema = z.object({ did, name });
export type CreateTrustedIssuer = z.infer<typeof CreateTrustedIssuerSchema>;

/** PATCH /api/trusted-issuers/{id}: the name only (another DID is another issuer). */
export const RenameTrustedIssuerSchema = z.object({ name });
export type RenameTrustedIssuer = z.infer<typeof RenameTrustedIssuerSchema>;

export const TrustedIssuerSchema = z.object({
  id: z.number().int(),
  did: z.string(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TrustedIssuer = z.infer<typeof TrustedIssuerSchema>;

/** GET /api/trusted-issuers: by name (the list is short: staff keep it by hand). */
export const TrustedIssuerListSchema = z.object({ items: z.array(TrustedIssuerSchema) });
export type TrustedIssuerList = z.infer<typeof TrustedIssuerListSchema>;
