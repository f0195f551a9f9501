import type { DbOrTx } from '../../db/client';
import type { ExternalVerification } from '../credentials/signing/external-verifier';
import type { KnownIssuers } from './issuer-check';
import { holderOfRecord, knownIssuers } from './known-parties';
import { withIssuerAndHolder, type RecordVerification } from './record-verdict';

/**
 * The issuer and holder checks of a verification, once the signature's returned: the trusted issuers' list and the
 * teacher of record `teacherId` (none: the holder is not checked) read now, then compared (record-verdict.ts).
 */
export async function checkedForRecord(
  db: DbOrTx,
  verification: ExternalVerification,
  options: { credential: unknown; teacherId: number | null; ownIssuer: KnownIssuers['own'] },
): Promise<RecordVerification> {
  const [known, holder] = await Promise.all([
    knownIssuers(db, options.ownIssuer),
    options.teacherId === null ? null : holderOfRecord(db, options.teacherId),
  ]);
  const credential = options.credential;
  const subject =
    typeof credential === 'object' && credential !== null
      ? (credential as { credentialSubject?: unknown }).credentialSubject
      : undefined;
  return withIssuerAndHolder(verification, { subject, holder, known });
}
