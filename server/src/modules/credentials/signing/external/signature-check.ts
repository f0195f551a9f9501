import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import * as vc from '@digitalbazaar/vc';
import { didOf, didWebDocumentUrl, findVerificationMethod, normalizeDidDocument } from '../did-web';
import { resolveDidKey } from '../document-loader';
import { errorsOf } from '../proofs';
import { FetchRefusedError } from '../safe-fetch';
import { checkText, registerCheckTexts, textCheck, type CheckText, type VerifierCheck } from './check-texts';
import { asArray, isObject, KNOWN_CONTEXTS, text, type Json } from './known-contexts';

/** How one check reaches documents: a fetch (safe-fetch.ts) and the hosts the school allows beyond public ones. */
export interface CheckFetching {
  now: Date;
  fetchJson: (url: string) => Promise<unknown>;
  allowedHosts: readonly string[];
}

/** The 'signature' check's words (and why a key or a document could not be had). */
export const SIGNATURE_TEXTS = {
  noProof: /*i18n*/ { id: 'credentials.signature.noProof', message: 'La credencial no lleva firma (proof)' },
  /** Values: `suite` (the proof's cryptosuite or type, or `unnamedSuite`), `signer` (a DID, or `itsIssuer`). */
  passed: /*i18n*/ {
    id: 'credentials.signature.passed',
    message: 'La firma es válida ({suite}), hecha con la clave de {signer}',
  },
  unnamedSuite: /*i18n*/ { id: 'credentials.signature.unnamedSuite', message: 'firma' },
  itsIssuer: /*i18n*/ { id: 'credentials.signature.itsIssuer', message: 'su emisor' },
  modified: /*i18n*/ {
    id: 'credentials.signature.modified',
    message:
      'La firma no corresponde al contenido: el archivo fue modificado después de firmarse, o se firmó con otra clave',
  },
  noKnownProof: /*i18n*/ {
    id: 'credentials.signature.noKnownProof',
    message:
      'La credencial no lleva una firma que este verificador sepa comprobar (eddsa-rdfc-2022 o Ed25519Signature2020)',
  },
  notController: /*i18n*/ {
    id: 'credentials.signature.notController',
    message: 'El emisor que nombra la credencial no es el dueño de la clave que la firmó',
  },
  notAuthorized: /*i18n*/ {
    id: 'credentials.signature.notAuthorized',
    message: 'La clave que firmó no es una que su emisor use para emitir credenciales',
  },
  undefinedTerms: /*i18n*/ {
    id: 'credentials.signature.undefinedTerms',
    message: 'La credencial tiene contenido que sus contextos no definen, así que su firma no se puede comprobar',
  },
  keyNotFound: /*i18n*/ {
    id: 'credentials.signature.keyNotFound',
    message: 'No se encontró la clave que nombra la firma',
  },
  /** Values: `detail`, the signature library's own words (technical, in English). */
  notChecked: /*i18n*/ {
    id: 'credentials.signature.notChecked',
    message: 'No se pudo comprobar la firma: {detail}',
  },
  invalid: /*i18n*/ { id: 'credentials.signature.invalid', message: 'La firma no es válida' },
  /** Two problems one after the other: `first`, `then`. */
  andThen: /*i18n*/ { id: 'credentials.signature.andThen', message: '{first}. {then}' },
  /** Values: `did`, `reason` (one of the texts below, or a fetch's). */
  keyNotFetched: /*i18n*/ {
    id: 'credentials.signature.keyNotFetched',
    message: 'No se pudo obtener la clave del emisor ({did}): {reason}',
  },
  invalidDidWeb: /*i18n*/ {
    id: 'credentials.signature.invalidDidWeb',
    message: 'el identificador did:web no es válido',
  },
  /** Values: `url`, `did`. */
  notDidDocument: /*i18n*/ {
    id: 'credentials.signature.notDidDocument',
    message: '{url} no es el documento DID de {did}',
  },
  /** Values: `url`, the key's id. */
  keyNotInDocument: /*i18n*/ {
    id: 'credentials.signature.keyNotInDocument',
    message: 'su documento DID no tiene la clave {url}',
  },
  /** Values: `url`. */
  unknownDocument: /*i18n*/ {
    id: 'credentials.signature.unknownDocument',
    message: 'La credencial nombra {url}, que este verificador no conoce; por seguridad no se descarga',
  },
  /** Values: `detail`, an unexpected error's own words. */
  unexpected: /*i18n*/ { id: 'credentials.signature.unexpected', message: 'error inesperado: {detail}' },
} as const;

registerCheckTexts(Object.values(SIGNATURE_TEXTS));

/** Why a fetch failed, as a text: the refusal's own, else the error's words. */
export function fetchProblem(error: unknown): CheckText {
  if (error instanceof FetchRefusedError) return error.text;
  return checkText(SIGNATURE_TEXTS.unexpected, { detail: error instanceof Error ? error.message : String(error) });
}

function signatureProblem(error: Error): CheckText {
  const message = error.message ?? String(error);
  if (message === 'Invalid signature.') return checkText(SIGNATURE_TEXTS.modified);
  if (message.startsWith('No matching proofs found')) return checkText(SIGNATURE_TEXTS.noKnownProof);
  if (message.includes('must match the verification method controller'))
    return checkText(SIGNATURE_TEXTS.notController);
  if (message.includes('not authorized by controller')) return checkText(SIGNATURE_TEXTS.notAuthorized);
  if (message.includes('Safe mode validation error') || error.name === 'jsonld.ValidationError')
    return checkText(SIGNATURE_TEXTS.undefinedTerms);
  if (message.includes('Unable to load verification method') || message.includes('verificationMethod'))
    return checkText(SIGNATURE_TEXTS.keyNotFound);
  return checkText(SIGNATURE_TEXTS.notChecked, { detail: message });
}

class KeyNotFetchedError extends Error {
  readonly text: CheckText;
  constructor(
    readonly did: string,
    reason: CheckText,
  ) {
    super(`key of ${did} not fetched`);
    this.text = checkText(SIGNATURE_TEXTS.keyNotFetched, { did, reason });
    this.name = 'KeyNotFetchedError';
  }
}

class UnknownDocumentError extends Error {
  readonly text: CheckText;
  constructor(readonly url: string) {
    super(`unknown document ${url}`);
    this.text = checkText(SIGNATURE_TEXTS.unknownDocument, { url });
    this.name = 'UnknownDocumentError';
  }
}

/** One verification's document loader: known contexts, did:key computed, did:web fetched once each. */
function documentLoaderFor(fetchJson: (url: string) => Promise<unknown>, allowedHosts: readonly string[]) {
  const didWebDocuments = new Map<string, Promise<Json>>();
  const failures: Error[] = [];
  const resolveDidWeb = (did: string): Promise<Json> => {
    let pending = didWebDocuments.get(did);
    if (!pending) {
      pending = (async () => {
        const url = didWebDocumentUrl(did, allowedHosts);
        if (!url) throw new KeyNotFetchedError(did, checkText(SIGNATURE_TEXTS.invalidDidWeb));
        let fetched: unknown;
        try {
          fetched = await fetchJson(url);
        } catch (error) {
          throw new KeyNotFetchedError(did, fetchProblem(error));
        }
        const document = normalizeDidDocument(did, fetched);
        if (!document) throw new KeyNotFetchedError(did, checkText(SIGNATURE_TEXTS.notDidDocument, { url, did }));
        return document;
      })();
      didWebDocuments.set(did, pending);
    }
    return pending;
  };
  const load = async (url: string) => {
    try {
      const known = KNOWN_CONTEXTS.get(url) ?? resolveDidKey(url);
      if (known) return { contextUrl: null, documentUrl: url, document: known };
      if (url.startsWith('did:web:')) {
        const document = await resolveDidWeb(didOf(url));
        const found = url.includes('#') ? findVerificationMethod(document, url) : document;
        if (!found) throw new KeyNotFetchedError(didOf(url), checkText(SIGNATURE_TEXTS.keyNotInDocument, { url }));
        return { contextUrl: null, documentUrl: url, document: found };
      }
      throw new UnknownDocumentError(url);
    } catch (error) {
      failures.push(error as Error);
      throw error;
    }
  };
  return { load, failures };
}

const acceptAnyStatus = async () => ({ verified: true });

/** The proof's suite name and its key's DID, for the words of a valid signature. */
function proofDescription(credential: Json): { suite: string | CheckText; signer: string | CheckText } {
  const proof = asArray(credential.proof).find(isObject);
  const suite = text(proof?.cryptosuite) ?? text(proof?.type) ?? checkText(SIGNATURE_TEXTS.unnamedSuite);
  const method = isObject(proof?.verificationMethod) ? proof.verificationMethod.id : proof?.verificationMethod;
  return { suite, signer: typeof method === 'string' ? didOf(method) : checkText(SIGNATURE_TEXTS.itsIssuer) };
}

/**
 * The 'signature' check alone: the proof, by either suite, made with a key of the credential's issuer. `now`
 * is a moment inside the credential's validity (the dates are the 'dates' check's, not this one's).
 */
export async function signatureCheck(credential: Json, options: CheckFetching): Promise<VerifierCheck> {
  if (asArray(credential.proof).length === 0)
    return textCheck('signature', 'failed', checkText(SIGNATURE_TEXTS.noProof));
  const loader = documentLoaderFor(options.fetchJson, options.allowedHosts);
  let result: vc.VerifyCredentialResult;
  try {
    result = await vc.verifyCredential({
      credential: structuredClone(credential),
      suite: [new DataIntegrityProof({ cryptosuite }), new Ed25519Signature2020()],
      documentLoader: loader.load,
      checkStatus: acceptAnyStatus,
      now: options.now,
    });
  } catch (error) {
    result = { verified: false, error: error as Error };
  }
  if (result.verified)
    return textCheck('signature', 'passed', checkText(SIGNATURE_TEXTS.passed, proofDescription(credential)));
  const notFetched = loader.failures.find((error) => error instanceof KeyNotFetchedError);
  if (notFetched) return textCheck('signature', 'unknown', notFetched.text);
  const unknown = loader.failures.find((error) => error instanceof UnknownDocumentError);
  if (unknown) return textCheck('signature', 'failed', unknown.text);
  const seen = new Set<string>();
  const problems = errorsOf(result)
    .map(signatureProblem)
    .filter((problem) => {
      const key = JSON.stringify(problem);
      return !seen.has(key) && Boolean(seen.add(key));
    });
  const joined = problems.reduceRight<CheckText | null>(
    (then, first) => (then ? checkText(SIGNATURE_TEXTS.andThen, { first, then }) : first),
    null,
  );
  return textCheck('signature', 'failed', joined ?? checkText(SIGNATURE_TEXTS.invalid));
}
