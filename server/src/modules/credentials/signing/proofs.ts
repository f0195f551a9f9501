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
import { translate } from '@contracts/i18n/texts';

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

/**
 * What the verification page says is wrong (decision 040): written in the language of the request being answered
 * when the credential is verified (`translate`; the verification runs on the request, and only successes, which say
 * nothing, are remembered).
 */
export const PROBLEM_TEXTS = {
  unknownDocument: /*i18n*/ {
    id: 'credential.problem.unknownDocument',
    message:
      'The credential refers to {url}, which this verifier does not know (it loads only the standard contexts and did:key issuers, offline).',
  },
  invalidSignature: /*i18n*/ {
    id: 'credential.problem.invalidSignature',
    message:
      'The signature does not match the content: the credential was changed after it was signed, or it was signed with another key.',
  },
  noProof: /*i18n*/ {
    id: 'credential.problem.noProof',
    message: 'The credential carries no eddsa-rdfc-2022 Data Integrity proof.',
  },
  otherIssuer: /*i18n*/ {
    id: 'credential.problem.otherIssuer',
    message: 'The credential names an issuer other than the owner of the key that signed it.',
  },
  keyNotAuthorized: /*i18n*/ {
    id: 'credential.problem.keyNotAuthorized',
    message: 'The key that signed the credential is not one its issuer uses to issue credentials.',
  },
  notYetValid: /*i18n*/ {
    id: 'credential.problem.notYetValid',
    message: 'The credential is not valid yet: its validFrom date is in the future.',
  },
  expired: /*i18n*/ {
    id: 'credential.problem.expired',
    message: 'The credential has expired: its validUntil date has passed.',
  },
  undefinedContent: /*i18n*/ {
    id: 'credential.problem.undefinedContent',
    message: 'The credential has content its contexts do not define, so it cannot be checked.',
  },
  keyNotFound: /*i18n*/ {
    id: 'credential.problem.keyNotFound',
    message: 'The key named by the proof cannot be found.',
  },
  notChecked: /*i18n*/ {
    id: 'credential.problem.notChecked',
    message: 'The credential could not be checked: {reason}',
  },
  notObject: /*i18n*/ {
    id: 'credential.problem.notObject',
    message: 'This is not a credential: a JSON object was expected.',
  },
  didNotVerify: /*i18n*/ { id: 'credential.problem.didNotVerify', message: 'The credential did not verify.' },
  otherSchool: /*i18n*/ {
    id: 'credential.problem.otherSchool',
    message: 'It was not issued by this school: its issuer is {issuer}.',
  },
  noIssuer: /*i18n*/ {
    id: 'credential.problem.noIssuer',
    message: 'It was not issued by this school: its issuer is missing.',
  },
  notOpenBadge: /*i18n*/ {
    id: 'credential.problem.notOpenBadge',
    message: 'It is not an Open Badges credential (type OpenBadgeCredential).',
  },
};

/** Library errors, in words a visitor of the verification page understands. */
function inPlainWords(error: Error): string {
  const message = error.message ?? String(error);
  if (error instanceof DocumentNotLoadedError || error.cause instanceof DocumentNotLoadedError) {
    const url = error instanceof DocumentNotLoadedError ? error.url : (error.cause as DocumentNotLoadedError).url;
    return translate(PROBLEM_TEXTS.unknownDocument, { url });
  }
  if (message === 'Invalid signature.') return translate(PROBLEM_TEXTS.invalidSignature);
  if (message.startsWith('No matching proofs found')) return translate(PROBLEM_TEXTS.noProof);
  if (message.includes('must match the verification method controller')) return translate(PROBLEM_TEXTS.otherIssuer);
  if (message.includes('not authorized by controller')) return translate(PROBLEM_TEXTS.keyNotAuthorized);
  if (message.includes('before "validFrom"')) return translate(PROBLEM_TEXTS.notYetValid);
  if (message.includes('after "validUntil"')) return translate(PROBLEM_TEXTS.expired);
  if (message.includes('Safe mode validation error') || error.name === 'jsonld.ValidationError') {
    return translate(PROBLEM_TEXTS.undefinedContent);
  }
  if (message.includes('Unable to load verification method') || message.includes('verificationMethod')) {
    return translate(PROBLEM_TEXTS.keyNotFound);
  }
  // The library's own words (English) are kept as they are: they name what failed.
  return translate(PROBLEM_TEXTS.notChecked, { reason: message });
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
    return { verified: false, problems: [translate(PROBLEM_TEXTS.notObject)] };
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
  if (!result.verified && problems.length === 0) problems.push(translate(PROBLEM_TEXTS.didNotVerify));
  if (options.trustedIssuers) {
    const issuer = issuerIdOf(credential);
    if (typeof issuer !== 'string' || !options.trustedIssuers.includes(issuer)) {
      problems.push(
        typeof issuer === 'string'
          ? translate(PROBLEM_TEXTS.otherSchool, { issuer })
          : translate(PROBLEM_TEXTS.noIssuer),
      );
    }
  }
  const types = credential.type;
  if (!(Array.isArray(types) ? types : [types]).includes('OpenBadgeCredential'))
    problems.push(translate(PROBLEM_TEXTS.notOpenBadge));
  return { verified: problems.length === 0, problems };
}
