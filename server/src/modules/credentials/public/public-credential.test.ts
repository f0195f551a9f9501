import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import extractChunks from 'png-chunks-extract';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { badgeCredentials, badges, teachers, userBadges } from '../../../db/schema/index';
import { createUser } from '../../users/user.service';
import { buildTestApp, type TestContext } from '../../../../test/build-app';
import { issueBadgeCredential } from '../badge-credentials';
import type { CredentialIssuer } from '../credential-issuer';
import { verifyCredential, signCredential } from '../signing/proofs';
import { OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from '../signing/document-loader';
import { emailIdentityObject } from '../signing/recipient-identity';
import { readBakedPng } from '../baking/read-baked';
import { RECIPIENT_CHECK_ADDRESS_RULE, RECIPIENT_CHECK_CREDENTIAL_RULE } from './public-credential.service';

let context: TestContext;
let issuer: CredentialIssuer;
beforeAll(async () => {
  context = await buildTestApp();
  issuer = context.app.credentialIssuer;
});

const unique = () => crypto.randomBytes(4).toString('hex');
/** A client of its own: the recipient check counts per address. */
const newAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

async function insertBadge(fields: { name?: string; description?: string | null; imagePath?: string | null } = {}) {
  const [badge] = await context.db
    .insert(badges)
    .values({
      badgeName: fields.name ?? 'Mentor del año',
      badgeCode: `B-${unique()}`,
      badgeType: 'community',
      year: 2026,
      description: fields.description === undefined ? 'Por acompañar a los nuevos docentes.' : fields.description,
      badgeColor: '#1E90FF',
      imagePath: fields.imagePath ?? null,
      imageType: fields.imagePath ? 'image/png' : null,
    })
    .returning();
  return badge!;
}

/** A stored (encrypted) image, as the badge form leaves it. */
async function storeImage(bytes: Buffer): Promise<string> {
  const name = context.app.storage.newName('png');
  await context.app.storage.writeTemporary(name, Readable.from([bytes]));
  await context.app.storage.publish(name);
  return name;
}

async function insertTeacher(fullName: string) {
  const user = await createUser({
    db: context.db,
    input: {
      email: `teacher-${unique()}@test.school`,
      password: 'correct-horse-battery',
      username: `teacher-${unique()}`,
      role: 'teacher' as BadgeRecipientType,
    },
  });
  const [teacher] = await context.db
    .insert(teachers)
    .values({ userId: user.id, fullName, email: user.email })
    .returning();
  return { id: teacher!.id, email: user.email };
}

/** An award of `badgeId` to a new teacher, its credential issued as the badges module does. */
async function award(badgeId: number) {
  const teacher = await insertTeacher('Lucía Fernández Ortega');
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userBadges)
      .values({ badgeId, userType: 'teacher', userId: teacher.id, awardedAt: new Date('2026-11-20T10:00:00Z') })
      .returning();
    const credentialId = await issueBadgeCredential({ tx, issuer, userBadgeId: row!.id });
    return { credentialId: credentialId!, userBadgeId: row!.id, teacher };
  });
}

async function storedCredential(id: string) {
  const [row] = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.id, id));
  return row!;
}

/**
 * A stored credential whose subject is identified as `identifier` says (the email IdentityObject, or a name alone),
 * signed like an issued one: made from an issued credential, under a new id.
 */
async function credentialIdentifiedBy(identifier: object[]): Promise<string> {
  const badge = await insertBadge();
  const issued = await award(badge.id);
  const row = await storedCredential(issued.credentialId);
  const { proof: _proof, ...unsigned } = row.credential as Record<string, unknown>;
  const id = crypto.randomUUID();
  const subject = unsigned.credentialSubject as Record<string, unknown>;
  const credential = await signCredential(
    { ...unsigned, id: `urn:uuid:${id}`, credentialSubject: { ...subject, identifier } },
    issuer.key,
  );
  await context.db.insert(badgeCredentials).values({
    id,
    badgeId: badge.id,
    recipientType: 'teacher',
    recipientId: issued.teacher.id,
    credential,
  });
  return id;
}

const checkRecipient = (id: string, email: unknown, remoteAddress = newAddress()) =>
  context.app.inject({
    method: 'POST',
    url: `/api/credentials/${id}/recipient-check`,
    payload: { email },
    remoteAddress,
  });

describe('GET /api/issuer (public)', () => {
  it('answers the issuer Profile as JSON-LD without a sign-in, with what every credential says of its issuer', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/issuer' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const profile = response.json<Record<string, unknown>>();
    expect(profile).toEqual({
      '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT],
      id: issuer.key.did,
      type: ['Profile'],
      name: issuer.name,
      url: issuer.url,
    });
    const issued = await award((await insertBadge()).id);
    const { '@context': _context, ...named } = profile;
    expect((await storedCredential(issued.credentialId)).credential).toMatchObject({ issuer: named });
  });
});

describe('GET /api/achievements/{id} (public)', () => {
  it('answers the Achievement exactly as the credentials of the badge embed it, at the id they give it', async () => {
    const badge = await insertBadge({ name: 'Tutor de prácticas', imagePath: await storeImage(await pngOf(64, 64)) });
    const response = await context.app.inject({ method: 'GET', url: `/api/achievements/${badge.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const { '@context': context_, ...achievement } = response.json<Record<string, unknown>>();
    expect(context_).toEqual([VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT]);
    expect(achievement).toMatchObject({
      id: `${issuer.url}/api/achievements/${badge.id}`,
      type: ['Achievement'],
      achievementType: 'Badge',
      name: 'Tutor de prácticas',
      description: 'Por acompañar a los nuevos docentes.',
      criteria: { narrative: 'Por acompañar a los nuevos docentes.' },
      image: { id: `${issuer.url}/api/badges/${badge.id}/image`, type: 'Image' },
    });
    const issued = await award(badge.id);
    const credential = (await storedCredential(issued.credentialId)).credential as {
      credentialSubject: { achievement: unknown };
    };
    expect(credential.credentialSubject.achievement).toEqual(achievement);
  });

  it('describes a badge without a description or image as its credentials do, and answers 404 for no badge', async () => {
    const badge = await insertBadge({ description: null });
    const response = await context.app.inject({ method: 'GET', url: `/api/achievements/${badge.id}` });
    expect(response.statusCode).toBe(200);
    const achievement = response.json<Record<string, unknown>>();
    expect(achievement.image).toBeUndefined();
    expect(achievement.description).toBe(`Badge «Mentor del año» otorgado por ${issuer.name}.`);

    await context.db.delete(badges).where(eq(badges.id, badge.id));
    const gone = await context.app.inject({ method: 'GET', url: `/api/achievements/${badge.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'BADGE_NOT_FOUND' });
    expect((await context.app.inject({ method: 'GET', url: '/api/achievements/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/credentials/{id}/recipient-check (public)', () => {
  it('says whether an email is the hashed recipient, whatever its case, and nothing else', async () => {
    const id = await credentialIdentifiedBy([emailIdentityObject('Ana.Perez@School.edu')]);
    const yes = await checkRecipient(id, 'ana.perez@school.edu');
    expect(yes.statusCode).toBe(200);
    expect(yes.headers['access-control-allow-origin']).toBe('*');
    expect(yes.json()).toEqual({ matches: true, checkable: true });
    expect((await checkRecipient(id, 'ANA.PEREZ@SCHOOL.EDU')).json()).toEqual({ matches: true, checkable: true });
    const no = await checkRecipient(id, 'otra.persona@school.edu');
    expect(no.statusCode).toBe(200);
    expect(no.json()).toEqual({ matches: false, checkable: true });
  });

  it('says a credential naming its recipient by name alone cannot be checked', async () => {
    const id = await credentialIdentifiedBy([
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Lucía Fernández Ortega' },
    ]);
    expect((await checkRecipient(id, 'lucia@school.edu')).json()).toEqual({ matches: false, checkable: false });
  });

  it('refuses what is not an email (400) and answers 404 for no credential', async () => {
    const id = await credentialIdentifiedBy([emailIdentityObject('ana@school.edu')]);
    const invalid = await checkRecipient(id, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const missing = await checkRecipient(crypto.randomUUID(), 'ana@school.edu');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CREDENTIAL_NOT_FOUND' });
  });

  it(`takes ${RECIPIENT_CHECK_ADDRESS_RULE.points} checks from one address, then 429 with Retry-After`, async () => {
    const id = await credentialIdentifiedBy([emailIdentityObject('ana@school.edu')]);
    const address = newAddress();
    for (let i = 0; i < RECIPIENT_CHECK_ADDRESS_RULE.points; i++)
      expect((await checkRecipient(id, `guess-${i}@school.edu`, address)).statusCode).toBe(200);
    const refused = await checkRecipient(id, 'ana@school.edu', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.stringify(refused.json())).not.toContain('matches');
    // Another address still checks.
    expect((await checkRecipient(id, 'ana@school.edu')).json()).toEqual({ matches: true, checkable: true });
  });

  it(`takes ${RECIPIENT_CHECK_CREDENTIAL_RULE.points} checks of one credential from everybody, then 429`, async () => {
    const id = await credentialIdentifiedBy([emailIdentityObject('ana@school.edu')]);
    const other = await credentialIdentifiedBy([emailIdentityObject('ana@school.edu')]);
    for (let i = 0; i < RECIPIENT_CHECK_CREDENTIAL_RULE.points; i++)
      expect((await checkRecipient(id, `guess-${i}@school.edu`)).statusCode).toBe(200);
    expect((await checkRecipient(id, 'ana@school.edu')).statusCode).toBe(429);
    expect((await checkRecipient(other, 'ana@school.edu')).json()).toEqual({ matches: true, checkable: true });
  });
});

/** A PNG of one colour. */
const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('GET /api/credentials/{id}/baked.png (public)', () => {
  const getBaked = (id: string) => context.app.inject({ method: 'GET', url: `/api/credentials/${id}/baked.png` });

  it('bakes the signed credential into the badge face (no image): read back, it is the served JSON and verifies', async () => {
    const issued = await award((await insertBadge()).id);
    const response = await getBaked(issued.credentialId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="badge-[0-9a-f-]+\.png"/);
    const png = response.rawPayload;
    const chunks = extractChunks(png);
    const baked = chunks.findIndex((chunk) => chunk.name === 'iTXt');
    expect(Buffer.from(chunks[baked]!.data).subarray(0, 25).toString('latin1')).toBe('openbadgecredential\0\0\0\0\0{');
    expect(chunks[baked + 1]!.name).toBe('IEND');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });

    const text = readBakedPng(png);
    const served = await context.app.inject({ method: 'GET', url: `/api/credentials/${issued.credentialId}` });
    expect(text).toBe(served.body);
    const result = await verifyCredential(JSON.parse(text!), { trustedIssuers: [issuer.key.did] });
    expect(result).toMatchObject({ verified: true, problems: [] });
  });

  it('bakes into the badge image, at most 512 px, and still answers for a revoked credential', async () => {
    const badge = await insertBadge({ imagePath: await storeImage(await pngOf(1000, 600)) });
    const issued = await award(badge.id);
    await context.db
      .update(badgeCredentials)
      .set({ revokedAt: new Date() })
      .where(eq(badgeCredentials.id, issued.credentialId));
    const response = await getBaked(issued.credentialId);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 307 });
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x33, 0x66, 0x99]);
    expect(JSON.parse(readBakedPng(response.rawPayload)!)).toMatchObject({ id: `urn:uuid:${issued.credentialId}` });
  });

  it('answers 404 for no credential', async () => {
    const response = await getBaked(crypto.randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CREDENTIAL_NOT_FOUND' });
    expect((await getBaked('not-an-id')).statusCode).toBe(404);
  });
});
