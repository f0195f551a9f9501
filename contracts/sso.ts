import { z } from 'zod';
import { inReadersLanguage } from './i18n/texts';

/*
 * Single sign-on with OpenID Connect (decision 016): the identity providers staff configure, the list the login
 * screen shows and the ticket the web app trades for a session. The client secret is write-only: it is sealed on
 * the server and never leaves it.
 */

export const SSO_SLUG_PATTERN = /^[a-z0-9-]{2,40}$/;
/** An email domain such as alumnos.escuela.edu: labels of letters, digits and '-', a dot between them. */
export const SSO_DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SSO_MESSAGES = {
  slug: /*i18n*/ {
    id: 'sso.slug',
    message: 'El identificador debe tener de 2 a 40 caracteres: letras minúsculas, números o guiones.',
  },
  displayName: /*i18n*/ { id: 'sso.displayName', message: 'El nombre debe tener de 1 a 80 caracteres.' },
  issuerUrl: /*i18n*/ { id: 'sso.issuerUrl', message: 'Escribe la dirección del emisor (http:// o https://).' },
  clientId: /*i18n*/ { id: 'sso.clientId', message: 'El ID de cliente es obligatorio.' },
  clientSecret: /*i18n*/ { id: 'sso.clientSecret', message: 'El secreto de cliente es obligatorio.' },
  studentDomain: /*i18n*/ {
    id: 'sso.studentDomain',
    message: 'Escribe un dominio como alumnos.escuela.edu, o déjalo vacío.',
  },
  slugTaken: /*i18n*/ { id: 'sso.slugTaken', message: 'Ya hay un proveedor con ese identificador.' },
  notFound: /*i18n*/ { id: 'sso.notFound', message: 'El proveedor no existe.' },
} as const;

const slug = z
  .string(inReadersLanguage(SSO_MESSAGES.slug))
  .trim()
  .regex(SSO_SLUG_PATTERN, inReadersLanguage(SSO_MESSAGES.slug));
const displayName = z
  .string(inReadersLanguage(SSO_MESSAGES.displayName))
  .trim()
  .min(1, inReadersLanguage(SSO_MESSAGES.displayName))
  .max(80, inReadersLanguage(SSO_MESSAGES.displayName));
const issuerUrl = z
  .string(inReadersLanguage(SSO_MESSAGES.issuerUrl))
  .trim()
  .max(500, inReadersLanguage(SSO_MESSAGES.issuerUrl))
  .pipe(z.url({ protocol: /^https?$/, ...inReadersLanguage(SSO_MESSAGES.issuerUrl) }));
const clientId = z
  .string(inReadersLanguage(SSO_MESSAGES.clientId))
  .trim()
  .min(1, inReadersLanguage(SSO_MESSAGES.clientId))
  .max(500, inReadersLanguage(SSO_MESSAGES.clientId));
/** Empty, or a domain; the server keeps an empty one as none. */
const studentDomain = z
  .string(inReadersLanguage(SSO_MESSAGES.studentDomain))
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || SSO_DOMAIN_PATTERN.test(value), inReadersLanguage(SSO_MESSAGES.studentDomain))
  .nullish();

const providerFields = {
  slug,
  display_name: displayName,
  issuer_url: issuerUrl,
  client_id: clientId,
  student_domain: studentDomain,
  enabled: z.boolean(
    inReadersLanguage(/*i18n*/ { id: 'validation.enabledBoolean', message: 'enabled must be true or false.' }),
  ),
};

/** POST /api/sso-providers: a new provider; its client secret is required. */
export const CreateSsoProviderSchema = z.object({
  ...providerFields,
  client_secret: z
    .string(inReadersLanguage(SSO_MESSAGES.clientSecret))
    .min(1, inReadersLanguage(SSO_MESSAGES.clientSecret))
    .max(2000, inReadersLanguage(SSO_MESSAGES.clientSecret)),
});
export type CreateSsoProviderInput = z.infer<typeof CreateSsoProviderSchema>;

/** PUT /api/sso-providers/{id}: the whole provider; an empty or absent client secret keeps the one stored. */
export const UpdateSsoProviderSchema = z.object({
  ...providerFields,
  client_secret: z
    .string(inReadersLanguage(SSO_MESSAGES.clientSecret))
    .max(2000, inReadersLanguage(SSO_MESSAGES.clientSecret))
    .optional(),
});
export type UpdateSsoProviderInput = z.infer<typeof UpdateSsoProviderSchema>;

/** A provider as staff see it: never its secret, only that there is one. */
export const SsoProviderSchema = z.object({
  id: z.number(),
  slug: z.string(),
  display_name: z.string(),
  issuer_url: z.string(),
  client_id: z.string(),
  has_client_secret: z.literal(true),
  student_domain: z.string().nullable(),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;

/** GET /api/auth/sso/providers: the enabled providers the login screen offers. */
export const PublicSsoProviderSchema = z.object({ slug: z.string(), display_name: z.string() });
export type PublicSsoProvider = z.infer<typeof PublicSsoProviderSchema>;

/** The {slug} of /api/auth/sso/{slug}/start and …/callback. */
export const SsoSlugParamsSchema = z.object({ slug: z.string().max(40) });

/** The provider's answer to the callback; errors are carried as `error` (and then there is no code). */
export const SsoCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(1000).optional(),
  iss: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** GET /api/auth/sso/{slug}/start: `at_public_url` marks the one move to PUBLIC_URL's host (never moved twice). */
export const SsoStartQuerySchema = z.object({ at_public_url: z.literal('1').optional() });

/** POST /api/auth/sso/complete: the one-minute ticket the callback handed to the web app. */
export const SsoTicketSchema = z.object({
  ticket: z
    .string(inReadersLanguage(/*i18n*/ { id: 'sso.ticketMissing', message: 'Falta el ticket.' }))
    .min(1, inReadersLanguage(/*i18n*/ { id: 'sso.ticketMissing', message: 'Falta el ticket.' }))
    .max(200, inReadersLanguage(/*i18n*/ { id: 'sso.ticketInvalid', message: 'El ticket no es válido.' })),
});
export type SsoTicketInput = z.infer<typeof SsoTicketSchema>;

/** The codes the callback sends back to the login screen as `/?sso_error=<code>`. */
export const SSO_ERROR_CODES = [
  'SSO_FAILED',
  'SSO_ACCOUNT_NOT_FOUND',
  'SSO_PROVIDER_NOT_FOUND',
  'ACCOUNT_DISABLED',
  'SSO_OTHER_BROWSER',
] as const;
/** A provider's sign-in finished (its callback or its ticket) in another browser than the one that started it. */
export const SSO_OTHER_BROWSER_MESSAGE = /*i18n*/ {
  id: 'sso.otherBrowser',
  message: 'Este inicio de sesión se empezó en otro navegador. Vuelve a pulsar «Continuar con…» en este navegador.',
};
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];
