import { isAllowedHost } from './safe-fetch';

/*
 * did:web (W3C CCG did:web method): the DID names an https address where its DID document is published,
 * `did:web:example.edu` → https://example.edu/.well-known/did.json, `did:web:example.edu:staff:key` →
 * https://example.edu/staff/key/did.json, a port written `%3A` (`did:web:localhost%3A8443`). A host the school lists
 * (CREDENTIAL_FETCH_ALLOWED_HOSTS) is reached over http, as safe-fetch.ts allows for those hosts only.
 */

const DID_WEB = /^did:web:([^#?/]+)$/;

/** The address of a did:web DID's document, or undefined when the DID is not a well-formed did:web. */
export function didWebDocumentUrl(did: string, allowedHosts: readonly string[] = []): string | undefined {
  const match = DID_WEB.exec(did);
  if (!match) return undefined;
  const [hostPart, ...pathParts] = match[1]!.split(':');
  let host: string;
  let path: string[];
  try {
    host = decodeURIComponent(hostPart!);
    path = pathParts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  if (host === '' || /[/@\\\s]/.test(host) || path.some((part) => part === '' || /[/\\]/.test(part))) return undefined;
  const hostname = host.replace(/:\d+$/, '');
  const scheme = isAllowedHost(hostname, allowedHosts) ? 'http' : 'https';
  const tail = path.length > 0 ? `${path.map(encodeURIComponent).join('/')}/did.json` : '.well-known/did.json';
  try {
    return new URL(`${scheme}://${host}/${tail}`).toString();
  } catch {
    return undefined;
  }
}

/** The DID of a DID URL (`did:web:example.edu#key-1` → `did:web:example.edu`). */
export function didOf(url: string): string {
  return url.split('#')[0]!.split('?')[0]!;
}

/**
 * A fetched did:web document made safe to use: it must name the DID it was fetched for, and relative key ids
 * (`#key-1`) are made absolute (`did:web:example.edu#key-1`), in the verification methods and in the
 * relationships that list them, so that the proof purpose check compares like with like.
 */
export function normalizeDidDocument(did: string, document: unknown): Record<string, unknown> | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const record = document as Record<string, unknown>;
  if (record.id !== did) return undefined;
  const absolute = (id: unknown) => (typeof id === 'string' && id.startsWith('#') ? `${did}${id}` : id);
  const method = (entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return absolute(entry);
    const value = entry as Record<string, unknown>;
    return { ...value, id: absolute(value.id), controller: absolute(value.controller) ?? did };
  };
  const normalized: Record<string, unknown> = { ...record };
  for (const key of [
    'verificationMethod',
    'assertionMethod',
    'authentication',
    'capabilityInvocation',
    'capabilityDelegation',
  ]) {
    const value = record[key];
    if (Array.isArray(value)) normalized[key] = value.map(method);
  }
  return normalized;
}

/** The verification method `url` (`did:web:…#key-1`) in a normalized DID document, with the document's context. */
export function findVerificationMethod(
  document: Record<string, unknown>,
  url: string,
): Record<string, unknown> | undefined {
  const methods = [
    ...(Array.isArray(document.verificationMethod) ? document.verificationMethod : []),
    ...(Array.isArray(document.assertionMethod) ? document.assertionMethod : []),
  ];
  const found = methods.find(
    (entry): entry is Record<string, unknown> =>
      entry !== null && typeof entry === 'object' && (entry as Record<string, unknown>).id === url,
  );
  if (!found) return undefined;
  return { '@context': document['@context'], ...found };
}
