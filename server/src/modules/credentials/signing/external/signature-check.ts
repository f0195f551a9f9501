import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import * as vc from '@digitalbazaar/vc';
import type { CredentialCheck } from '@contracts/external-credentials';
import { didOf, didWebDocumentUrl, findVerificationMethod, normalizeDidDocument } from '../did-web';
import { resolveDidKey } from '../document-loader';
import { errorsOf } from '../proofs';
import { FetchRefusedError } from '../safe-fetch';
import { asArray, isObject, KNOWN_CONTEXTS, text, type Json } from './known-contexts';

/** How one check reaches documents: a fetch (safe-fetch.ts) and the hosts the school allows beyond public ones. */
export interface CheckFetching {
  now: Date;
  fetchJson: (url: string) => Promise<unknown>;
  allowedHosts: readonly string[];
}

function signatureProblem(error: Error): string {
  const message = error.message ?? String(error);
  if (message === 'Invalid signature.')
    return 'La firma no corresponde al contenido: el archivo fue modificado después de firmarse, o se firmó con otra clave';
  if (message.startsWith('No matching proofs found'))
    return 'La credencial no lleva una firma que este verificador sepa comprobar (eddsa-rdfc-2022 o Ed25519Signature2020)';
  if (message.includes('must match the verification method controller'))
    return 'El emisor que nombra la credencial no es el dueño de la clave que la firmó';
  if (message.includes('not authorized by controller'))
    return 'La clave que firmó no es una que su emisor use para emitir credenciales';
  if (message.includes('Safe mode validation error') || error.name === 'jsonld.ValidationError')
    return 'La credencial tiene contenido que sus contextos no definen, así que su firma no se puede comprobar';
  if (message.includes('Unable to load verification method') || message.includes('verificationMethod'))
    return 'No se encontró la clave que nombra la firma';
  return `No se pudo comprobar la firma: ${message}`;
}

class KeyNotFetchedError extends Error {
  constructor(
    readonly did: string,
    reason: string,
  ) {
    super(`No se pudo obtener la clave del emisor (${did}): ${reason}`);
    this.name = 'KeyNotFetchedError';
  }
}

class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(`La credencial nombra ${url}, que este verificador no conoce; por seguridad no se descarga`);
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
        if (!url) throw new KeyNotFetchedError(did, 'el identificador did:web no es válido');
        let fetched: unknown;
        try {
          fetched = await fetchJson(url);
        } catch (error) {
          throw new KeyNotFetchedError(did, error instanceof FetchRefusedError ? error.message : String(error));
        }
        const document = normalizeDidDocument(did, fetched);
        if (!document) throw new KeyNotFetchedError(did, `${url} no es el documento DID de ${did}`);
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
        if (!found) throw new KeyNotFetchedError(didOf(url), `su documento DID no tiene la clave ${url}`);
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
function proofDescription(credential: Json): { suite: string; signer: string | null } {
  const proof = asArray(credential.proof).find(isObject);
  const suite = text(proof?.cryptosuite) ?? text(proof?.type) ?? 'firma';
  const method = isObject(proof?.verificationMethod) ? proof.verificationMethod.id : proof?.verificationMethod;
  return { suite, signer: typeof method === 'string' ? didOf(method) : null };
}

/**
 * The 'signature' check alone: the proof, by either suite, made with a key of the credential's issuer. `now`
 * is a moment inside the credential's validity (the dates are the 'dates' check's, not this one's).
 */
export async function signatureCheck(credential: Json, options: CheckFetching): Promise<CredentialCheck> {
  if (asArray(credential.proof).length === 0)
    return { id: 'signature', outcome: 'failed', message: 'La credencial no lleva firma (proof)' };
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
  if (result.verified) {
    const { suite, signer } = proofDescription(credential);
    return {
      id: 'signature',
      outcome: 'passed',
      message: `La firma es válida (${suite}), hecha con la clave de ${signer ?? 'su emisor'}`,
    };
  }
  const notFetched = loader.failures.find((error) => error instanceof KeyNotFetchedError);
  if (notFetched) return { id: 'signature', outcome: 'unknown', message: notFetched.message };
  const unknown = loader.failures.find((error) => error instanceof UnknownDocumentError);
  if (unknown) return { id: 'signature', outcome: 'failed', message: unknown.message };
  const problems = [...new Set(errorsOf(result).map(signatureProblem))];
  return { id: 'signature', outcome: 'failed', message: problems.join('. ') || 'La firma no es válida' };
}
