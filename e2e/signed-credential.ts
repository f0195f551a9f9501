// The signing packages ship no types; the server declares them ambiently (no module to import) in vendor.d.ts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="../server/src/modules/credentials/signing/vendor.d.ts" />
import { randomBytes, randomUUID } from 'node:crypto';
import { OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from '../server/src/modules/credentials/signing/document-loader';
import { signCredential } from '../server/src/modules/credentials/signing/proofs';
import { signingKeyFromSeed } from '../server/src/modules/credentials/signing/signing-key';

/** What another institution's credential says. */
export interface ElsewhereCredential {
  title: string;
  issuerName: string;
  recipientName: string;
}

/**
 * A credential from elsewhere, made in the test process as another institution would make it: an Open Badges 3.0
 * `OpenBadgeCredential` (a W3C VC 2.0) signed eddsa-rdfc-2022 by a fresh Ed25519 key, its issuer that key's did:key.
 * No `credentialStatus` (nothing to fetch): its checks are the signature and the dates.
 */
export async function signElsewhereCredential(what: ElsewhereCredential): Promise<Record<string, unknown>> {
  const key = await signingKeyFromSeed(randomBytes(32));
  const description = `Certificación otorgada por ${what.issuerName}.`;
  return signCredential(
    {
      '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT],
      id: `urn:uuid:${randomUUID()}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: what.title,
      issuer: { id: key.did, type: ['Profile'], name: what.issuerName, url: 'https://instituto-artes.example' },
      validFrom: '2026-01-15T09:00:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        name: what.recipientName,
        identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: what.recipientName }],
        achievement: {
          id: `https://instituto-artes.example/logros/${randomUUID()}`,
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: what.title,
          description,
          criteria: { narrative: description },
        },
      },
    },
    key,
  );
}

/** The same credential with its holder's name changed after signing: its signature no longer matches. */
export function tampered(credential: Record<string, unknown>, recipientName: string): Record<string, unknown> {
  const copy = structuredClone(credential);
  (copy.credentialSubject as Record<string, unknown>).name = recipientName;
  return copy;
}

export const jsonFile = (name: string, credential: Record<string, unknown>) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(credential, null, 2)),
});
