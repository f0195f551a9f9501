import { inArray } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client';
import { externalCredentials, teachers, trustedIssuers } from '../../server/src/db/schema/index';
import { OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from '../../server/src/modules/credentials/signing/document-loader';
import { verifyExternalCredential } from '../../server/src/modules/credentials/signing/external-verifier';
import { signCredential } from '../../server/src/modules/credentials/signing/proofs';
import { signingKeyFromSeed } from '../../server/src/modules/credentials/signing/signing-key';
import { storedResultOf } from '../../server/src/modules/external-credentials/external-credential.presenter';
import { checkedForRecord } from '../../server/src/modules/external-credentials/record-checks';
import type { Random } from './random';

/*
 * Credentials from elsewhere on the demo school's teacher records: certifications from two made-up institutions,
 * each an Open Badges 3.0 credential signed (eddsa-rdfc-2022) by that institution's own did:key, generated here from
 * the seeded random numbers, then checked by the product's verifier and kept with its result as an upload would be.
 * The first institution is on the school's trusted issuers' list (under the name staff gave it), so its
 * certifications are verified; the second is not, so its certifications wait for staff's review (issue 41).
 */

const INSTITUTIONS = [
  {
    name: 'Instituto de Animación del Pacífico',
    url: 'https://animacion-pacifico.example',
    trustedAs: 'Instituto de Animación del Pacífico (convenio 2024)',
  },
  { name: 'Academia Centroamericana de Diseño Digital', url: 'https://diseno-digital.example', trustedAs: null },
] as const;

const CERTIFICATIONS = [
  'Certificación en animación de personajes 3D',
  'Diplomado en dirección de arte para videojuegos',
  'Certificación en composición digital para cine',
  'Especialización en ilustración editorial',
  'Certificación en modelado orgánico',
] as const;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

function seedBytes(random: Random): Buffer {
  return Buffer.from(Array.from({ length: 32 }, () => random.int(0, 255)));
}

function certification(options: {
  issuer: { id: string; name: string; url: string };
  title: string;
  recipientName: string;
  validFrom: string;
  serial: number;
}): Record<string, unknown> {
  const { issuer, title } = options;
  const description = `${title}, otorgada por ${issuer.name}.`;
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT],
    id: `${issuer.url}/credenciales/${options.serial}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: title,
    issuer: { id: issuer.id, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: options.validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: options.recipientName,
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: options.recipientName },
      ],
      achievement: {
        id: `${issuer.url}/logros/${options.serial}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: title,
        description,
        criteria: { narrative: description },
      },
    },
  };
}

/**
 * Keeps one or two certifications on the first `count` teachers (the demo teacher first), verified or pending
 * review by their issuer; answers how many.
 */
export async function seedExternalCredentials(
  tx: Tx,
  random: Random,
  teacherIds: readonly number[],
  addedBy: number,
  count = 6,
): Promise<number> {
  const issuers = [];
  for (const institution of INSTITUTIONS) {
    const key = await signingKeyFromSeed(seedBytes(random));
    issuers.push({ ...institution, id: key.did, key });
    if (institution.trustedAs)
      await tx.insert(trustedIssuers).values({ did: key.did, name: institution.trustedAs, addedBy });
  }
  const chosen = teacherIds.slice(0, count);
  const names = new Map(
    (
      await tx.select({ id: teachers.id, name: teachers.fullName }).from(teachers).where(inArray(teachers.id, chosen))
    ).map((row) => [row.id, row.name]),
  );
  let kept = 0;
  for (const [position, teacherId] of chosen.entries()) {
    const recipientName = names.get(teacherId);
    if (recipientName === undefined) continue;
    for (let n = 0; n < (position === 0 ? 2 : random.int(1, 2)); n++) {
      const issuer = random.pick(issuers);
      const title = random.pick(CERTIFICATIONS);
      const year = random.int(2015, 2025);
      const signed = await signCredential(
        certification({
          issuer,
          title,
          recipientName,
          validFrom: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-15T09:00:00Z`,
          serial: random.int(1000, 9999),
        }),
        issuer.key,
      );
      const verification = await checkedForRecord(tx, await verifyExternalCredential(signed, { allowedHosts: [] }), {
        credential: signed,
        teacherId,
        ownIssuer: null,
      });
      const expected = issuer.trustedAs ? 'verified' : 'needs_review';
      if (verification.verdict !== expected)
        throw new Error(`A demo certification is ${verification.verdict}, not ${expected}: ${title}`);
      await tx.insert(externalCredentials).values({
        teacherId,
        credential: signed,
        sourceFormat: 'json',
        fileName: `${slug(title)}.json`,
        title: verification.title,
        issuerName: verification.issuerName,
        issuerId: verification.issuerId,
        result: storedResultOf(verification),
        verified: verification.verified,
        review: verification.verified ? null : 'pending',
        checkedAt: new Date(),
        addedBy,
      });
      kept++;
    }
  }
  return kept;
}
