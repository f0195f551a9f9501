/*
 * The signing library of badge credentials (keys, contexts, Open Badges builder, sign and verify), without database
 * or Fastify: it lives in modules/credentials/signing/ so that `credentials` names one place, the routes and
 * services of modules/credentials/ beside the library they use.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { DocumentNotLoadedError, documentLoader } from './document-loader';
import type { SigningKey } from './signing-key';

/**
 * Signs a credential with a Data Integrity proof, cryptosuite `eddsa-rdfc-2022` (RDF Dataset Canonicalization, then
 * Ed25519), purpose `assertionMethod`, verification method the key's did:key. The credential's `issuer` must be the
 * key's DID; the contexts are loaded locally (document-loader.ts). Takes tens of milliseconds.
 */
export async function signCredential(
  unsigned: Record<string, unknown>,
  key: SigningKey,
): Promise<Record<string, unknown>> {
  const suite = new DataIntegrityProof({ signer: key.keyPair.signer(), cryptosuite });
  return vc.issue({ credential: structuredClone(unsigned), suite, documentLoader });
}

export interface VerificationResult {
  /** The proof is the issuer's and the content is as signed (and, when asked, the issuer is a trusted one). */
  verified: boolean;
  /** Why not, in plain words; empty when verified. */
  problems: string[];
}

/** Library errors, in words a visitor of the verification page understands. */
function inPlainWords(error: Error): string {
  const message = error.message ?? String(error);
  if (error instanceof DocumentNotLoadedError || error.cause instanceof DocumentNotLoadedError) {
    const url = error instanceof DocumentNotLoadedError ? error.url : (error.cause as DocumentNotLoadedError).url;
    return `The credential refers to ${url}, which this verifier does not know (it loads only the standard contexts and did:key issuers, offline).`;
  }
  if (message === 'Invalid signature.')
    return 'The signature does not match the content: the credential was changed after it was signed, or it was signed with another key.';
  if (message.startsWith('No matching proofs found'))
    return 'The credential carries no eddsa-rdfc-2022 Data Integrity proof.';
  if (message.includes('must match the verification method controller'))
    return 'The credential names an issuer other than the owner of the key that signed it.';
  if (message.includes('not authorized by controller'))
    return 'The key that signed the credential is not one its issuer uses to issue credentials.';
  if (message.includes('before "validFrom"'))
    return 'The credential is not valid yet: its validFrom date is in the future.';
  if (message.includes('after "validUntil"')) return 'The credential has expired: its validUntil date has passed.';
  if (message.includes('Safe mode validation error') || error.name === 'jsonld.ValidationError') {
    return 'The credential has content its contexts do not define, so it cannot be checked.';
  }
  if (message.includes('Unable to load verification method') || message.includes('verificationMethod')) {
    return 'The key named by the proof cannot be found.';
  }
  return `The credential could not be checked: ${message}`;
}

/** Every error in a verification result: the aggregate's, each proof's and each purpose check's. */
export function errorsOf(result: vc.VerifyCredentialResult): Error[] {
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

const issuerIdOf = (credential: Record<string, unknown>): unknown => {
  const { issuer } = credential;
  return issuer !== null && typeof issuer === 'object' ? (issuer as Record<string, unknown>).id : issuer;
};

/** A credential's status check (its `credentialStatus`): whether it is still in force. */
export type StatusCheck = (options: { credential: Record<string, unknown> }) => Promise<{ verified: boolean }>;

/** The status is not checked here: this server reads its own status lists (credential.service.ts). */
const statusReadByCaller: StatusCheck = async () => ({ verified: true });

/**
 * Verifies a credential as any verifier would, offline: `@digitalbazaar/vc`'s verifier with the eddsa-rdfc-2022
 * suite and the local document loader. With `trustedIssuers`, a credential signed by a key not among them (a
 * genuine credential of someone else) does not verify either. A `credentialStatus` is left to `checkStatus`
 * (by default not checked: the caller reads the status itself).
 */
export async function verifyCredential(
  json: unknown,
  options: { trustedIssuers?: string[]; now?: Date; checkStatus?: StatusCheck } = {},
): Promise<VerificationResult> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { verified: false, problems: ['This is not a credential: a JSON object was expected.'] };
  }
  const credential = structuredClone(json) as Record<string, unknown>;
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    checkStatus: options.checkStatus ?? statusReadByCaller,
    ...(options.now ? { now: options.now } : {}),
  });
  const problems = result.verified ? [] : [...new Set(errorsOf(result).map(inPlainWords))];
  if (!result.verified && problems.length === 0) problems.push('The credential did not verify.');
  if (options.trustedIssuers) {
    const issuer = issuerIdOf(credential);
    if (typeof issuer !== 'string' || !options.trustedIssuers.includes(issuer)) {
      problems.push(
        `It was not issued by this school: its issuer is ${typeof issuer === 'string' ? issuer : 'missing'}.`,
      );
    }
  }
  const types = credential.type;
  if (!(Array.isArray(types) ? types : [types]).includes('OpenBadgeCredential'))
    problems.push('It is not an Open Badges credential (type OpenBadgeCredential).');
  return { verified: problems.length === 0, problems };
}
