import crypto from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CredentialVerification } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { documentLoader } from './signing/document-loader';
import { verifyCredential } from './signing/proofs';
import { badgeCredentials, badges, students, teachers, userBadges } from '../../db/schema/index';
import { createUser } from '../users/user.service';
import { buildTestApp, testCredentialIssuer, type TestContext } from '../../../test/build-app';
import { issueBadgeCredential, revokeBadgeCredentials } from './badge-credentials';
import type { CredentialIssuer } from './credential-issuer';

let context: TestContext;
let issuer: CredentialIssuer;
beforeAll(async () => {
  context = await buildTestApp();
  issuer = context.app.credentialIssuer;
  // The app signs as the issuer buildApp was given (the decorator), the test run's one.
  expect(issuer).toBe(await testCredentialIssuer());
});

const unique = () => crypto.randomBytes(4).toString('hex');

async function insertBadge(fields: { name?: string; description?: string | null; imagePath?: string | null } = {}) {
  const [badge] = await context.db
    .insert(badges)
    .values({
      badgeName: fields.name ?? 'Mentor del año',
      badgeCode: `B-${unique()}`,
      badgeType: 'community',
      year: 2026,
      description:
        fields.description === undefined
          ? 'Por acompañar a los nuevos docentes durante todo el año.'
          : fields.description,
      badgeColor: '#1E90FF',
      imagePath: fields.imagePath ?? null,
      imageType: fields.imagePath ? 'image/png' : null,
    })
    .returning();
  return badge!;
}

async function insertUser(role: BadgeRecipientType) {
  return createUser({
    db: context.db,
    input: {
      email: `${role}-${unique()}@test.school`,
      password: 'correct-horse-battery',
      username: `${role}-${unique()}`,
      role,
    },
  });
}

async function insertRecipient(type: BadgeRecipientType, fullName: string): Promise<{ id: number; name: string }> {
  const user = await insertUser(type);
  if (type === 'staff') return { id: user.id, name: user.username };
  if (type === 'teacher') {
    const [teacher] = await context.db
      .insert(teachers)
      .values({ userId: user.id, fullName, email: user.email })
      .returning();
    return { id: teacher!.id, name: fullName };
  }
  const [student] = await context.db
    .insert(students)
    .values({ userId: user.id, fullName, studentId: `S-${unique()}` })
    .returning();
  return { id: student!.id, name: fullName };
}

/** An award inserted directly, and its credential issued inside a transaction as the badges module does. */
async function award(options: { badgeId: number; type: BadgeRecipientType; recipientId: number; awardedAt?: Date }) {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userBadges)
      .values({
        badgeId: options.badgeId,
        userType: options.type,
        userId: options.recipientId,
        awardedAt: options.awardedAt ?? new Date('2026-11-20T10:00:00Z'),
      })
      .returning();
    const credentialId = await issueBadgeCredential({ tx, issuer, userBadgeId: row!.id });
    return { userBadgeId: row!.id, credentialId: credentialId! };
  });
}

const getCredential = (id: string, query = '') =>
  context.app.inject({ method: 'GET', url: `/api/credentials/${id}${query}` });
const getVerification = async (id: string, headers: Record<string, string> = {}) => {
  const response = await context.app.inject({ method: 'GET', url: `/api/credentials/${id}/verify`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<CredentialVerification>();
};

describe('a badge award issued as an Open Badges 3.0 credential', () => {
  let badge: Awaited<ReturnType<typeof insertBadge>>;
  let teacher: { id: number; name: string };
  let issued: { userBadgeId: number; credentialId: string };
  beforeAll(async () => {
    badge = await insertBadge();
    teacher = await insertRecipient('teacher', 'Lucía Fernández Ortega');
    issued = await award({ badgeId: badge.id, type: 'teacher', recipientId: teacher.id });
  });

  it('is stored with a random UUID, linked to its award, badge and recipient', async () => {
    expect(issued.credentialId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [row] = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.id, issued.credentialId));
    expect(row).toMatchObject({
      userBadgeId: issued.userBadgeId,
      badgeId: badge.id,
      recipientType: 'teacher',
      recipientId: teacher.id,
      revokedAt: null,
    });
  });

  it('is served to anyone as the signed JSON, which the library verifies offline with the local loader alone', async () => {
    const response = await getCredential(issued.credentialId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    const credential = response.json<Record<string, unknown>>();
    expect(Object.keys(credential).slice(0, 3)).toEqual(['@context', 'id', 'type']);
    expect(credential).toMatchObject({
      id: `urn:uuid:${issued.credentialId}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuer.key.did, type: ['Profile'], name: 'Esarte Faculty', url: 'http://localhost:3000' },
      validFrom: '2026-11-20T10:00:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Lucía Fernández Ortega',
        achievement: {
          id: `http://localhost:3000/api/achievements/${badge.id}`,
          type: ['Achievement'],
          name: 'Mentor del año',
          description: 'Por acompañar a los nuevos docentes durante todo el año.',
          criteria: { narrative: 'Por acompañar a los nuevos docentes durante todo el año.' },
        },
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        verificationMethod: issuer.key.verificationMethod,
      },
    });
    expect((credential.credentialSubject as { achievement: object }).achievement).not.toHaveProperty('image');

    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader,
      // Its status list is fetched over HTTP by the verifiers of status-list.test.ts.
      checkStatus: async () => ({ verified: true }),
    });
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);

    const changed = JSON.parse(response.body.replace('Lucía Fernández Ortega', 'Lucía Fernández Ortego'));
    expect(
      (
        await vc.verifyCredential({
          credential: changed,
          suite: new DataIntegrityProof({ cryptosuite }),
          documentLoader,
          checkStatus: async () => ({ verified: true }),
        })
      ).verified,
    ).toBe(false);
    // Outside a request: in the school's language (Spanish in tests).
    expect((await verifyCredential(changed)).problems).toEqual([
      'La firma no corresponde al contenido: la credencial se modificó después de firmarse, o se firmó con otra clave.',
    ]);
  });

  it('names a file to save with ?download=1', async () => {
    const response = await getCredential(issued.credentialId, '?download=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="credential-${issued.credentialId}.json"; filename*=UTF-8''credential-${issued.credentialId}.json`,
    );
    expect(response.json()).toMatchObject({ id: `urn:uuid:${issued.credentialId}` });
  });

  it('verifies for anyone, with what the public page shows', async () => {
    expect(await getVerification(issued.credentialId)).toEqual({
      id: issued.credentialId,
      verified: true,
      revoked: false,
      revoked_at: null,
      revocation_reason: null,
      replaced_by: null,
      problems: [],
      badge_name: 'Mentor del año',
      badge_description: 'Por acompañar a los nuevos docentes durante todo el año.',
      badge_image_url: null,
      badge_color: '#1E90FF',
      recipient_name: 'Lucía Fernández Ortega',
      issuer_name: 'Esarte Faculty',
      issuer_url: 'http://localhost:3000',
      valid_from: '2026-11-20T10:00:00Z',
    });
  });

  it('says revoked once the award is removed, the signature still verifying', async () => {
    await context.db.transaction((tx) =>
      revokeBadgeCredentials({ tx, reason: 'removed', userBadgeIds: [issued.userBadgeId] }),
    );
    const [row] = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.id, issued.credentialId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const verification = await getVerification(issued.credentialId);
    expect(verification).toMatchObject({
      verified: true,
      revoked: true,
      revoked_at: row!.revokedAt!.toISOString(),
      revocation_reason: 'removed',
      replaced_by: null,
      problems: [],
    });
    // A second revocation keeps the first date; the credential itself is still served as issued.
    await context.db.transaction((tx) =>
      revokeBadgeCredentials({ tx, reason: 'removed', userBadgeIds: [issued.userBadgeId] }),
    );
    expect((await getVerification(issued.credentialId)).revoked_at).toBe(row!.revokedAt!.toISOString());
    expect((await getCredential(issued.credentialId)).statusCode).toBe(200);
  });
});

describe('recipients, badges and revocations', () => {
  it('names a student by full name and a staff member by username; a badge without description gets a sentence, one with an image its URL', async () => {
    const badge = await insertBadge({ name: 'Voluntariado', description: null, imagePath: `badge-${unique()}.bin` });
    const student = await insertRecipient('student', 'Mateo Rojas');
    const staff = await insertRecipient('staff', '');
    for (const [type, recipient] of [
      ['student', student],
      ['staff', staff],
    ] as const) {
      const { credentialId } = await award({ badgeId: badge.id, type, recipientId: recipient.id });
      const credential = (await getCredential(credentialId)).json();
      expect(credential.credentialSubject.name).toBe(recipient.name);
      expect(credential.credentialSubject.achievement).toMatchObject({
        description: 'Badge «Voluntariado» otorgado por Esarte Faculty.',
        criteria: { narrative: 'Badge «Voluntariado» otorgado por Esarte Faculty.' },
        image: { id: `http://localhost:3000/api/badges/${badge.id}/image`, type: 'Image' },
      });
      expect(await getVerification(credentialId)).toMatchObject({
        verified: true,
        recipient_name: recipient.name,
        badge_image_url: `/api/badges/${badge.id}/image?v=${badge.updatedAt.getTime()}`,
        badge_description: 'Badge «Voluntariado» otorgado por Esarte Faculty.',
      });
    }
  });

  it('revokes every credential of a deleted badge, and counts one of old (no status entry) whose award is gone as revoked', async () => {
    const badge = await insertBadge({ name: 'Curso completo' });
    const first = await award({
      badgeId: badge.id,
      type: 'teacher',
      recipientId: (await insertRecipient('teacher', 'Ana Gómez')).id,
    });
    const second = await award({
      badgeId: badge.id,
      type: 'student',
      recipientId: (await insertRecipient('student', 'Luis Paz')).id,
    });
    await context.db.transaction(async (tx) => {
      await revokeBadgeCredentials({ tx, reason: 'badge_deleted', badgeId: badge.id });
      await tx.delete(badges).where(eq(badges.id, badge.id));
    });
    for (const { credentialId } of [first, second]) {
      expect(await getVerification(credentialId)).toMatchObject({
        verified: true,
        revoked: true,
        revocation_reason: 'badge_deleted',
        badge_name: 'Curso completo',
        badge_color: '#FFD700',
      });
    }

    // A credential of old (no status entry) whose award was deleted without revoking it first.
    const other = await insertBadge();
    const orphan = await award({
      badgeId: other.id,
      type: 'teacher',
      recipientId: (await insertRecipient('teacher', 'Eva Ruiz')).id,
    });
    await context.db
      .update(badgeCredentials)
      .set({ statusListId: null, statusIndex: null })
      .where(eq(badgeCredentials.id, orphan.credentialId));
    await context.db.delete(userBadges).where(eq(userBadges.id, orphan.userBadgeId));
    expect(await getVerification(orphan.credentialId)).toMatchObject({
      verified: true,
      revoked: true,
      revoked_at: null,
    });
  });

  it('does nothing when asked to revoke nothing, and issues nothing for an award that does not exist', async () => {
    await context.db.transaction((tx) => revokeBadgeCredentials({ tx, reason: 'removed', userBadgeIds: [] }));
    expect(
      await context.db.transaction((tx) => issueBadgeCredential({ tx, issuer, userBadgeId: 2_000_000_000 })),
    ).toBeNull();
  });

  it("says a credential changed in the database no longer verifies, in plain words of the visitor's language", async () => {
    const badge = await insertBadge({ name: 'Excelencia' });
    const { credentialId } = await award({
      badgeId: badge.id,
      type: 'teacher',
      recipientId: (await insertRecipient('teacher', 'Sara Molina')).id,
    });
    expect((await getVerification(credentialId)).verified).toBe(true);
    await context.db
      .update(badgeCredentials)
      .set({ credential: sql`jsonb_set(${badgeCredentials.credential}, '{credentialSubject,name}', '"Otra Persona"')` })
      .where(eq(badgeCredentials.id, credentialId));
    const verification = await getVerification(credentialId, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(verification).toMatchObject({ verified: false, revoked: false, recipient_name: 'Otra Persona' });
    expect(verification.problems).toEqual([
      'The signature does not match the content: the credential was changed after it was signed, or it was signed with another key.',
    ]);
    // A visitor whose browser asks for Spanish (or for neither: the school's), the same problem in Spanish.
    for (const headers of [{ 'accept-language': 'es-GT' }, {}] as Record<string, string>[])
      expect((await getVerification(credentialId, headers)).problems).toEqual([
        'La firma no corresponde al contenido: la credencial se modificó después de firmarse, o se firmó con otra clave.',
      ]);
  });
});

describe('an unknown credential', () => {
  it('is a 404 CREDENTIAL_NOT_FOUND on both public routes, whatever the id looks like', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '1']) {
      for (const url of [`/api/credentials/${id}`, `/api/credentials/${id}/verify`]) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'CREDENTIAL_NOT_FOUND', message: 'Credencial no encontrada' });
      }
    }
  });

  it('refuses another value of download', async () => {
    const response = await getCredential(crypto.randomUUID(), '?download=yes');
    expect(response.statusCode).toBe(400);
  });
});
