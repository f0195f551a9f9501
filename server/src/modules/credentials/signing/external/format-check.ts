import { asArray, isObject, KNOWN_CONTEXTS, text, VC_V1_CONTEXT, VC_V2_CONTEXT } from './known-contexts';

/**
 * Checking a signature canonicalizes the whole credential, in about a millisecond per object on this server: more
 * objects and arrays than this (a real credential has a few dozen) are refused before any work.
 */
export const MAX_CREDENTIAL_NODES = 1000;

/** Whether a parsed JSON holds more than `limit` objects and arrays (walked without recursion). */
function hasMoreNodesThan(value: unknown, limit: number): boolean {
  const pending: unknown[] = [value];
  let nodes = 0;
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    nodes += 1;
    if (nodes > limit) return true;
    pending.push(...(Array.isArray(next) ? next : Object.values(next)));
  }
  return false;
}

/** The 'format' check: a VC 1.1 or 2.0 credential, whose contexts are all known here. Null when it passes. */
export function formatProblem(credential: unknown): string | null {
  if (!isObject(credential)) return 'El archivo no contiene una credencial: se esperaba un objeto JSON';
  if (hasMoreNodesThan(credential, MAX_CREDENTIAL_NODES))
    return `La credencial es demasiado grande para comprobarla: tiene más de ${MAX_CREDENTIAL_NODES} objetos y listas`;
  const contexts = asArray(credential['@context']);
  if (contexts[0] !== VC_V1_CONTEXT && contexts[0] !== VC_V2_CONTEXT)
    return 'No es una credencial verificable: su @context no empieza por el de W3C Verifiable Credentials (1.1 o 2.0)';
  const unknown = contexts.find((context) => typeof context === 'string' && !KNOWN_CONTEXTS.has(context));
  if (typeof unknown === 'string')
    return `La credencial usa un contexto que este verificador no conoce (${unknown}); por seguridad no se descarga`;
  if (!contexts.every((context) => typeof context === 'string' || isObject(context)))
    return 'El @context de la credencial no es válido';
  if (!asArray(credential.type).includes('VerifiableCredential'))
    return 'No es una credencial verificable: su tipo no incluye VerifiableCredential';
  if (!credential.issuer) return 'La credencial no dice quién la emitió (issuer)';
  if (!asArray(credential.credentialSubject).some(isObject))
    return 'La credencial no dice de quién es (credentialSubject)';
  if (contexts[0] === VC_V1_CONTEXT && !text(credential.issuanceDate))
    return 'A la credencial (VC 1.1) le falta su fecha de emisión (issuanceDate)';
  return null;
}
