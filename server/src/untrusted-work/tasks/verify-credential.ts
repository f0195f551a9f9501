import {
  verifyExternalCredential,
  type ExternalVerification,
  type ExternalVerifierOptions,
} from '../../modules/credentials/signing/external-verifier';

/**
 * A credential's checks as a wallet does them: JSON-LD canonicalisation and signature, dates, status. The did:web
 * documents and status lists it names are fetched from here, through safe-fetch.ts.
 */
export function verifyCredentialTask(input: {
  credential: unknown;
  options: Omit<ExternalVerifierOptions, 'fetchJson'>;
}): Promise<ExternalVerification> {
  return verifyExternalCredential(input.credential, input.options);
}
