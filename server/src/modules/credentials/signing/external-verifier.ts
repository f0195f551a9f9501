import type { CredentialCheck } from '@contracts/external-credentials';
import { datesCheck } from './external/dates-check';
import { checkText, registerCheckTexts, textCheck, type CheckText, type VerifierCheck } from './external/check-texts';
import { FORMAT_TEXTS, formatProblem } from './external/format-check';
import { asArray, isObject, text, VC_V1_CONTEXT, type Json } from './external/known-contexts';
import { untitled } from './external/untitled-texts';
import { signatureCheck } from './external/signature-check';
import { statusCheck } from './external/status-check';
import { safeFetchJson } from './safe-fetch';

/*
 * Verifying a credential from elsewhere as a wallet does (issue 25): the four checks of the contract, each with its
 * outcome and plain words (texts kept as ids and values, written in the reader's language when answered). Signatures: Data Integrity `eddsa-rdfc-2022` and `Ed25519Signature2020`, by
 * `@digitalbazaar/vc` (VC 1.1 and 2.0); keys: `did:key` (computed) and `did:web` (fetched, safe-fetch.ts);
 * contexts from memory only (the standard ones this folder ships), never fetched; dates: validFrom / validUntil
 * (VC 2.0) or issuanceDate / expirationDate (VC 1.1); status: a BitstringStatusListEntry's list credential, fetched,
 * its own signature verified here too, and the credential's bit read. Nothing else reaches the network. Each check
 * is its own file in external/. Our own credentials are verified by proofs.ts (verifyCredential), offline.
 */

export { knownContextLoader } from './external/known-contexts';
export { MAX_CREDENTIAL_NODES } from './external/format-check';
export { untitled, UNTITLED_TEXTS } from './external/untitled-texts';

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
  /** Written in the reader's language when answered (`writtenCheck`). */
  checks: VerifierCheck[];
  /** What the credential calls itself; its words are `titleText` where it names nothing (written when answered). */
  title: string;
  titleText?: CheckText;
  issuerName: string | null;
  issuerId: string | null;
  recipientName: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** Words of the verifier that are not a check's: a check skipped. */
export const VERIFIER_TEXTS = {
  signatureInvalid: /*i18n*/ {
    id: 'credentials.status.notCheckedSignatureInvalid',
    message: 'No se comprobó: la firma no es válida',
  },
} as const;

registerCheckTexts(Object.values(VERIFIER_TEXTS));

/** What the credential says about itself, for the record; nothing here is trusted before the checks. */
function describe(credential: Json) {
  const issuer = credential.issuer;
  const subject = asArray(credential.credentialSubject).find(isObject);
  const achievement = subject && isObject(subject.achievement) ? subject.achievement : undefined;
  const isV1 = asArray(credential['@context'])[0] === VC_V1_CONTEXT;
  const named =
    text(achievement?.name) ??
    text(credential.name) ??
    asArray(credential.type)
      .filter((type): type is string => typeof type === 'string' && type !== 'VerifiableCredential')
      .join(', ');
  return {
    ...(named ? { title: named } : untitled()),
    issuerName: isObject(issuer) ? text(issuer.name) : null,
    issuerId: isObject(issuer) ? text(issuer.id) : text(issuer),
    recipientName: subject ? text(subject.name) : null,
    validFrom: text(isV1 ? credential.issuanceDate : credential.validFrom),
    validUntil: text(isV1 ? credential.expirationDate : credential.validUntil),
  };
}

/** Not checked because the file is no credential. */
const notACredential = (id: CredentialCheck['id']) => textCheck(id, 'unknown', checkText(FORMAT_TEXTS.notChecked));

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
        textCheck('format', 'failed', problem),
        notACredential('signature'),
        notACredential('dates'),
        notACredential('status'),
      ],
      ...(described ?? untitled()),
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
      : textCheck('status', 'unknown', checkText(VERIFIER_TEXTS.signatureInvalid));
  const checks: VerifierCheck[] = [
    textCheck('format', 'passed', checkText(FORMAT_TEXTS.passed, { version })),
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
export function jwtNotSupported(): VerifierCheck[] {
  const notYet = (id: CredentialCheck['id']) => textCheck(id, 'unknown', checkText(FORMAT_TEXTS.jwtNotChecked));
  return [
    textCheck('format', 'failed', checkText(FORMAT_TEXTS.jwt)),
    notYet('signature'),
    notYet('dates'),
    notYet('status'),
  ];
}
