import { asArray, isObject, KNOWN_CONTEXTS, text, VC_V1_CONTEXT, VC_V2_CONTEXT } from './known-contexts';
import { checkText, registerCheckTexts, type CheckText } from './check-texts';

/**
 * Checking a signature canonicalizes the whole credential, in about a millisecond per object on this server: more
 * objects and arrays than this (a real credential has a few dozen) are refused before any work.
 */
export const MAX_CREDENTIAL_NODES = 1000;
/**
 * Values of every kind (objects, arrays, their items, strings, numbers, booleans): the canonicalisation's time grows
 * with the square of an array's length (measured: 5,000 numbers in one array, 0.3 s; 10,000, 1.4 s; 20,000, 4.9 s).
 * A real credential has a few hundred values.
 */
export const MAX_CREDENTIAL_VALUES = 5000;
/** The characters of all strings and keys together: a credential with an embedded image stays well under this. */
export const MAX_CREDENTIAL_TEXT = 2_000_000;

export const CREDENTIAL_SIZE_MESSAGES = {
  nodes: /*i18n*/ {
    id: 'credentials.tooManyNodes',
    message: 'La credencial es demasiado grande para comprobarla: tiene más de {max} objetos y listas',
  },
  values: /*i18n*/ {
    id: 'credentials.tooManyValues',
    message: 'La credencial es demasiado grande para comprobarla: tiene más de {max, number} valores',
  },
  text: /*i18n*/ {
    id: 'credentials.textTooLong',
    message: 'La credencial es demasiado grande para comprobarla: sus textos suman más de {max, number} caracteres',
  },
} as const;

/**
 * Which limit a parsed JSON is over, if any: objects and arrays, all values, all text. Walked without recursion and
 * one value at a time (no spread of a large array onto the stack), stopping at the first limit passed.
 */
/** The limit each of CREDENTIAL_SIZE_MESSAGES names (`{max}`). */
export const CREDENTIAL_SIZE_LIMITS = {
  nodes: MAX_CREDENTIAL_NODES,
  values: MAX_CREDENTIAL_VALUES,
  text: MAX_CREDENTIAL_TEXT,
} as const;

export function credentialSizeProblem(value: unknown): keyof typeof CREDENTIAL_SIZE_MESSAGES | null {
  const pending: unknown[] = [value];
  let nodes = 0;
  let values = 0;
  let text = 0;
  while (pending.length > 0) {
    const next = pending.pop();
    values += 1;
    if (values > MAX_CREDENTIAL_VALUES) return 'values';
    if (typeof next === 'string') {
      text += next.length;
      if (text > MAX_CREDENTIAL_TEXT) return 'text';
      continue;
    }
    if (next === null || typeof next !== 'object') continue;
    nodes += 1;
    if (nodes > MAX_CREDENTIAL_NODES) return 'nodes';
    if (Array.isArray(next)) {
      if (values + pending.length + next.length > MAX_CREDENTIAL_VALUES) return 'values';
      for (const item of next) pending.push(item);
      continue;
    }
    for (const key in next) {
      if (!Object.hasOwn(next, key)) continue;
      text += key.length;
      if (values + pending.length >= MAX_CREDENTIAL_VALUES) return 'values';
      pending.push((next as Record<string, unknown>)[key]);
    }
    if (text > MAX_CREDENTIAL_TEXT) return 'text';
  }
  return null;
}

/** The 'format' check's words (and a check not made because the format failed). */
export const FORMAT_TEXTS = {
  notObject: /*i18n*/ {
    id: 'credentials.format.notObject',
    message: 'El archivo no contiene una credencial: se esperaba un objeto JSON',
  },
  notVcContext: /*i18n*/ {
    id: 'credentials.format.notVcContext',
    message:
      'No es una credencial verificable: su @context no empieza por el de W3C Verifiable Credentials (1.1 o 2.0)',
  },
  /** Values: `context`, the URL the credential names. */
  unknownContext: /*i18n*/ {
    id: 'credentials.format.unknownContext',
    message: 'La credencial usa un contexto que este verificador no conoce ({context}); por seguridad no se descarga',
  },
  invalidContext: /*i18n*/ {
    id: 'credentials.format.invalidContext',
    message: 'El @context de la credencial no es válido',
  },
  notVcType: /*i18n*/ {
    id: 'credentials.format.notVcType',
    message: 'No es una credencial verificable: su tipo no incluye VerifiableCredential',
  },
  noIssuer: /*i18n*/ { id: 'credentials.format.noIssuer', message: 'La credencial no dice quién la emitió (issuer)' },
  noSubject: /*i18n*/ {
    id: 'credentials.format.noSubject',
    message: 'La credencial no dice de quién es (credentialSubject)',
  },
  noIssuanceDate: /*i18n*/ {
    id: 'credentials.format.noIssuanceDate',
    message: 'A la credencial (VC 1.1) le falta su fecha de emisión (issuanceDate)',
  },
  /** Values: `version`, '1.1' or '2.0'. */
  passed: /*i18n*/ { id: 'credentials.format.passed', message: 'Es una credencial verificable (W3C VC {version})' },
  notChecked: /*i18n*/ {
    id: 'credentials.format.notChecked',
    message: 'No se comprobó: el archivo no es una credencial que se pueda verificar',
  },
  jwt: /*i18n*/ {
    id: 'credentials.format.jwt',
    message: 'Es una credencial en formato JWT; este verificador todavía no comprueba credenciales JWT',
  },
  jwtNotChecked: /*i18n*/ {
    id: 'credentials.format.jwtNotChecked',
    message: 'No se comprobó: las credenciales JWT todavía no se comprueban',
  },
} as const;

registerCheckTexts([...Object.values(FORMAT_TEXTS), ...Object.values(CREDENTIAL_SIZE_MESSAGES)]);

/** The 'format' check: a VC 1.1 or 2.0 credential, whose contexts are all known here. Null when it passes. */
export function formatProblem(credential: unknown): CheckText | null {
  if (!isObject(credential)) return checkText(FORMAT_TEXTS.notObject);
  const size = credentialSizeProblem(credential);
  if (size) return checkText(CREDENTIAL_SIZE_MESSAGES[size], { max: CREDENTIAL_SIZE_LIMITS[size] });
  const contexts = asArray(credential['@context']);
  if (contexts[0] !== VC_V1_CONTEXT && contexts[0] !== VC_V2_CONTEXT) return checkText(FORMAT_TEXTS.notVcContext);
  const unknown = contexts.find((context) => typeof context === 'string' && !KNOWN_CONTEXTS.has(context));
  if (typeof unknown === 'string') return checkText(FORMAT_TEXTS.unknownContext, { context: unknown });
  if (!contexts.every((context) => typeof context === 'string' || isObject(context)))
    return checkText(FORMAT_TEXTS.invalidContext);
  if (!asArray(credential.type).includes('VerifiableCredential')) return checkText(FORMAT_TEXTS.notVcType);
  if (!credential.issuer) return checkText(FORMAT_TEXTS.noIssuer);
  if (!asArray(credential.credentialSubject).some(isObject)) return checkText(FORMAT_TEXTS.noSubject);
  if (contexts[0] === VC_V1_CONTEXT && !text(credential.issuanceDate)) return checkText(FORMAT_TEXTS.noIssuanceDate);
  return null;
}
