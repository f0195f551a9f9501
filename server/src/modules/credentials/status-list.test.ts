import crypto from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Badge, CredentialVerification } from '@contracts/badges';
import { badgeCredentials, credentialStatusLists, userBadges } from '../../db/schema/index';
import { signInAs, type TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart } from '../../../test/multipart';
import { dccVerdict, listenAsIssuer, verifierCore, type LogEntry } from '../../../test/loopback-issuer';
import { issueBadgeCredential, reissueCredentialsWithoutStatus } from './badge-credentials';
import { buildOpenBadgeCredential } from './signing/open-badge';
import { documentLoader } from './signing/document-loader';
import { signCredential } from './signing/proofs';
import { setRevokedBits, STATUS_LIST_SIZE } from './status-list.service';

/*
 * Revocation any verifier sees (decision 027): the status list's bits, and the Digital Credentials Consortium's
 * verifier-core (the verifier of VerifierPlus and the Learner Credential Wallet) fetching the status list over HTTP
 * from this app, listening on a real port of 127.0.0.1 whose address is the issuer's URL.
 */

const [context, staff] = await signedInApp('staff');
const issuer = context.app.credentialIssuer;
listenAsIssuer(context);

let sequence = 0;
async function newBadge(): Promise<Badge> {
  sequence += 1;
  const body = multipart(
    {
      badge_name: `Insignia ${sequence}`,
      badge_code: `ST-${sequence}-${crypto.randomBytes(3).toString('hex')}`,
      badge_type: 'other',
      year: '2026',
    },
    [],
  );
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/badges',
    payload: body.payload,
    headers: { ...body.headers, ...staff.auth },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Badge>();
}

async function newTeacher(): Promise<{ user: TestUser; id: number }> {
  const user = await signInAs(context, 'teacher');
  return { user, id: await teacherIdOf(context, user) };
}

/** Awards the badge through the API; answers the award's live credential id. */
async function award(badgeId: number, teacherId: number): Promise<{ userBadgeId: number; credentialId: string }> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/user-badges/assign',
    payload: { badgeId, userType: 'teacher', userId: teacherId },
    headers: staff.auth,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id: userBadgeId, credential_id } = response.json<{ id: number; credential_id: string }>();
  return { userBadgeId, credentialId: credential_id };
}

const credentialJson = async (id: string) => {
  const response = await context.app.inject({ method: 'GET', url: `/api/credentials/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
};
const ourVerdict = async (id: string) => {
  const response = await context.app.inject({ method: 'GET', url: `/api/credentials/${id}/verify` });
  expect(response.statusCode).toBe(200);
  return response.json<CredentialVerification>();
};

describe('the status list', () => {
  it('numbers bits from the left of the first byte, is served signed to anyone, and is signed again after a change', async () => {
    const [list] = await context.db
      .insert(credentialStatusLists)
      .values({ size: STATUS_LIST_SIZE, bits: Buffer.alloc(STATUS_LIST_SIZE / 8) })
      .returning();
    await context.db.transaction((tx) =>
      setRevokedBits(tx, [
        { listId: list!.id, index: 9 },
        { listId: list!.id, index: 0 },
        { listId: list!.id, index: STATUS_LIST_SIZE - 1 },
      ]),
    );
    const [row] = await context.db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, list!.id));
    expect([...row!.bits.subarray(0, 2)]).toEqual([0b1000_0000, 0b0100_0000]);
    expect(row!.bits[STATUS_LIST_SIZE / 8 - 1]).toBe(0b0000_0001);
    expect(row!.version).toBe(4);
    expect(row!.signedVersion).toBeNull();

    const url = `/api/credentials/status/${list!.id}`;
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=60',
    });
    expect(response.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    const served = response.json<Record<string, unknown> & { credentialSubject: { encodedList: string } }>();
    expect(served).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `${issuer.url}${url}`,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: issuer.key.did,
      credentialSubject: { id: `${issuer.url}${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' },
    });
    const decoded = await decodeList({ encodedList: served.credentialSubject.encodedList });
    expect(decoded.length).toBe(STATUS_LIST_SIZE);
    expect([0, 1, 8, 9, 10, STATUS_LIST_SIZE - 2, STATUS_LIST_SIZE - 1].map((i) => decoded.getStatus(i))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    const verified = await vc.verifyCredential({
      credential: structuredClone(served),
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader,
    });
    expect(verified.error).toBeUndefined();
    expect(verified.verified).toBe(true);

    // Kept as signed until the next change.
    expect(Object.keys(served).slice(0, 3)).toEqual(['@context', 'id', 'type']);
    expect((await context.app.inject({ method: 'GET', url })).json()).toEqual(served);
    const [kept] = await context.db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, list!.id));
    expect(kept!.signedVersion).toBe(4);
    await context.db.transaction((tx) => setRevokedBits(tx, [{ listId: list!.id, index: 1 }]));
    const changed = (await context.app.inject({ method: 'GET', url })).json<typeof served>();
    expect((await decodeList({ encodedList: changed.credentialSubject.encodedList })).getStatus(1)).toBe(true);
    const [resigned] = await context.db
      .select()
      .from(credentialStatusLists)
      .where(eq(credentialStatusLists.id, list!.id));
    expect(resigned!.signedVersion).toBe(5);
  });

  it('answers 404 for a list that does not exist and 400 for a malformed id', async () => {
    const missing = await context.app.inject({ method: 'GET', url: '/api/credentials/status/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CREDENTIAL_NOT_FOUND' });
    expect((await context.app.inject({ method: 'GET', url: '/api/credentials/status/abc' })).statusCode).toBe(400);
  });

  it('gives each credential its own random index of the current list, and starts a new list when one is 3/4 full', async () => {
    const badge = await newBadge();
    const teachers = await Promise.all([newTeacher(), newTeacher(), newTeacher()]);
    const issued = [];
    for (const teacher of teachers.slice(0, 2)) issued.push(await award(badge.id, teacher.id));
    const rows = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.badgeId, badge.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.statusListId).toBe(rows[1]!.statusListId);
    expect(rows[0]!.statusIndex).not.toBe(rows[1]!.statusIndex);
    for (const row of rows) {
      const status = (row.credential as { credentialStatus: Record<string, string> }).credentialStatus;
      expect(status).toEqual({
        id: `${issuer.url}/api/credentials/status/${row.statusListId}#${row.statusIndex}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(row.statusIndex),
        statusListCredential: `${issuer.url}/api/credentials/status/${row.statusListId}`,
      });
    }
    const listId = rows[0]!.statusListId!;
    const [before] = await context.db.select().from(credentialStatusLists).where(eq(credentialStatusLists.id, listId));
    await context.db
      .update(credentialStatusLists)
      .set({ assignedCount: (STATUS_LIST_SIZE * 3) / 4 })
      .where(eq(credentialStatusLists.id, listId));
    const third = await award(badge.id, teachers[2]!.id);
    const [row] = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.id, third.credentialId));
    expect(row!.statusListId).toBeGreaterThan(listId);
    expect(before!.assignedCount).toBeGreaterThanOrEqual(2);
  });
});

describe('two transactions drawing the same index', () => {
  it('the second, refused by the unique (list, index) key once the first commits, draws again', async () => {
    const badge = await newBadge();
    const [first, second] = await Promise.all([newTeacher(), newTeacher()]);
    const awards = await context.db
      .insert(userBadges)
      .values([first, second].map((teacher) => ({ badgeId: badge.id, userType: 'teacher', userId: teacher.id })))
      .returning({ id: userBadges.id });
    // A list both draw from (the newest one not full).
    const [list] = await context.db
      .insert(credentialStatusLists)
      .values({ size: STATUS_LIST_SIZE, bits: Buffer.alloc(STATUS_LIST_SIZE / 8) })
      .returning();
    const realRandomInt = crypto.randomInt.bind(crypto) as (max: number) => number;
    const draws = [4242, 4242, 4243];
    const spy = vi
      .spyOn(crypto, 'randomInt')
      .mockImplementation(((max: number) =>
        max === STATUS_LIST_SIZE && draws.length > 0 ? draws.shift()! : realRandomInt(max)) as typeof crypto.randomInt);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      const firstTx = context.db.transaction(async (tx) => {
        const id = await issueBadgeCredential({ tx, issuer, userBadgeId: awards[0]!.id });
        inserted();
        await held;
        return id;
      });
      await firstInserted;
      // The second does not see the first's uncommitted row: it draws 4242 too, and its insert waits on the key.
      const secondTx = context.db.transaction((tx) => issueBadgeCredential({ tx, issuer, userBadgeId: awards[1]!.id }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(draws).toEqual([4243]);
      release();
      const ids = await Promise.all([firstTx, secondTx]);
      const rows = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.badgeId, badge.id));
      expect(new Map(rows.map((row) => [row.id, [row.statusListId, row.statusIndex]]))).toEqual(
        new Map([
          [ids[0], [list!.id, 4242]],
          [ids[1], [list!.id, 4243]],
        ]),
      );
      expect(draws).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('verifier-core and our verify page agree', () => {
  it('on an award (valid), and on its removal (revoked)', async () => {
    const badge = await newBadge();
    const teacher = await newTeacher();
    const { credentialId } = await award(badge.id, teacher.id);
    const credential = await credentialJson(credentialId);
    expect(await dccVerdict(credential)).toEqual({ signature: true, revocation: true, revocationError: undefined });
    expect(await ourVerdict(credentialId)).toMatchObject({ verified: true, revoked: false });

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/user-badges/teacher/${badge.id}/${teacher.id}`,
      headers: staff.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await dccVerdict(credential)).toMatchObject({ signature: true, revocation: false });
    expect(await ourVerdict(credentialId)).toMatchObject({
      verified: true,
      revoked: true,
      revocation_reason: 'removed',
    });
  });

  it('on the credentials of a deleted badge (revoked)', async () => {
    const badge = await newBadge();
    const issued = [await award(badge.id, (await newTeacher()).id), await award(badge.id, (await newTeacher()).id)];
    const credentials = await Promise.all(issued.map(({ credentialId }) => credentialJson(credentialId)));
    for (const credential of credentials) expect((await dccVerdict(credential)).revocation).toBe(true);
    const deleted = await context.app.inject({ method: 'DELETE', url: `/api/badges/${badge.id}`, headers: staff.auth });
    expect(deleted.statusCode).toBe(204);
    for (const [i, credential] of credentials.entries()) {
      expect(await dccVerdict(credential)).toMatchObject({ signature: true, revocation: false });
      expect(await ourVerdict(issued[i]!.credentialId)).toMatchObject({
        verified: true,
        revoked: true,
        revocation_reason: 'badge_deleted',
      });
    }
  });

  it('on the credentials of a deleted teacher and of a deleted staff account (revoked)', async () => {
    const badge = await newBadge();
    const teacher = await newTeacher();
    const teacherAward = await award(badge.id, teacher.id);
    const member = await signInAs(context, 'staff');
    const assigned = await context.app.inject({
      method: 'POST',
      url: '/api/user-badges/assign',
      payload: { badgeId: badge.id, userType: 'staff', userId: member.id },
      headers: staff.auth,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const memberCredentialId = assigned.json<{ credential_id: string }>().credential_id;
    const credentials = [await credentialJson(teacherAward.credentialId), await credentialJson(memberCredentialId)];
    for (const credential of credentials) expect((await dccVerdict(credential)).revocation).toBe(true);

    const teacherGone = await context.app.inject({
      method: 'DELETE',
      url: `/api/staff/teachers/${teacher.id}`,
      headers: staff.auth,
    });
    expect(teacherGone.statusCode, teacherGone.body).toBe(204);
    const memberGone = await context.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}`,
      headers: staff.auth,
    });
    expect(memberGone.statusCode, memberGone.body).toBe(204);

    for (const [i, id] of [teacherAward.credentialId, memberCredentialId].entries()) {
      expect(await dccVerdict(credentials[i]!)).toMatchObject({ signature: true, revocation: false });
      expect(await ourVerdict(id)).toMatchObject({
        verified: true,
        revoked: true,
        revocation_reason: 'holder_deleted',
      });
    }
  });

  it('on a credential changed after signing (the signature fails for both)', async () => {
    const badge = await newBadge();
    const { credentialId } = await award(badge.id, (await newTeacher()).id);
    const credential = await credentialJson(credentialId);
    const changed = {
      ...credential,
      credentialSubject: { ...(credential.credentialSubject as object), name: 'Otra Persona' },
    };
    const result = (await verifierCore({ credential: changed, knownDIDRegistries: [] })) as {
      errors?: { name: string }[];
      log?: LogEntry[];
    };
    const signatureFailed =
      result.errors?.some((error) => error.name === 'invalid_signature') ??
      result.log?.find((step) => step.id === 'valid_signature')?.valid === false;
    expect(signatureFailed).toBe(true);
  });
});

describe('the reissue of credentials issued before status lists', () => {
  /** A credential of the old shape (no status entry, the name as identifier) for an award, stored as it was. */
  async function legacyCredential(userBadgeId: number, badgeId: number, teacherId: number): Promise<string> {
    const id = crypto.randomUUID();
    const unsigned = buildOpenBadgeCredential({
      credentialId: id,
      issuer: { id: issuer.key.did, name: issuer.name, url: issuer.url },
      recipientName: 'Docente de antes',
      recipientEmail: '',
      awardedAt: new Date('2025-06-01T10:00:00Z'),
      achievement: { id: `${issuer.url}/api/badges/${badgeId}`, name: 'Antigua', description: null, imageUrl: null },
    });
    await context.db.insert(badgeCredentials).values({
      id,
      userBadgeId,
      badgeId,
      recipientType: 'teacher',
      recipientId: teacherId,
      credential: await signCredential(unsigned, issuer.key),
    });
    return id;
  }

  const liveCredentials = async (userBadgeId: number) =>
    context.db
      .select()
      .from(badgeCredentials)
      .where(and(eq(badgeCredentials.userBadgeId, userBadgeId), isNull(badgeCredentials.revokedAt)));

  it('gives every award one live credential with a status entry, survives an interruption, and does nothing twice', async () => {
    // Awards as they were before status lists: their one credential has no status entry.
    const badge = await newBadge();
    const awards: { userBadgeId: number; old: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const teacher = await newTeacher();
      const { userBadgeId, credentialId } = await award(badge.id, teacher.id);
      await context.db.delete(badgeCredentials).where(eq(badgeCredentials.id, credentialId));
      awards.push({ userBadgeId, old: await legacyCredential(userBadgeId, badge.id, teacher.id) });
    }
    // One of them removed since: its legacy credential was revoked then, and is not reissued.
    const [removedAward] = await context.db.select().from(userBadges).where(eq(userBadges.id, awards[4]!.userBadgeId));
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/user-badges/teacher/${badge.id}/${removedAward!.userId}`,
      headers: staff.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await ourVerdict(awards[4]!.old)).toMatchObject({ revoked: true, revocation_reason: 'removed' });
    const live = awards.slice(0, 4);
    // An award left behind by a staff account deleted before holders' awards went with them.
    const [orphan] = await context.db
      .insert(userBadges)
      .values({ badgeId: badge.id, userType: 'staff', userId: 1_999_999_999 })
      .returning();
    const orphanCredential = await legacyCredential(orphan!.id, badge.id, 1_999_999_999);

    // Interrupted after two awards (as a stop of the server would): each award has exactly one live credential.
    expect(await reissueCredentialsWithoutStatus({ db: context.db, issuer, limit: 2 })).toBe(2);
    for (const { userBadgeId } of live) expect(await liveCredentials(userBadgeId)).toHaveLength(1);

    // Run again: the rest; then once more: nothing.
    const rest = await reissueCredentialsWithoutStatus({ db: context.db, issuer });
    expect(rest).toBeGreaterThanOrEqual(2);
    const count = async () => (await context.db.select().from(badgeCredentials)).length;
    const before = await count();
    expect(await reissueCredentialsWithoutStatus({ db: context.db, issuer })).toBe(0);
    expect(await count()).toBe(before);

    for (const { userBadgeId, old } of live) {
      const [current] = await liveCredentials(userBadgeId);
      expect(current!.statusListId).not.toBeNull();
      expect(current!.id).not.toBe(old);
      const [previous] = await context.db.select().from(badgeCredentials).where(eq(badgeCredentials.id, old));
      expect(previous).toMatchObject({ revocationReason: 'reissued', replacedBy: current!.id });
      expect(await ourVerdict(old)).toMatchObject({
        verified: true,
        revoked: true,
        revocation_reason: 'reissued',
        replaced_by: current!.id,
      });
      expect(await dccVerdict(await credentialJson(current!.id))).toMatchObject({ signature: true, revocation: true });
    }
    expect(await liveCredentials(awards[4]!.userBadgeId)).toHaveLength(0);
    // Nothing to reissue to: its credential is revoked as its holder's, and the job went past it.
    expect(await liveCredentials(orphan!.id)).toHaveLength(0);
    expect(await ourVerdict(orphanCredential)).toMatchObject({ revoked: true, revocation_reason: 'holder_deleted' });
  });
});
