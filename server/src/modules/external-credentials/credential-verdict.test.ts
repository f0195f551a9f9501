import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ExternalCredential,
  ExternalCredentialCheck,
  ExternalCredentialList,
} from '@contracts/external-credentials';
import type { TrustedIssuer } from '@contracts/trusted-issuers';
import { multipart } from '../../../test/multipart';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import type { TestUser } from '../../../test/build-app';
import { activities, externalCredentials, notifications, teachers } from '../../db/schema/index';
import { emailIdentityObject } from '../credentials/signing/recipient-identity';
import { didKeyIssuer, openBadge, signDataIntegrity, type Credential } from '../credentials/signing/test-issuers';

/*
 * A verdict says exactly what was checked (issue 41), through the API on the real app and PostgreSQL: a teacher who
 * signs a certification with a key of their own naming 'Harvard University' gets no 'verified' and no issuer shown
 * under that name; staff's trusted issuers' list is what makes an issuer recognised, under staff's name; the holder
 * is matched by email, hashed email or name; genuine but unrecognised credentials wait for staff's review.
 */

const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
const teacherId = await teacherIdOf(context, teacher);
const otherTeacherId = await teacherIdOf(context, otherTeacher);
await context.db.update(teachers).set({ fullName: 'Ana Pérez' }).where(eq(teachers.id, teacherId));
const [teacherRecord] = await context.db
  .select({ email: teachers.email, userId: teachers.userId })
  .from(teachers)
  .where(eq(teachers.id, teacherId));

function upload(user: TestUser | null, url: string, credential: Credential) {
  const body = multipart({}, [{ filename: 'certificado.json', content: Buffer.from(JSON.stringify(credential)) }]);
  return context.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? user.auth : {}) },
  });
}

const outcomes = (check: ExternalCredentialCheck) =>
  Object.fromEntries(check.checks.map((item) => [item.id, item.outcome]));
const messageOf = (check: ExternalCredentialCheck, id: string) => check.checks.find((item) => item.id === id)?.message;
const recordUrl = (id: number) => `/api/teachers/${id}/external-credentials`;

/** A certification 'Harvard University' never issued: the teacher's own did:key, Harvard's name, Ana Pérez. */
async function harvardForgery() {
  const { did, keyPair } = await didKeyIssuer();
  const signed = await signDataIntegrity(
    openBadge(did, { issuer: { id: did, type: ['Profile'], name: 'Harvard University' } }),
    keyPair,
  );
  return { did, keyPair, signed };
}

describe('the Harvard did:key attack', () => {
  it('is kept only pending review, its issuer not recognised and never shown under the name the file gives', async () => {
    const { did, signed } = await harvardForgery();
    const response = await upload(teacher, recordUrl(teacherId), signed);
    expect(response.statusCode, response.body).toBe(201);
    const kept = response.json<ExternalCredential>();
    expect(kept).toMatchObject({
      verified: false,
      verdict: 'pending_review',
      review: 'pending',
      issuer_id: did,
      recognised_issuer_name: null,
      claimed_issuer_name: 'Harvard University',
      can: { review: false },
    });
    expect(outcomes(kept)).toEqual({
      format: 'passed',
      signature: 'passed',
      issuer: 'failed',
      holder: 'passed',
      dates: 'passed',
      status: 'not_applicable',
    });
    expect(messageOf(kept, 'issuer')).toBe(
      `Emisor no reconocido: ${did} no está en la lista de emisores de confianza de la escuela. El archivo dice: «Harvard University»`,
    );
    // Nowhere is Harvard named as a recognised issuer.
    expect(response.body).not.toMatch(/Emisor reconocido/);
    expect(response.body).not.toMatch(/Emisor: Harvard/);

    const [row] = await context.db.select().from(externalCredentials).where(eq(externalCredentials.id, kept.id));
    expect(row).toMatchObject({ verified: false, review: 'pending' });
    const [entry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, teacherId), like(activities.activity, `Added external credential%`)))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(entry?.activity).toContain('pending review');
    expect(entry?.changes).toMatchObject({
      verified: { before: null, after: false },
      passed_checks: { after: 'format, signature, holder, dates, status' },
      other_checks: { after: 'issuer' },
    });
  });

  it("is recognised under staff's name once its DID is on the trusted list, and the re-check says so", async () => {
    const { did, signed } = await harvardForgery();
    const kept = (await upload(teacher, recordUrl(teacherId), signed)).json<ExternalCredential>();
    expect(kept.verdict).toBe('pending_review');

    const added = await call(staff, 'POST', '/api/trusted-issuers', { did, name: 'Harvard University' });
    expect(added.statusCode, added.body).toBe(201);
    const checked = await call(teacher, 'POST', `/api/external-credentials/${kept.id}/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    const after = checked.json<ExternalCredential>();
    expect(after).toMatchObject({ verified: true, verdict: 'verified', recognised_issuer_name: 'Harvard University' });
    expect(outcomes(after)).toMatchObject({ issuer: 'passed', holder: 'passed' });
    expect(messageOf(after, 'issuer')).toBe(
      `Emisor reconocido: Harvard University, en la lista de emisores de confianza de la escuela (${did})`,
    );

    // The name shown is staff's, not the file's: renamed, the next check shows the new name.
    const issuer = added.json<TrustedIssuer>();
    await call(staff, 'PATCH', `/api/trusted-issuers/${issuer.id}`, { name: 'Universidad de Harvard (EE. UU.)' });
    const fresh = (await upload(teacher, '/api/external-credentials/check', signed)).json<ExternalCredentialCheck>();
    expect(fresh).toMatchObject({
      verdict: 'verified',
      recognised_issuer_name: 'Universidad de Harvard (EE. UU.)',
      claimed_issuer_name: 'Harvard University',
    });

    // Removed from the list, the re-check no longer recognises it: pending review again, not verified.
    await call(staff, 'DELETE', `/api/trusted-issuers/${issuer.id}`);
    const again = (await call(staff, 'POST', `/api/external-credentials/${kept.id}/check`)).json<ExternalCredential>();
    expect(again).toMatchObject({ verified: false, verdict: 'pending_review', recognised_issuer_name: null });
  });
});

describe('the holder check', () => {
  const checkFor = (user: TestUser, credential: Credential, id = teacherId) =>
    upload(user, `/api/external-credentials/check?teacher_id=${id}`, credential);

  it('confirms the holder by email, by hashed email, and by name whatever its accents, case and spacing', async () => {
    const { did, keyPair } = await didKeyIssuer();
    const subject = (fields: Credential) => ({
      credentialSubject: {
        type: ['AchievementSubject'],
        ...fields,
        achievement: (openBadge(did).credentialSubject as Credential).achievement,
      },
    });
    const byEmail = await signDataIntegrity(
      openBadge(did, {
        ...subject({
          name: 'Otra Persona',
          identifier: [
            { type: 'IdentityObject', identityType: 'emailAddress', hashed: false, identityHash: teacherRecord!.email },
          ],
        }),
      }),
      keyPair,
    );
    const byHash = await signDataIntegrity(
      openBadge(did, subject({ identifier: [emailIdentityObject(teacherRecord!.email.toUpperCase())] })),
      keyPair,
    );
    const byName = await signDataIntegrity(openBadge(did, subject({ name: '  ana   PEREZ ' })), keyPair);
    const other = await signDataIntegrity(openBadge(did, subject({ name: 'Pedro Gómez' })), keyPair);
    const otherHash = await signDataIntegrity(
      openBadge(did, subject({ identifier: [emailIdentityObject('alguien@otra.example')] })),
      keyPair,
    );

    const email = (await checkFor(staff, byEmail)).json<ExternalCredentialCheck>();
    expect(outcomes(email).holder).toBe('passed');
    expect(messageOf(email, 'holder')).toBe('El titular es Ana Pérez: la credencial nombra su correo');
    const hash = (await checkFor(staff, byHash)).json<ExternalCredentialCheck>();
    expect(outcomes(hash).holder).toBe('passed');
    expect(messageOf(hash, 'holder')).toContain('identityHash');
    const name = (await checkFor(teacher, byName)).json<ExternalCredentialCheck>();
    expect(outcomes(name).holder).toBe('passed');

    const notHim = (await checkFor(staff, other)).json<ExternalCredentialCheck>();
    expect(outcomes(notHim).holder).toBe('failed');
    expect(messageOf(notHim, 'holder')).toBe(
      'Titular no confirmado: la credencial nombra a «Pedro Gómez», no a Ana Pérez',
    );
    expect(notHim.verdict).toBe('needs_review');
    const notHers = (await checkFor(staff, otherHash)).json<ExternalCredentialCheck>();
    expect(messageOf(notHers, 'holder')).toBe(
      'Titular no confirmado: el correo que nombra la credencial no es el de Ana Pérez',
    );

    // The same file for another teacher's record: Ana's email is not theirs.
    const forOther = (await checkFor(staff, byHash, otherTeacherId)).json<ExternalCredentialCheck>();
    expect(outcomes(forOther).holder).toBe('failed');
  });

  it("refuses a teacher checking against another teacher's record (403), and a student (403)", async () => {
    const { signed } = await harvardForgery();
    expect((await checkFor(teacher, signed, otherTeacherId)).statusCode).toBe(403);
    expect((await checkFor(student, signed, teacherId)).statusCode).toBe(403);
    expect((await checkFor(otherTeacher, signed, otherTeacherId)).statusCode).toBe(200);
  });
});

describe("staff's review", () => {
  const reviewOf = (user: TestUser | null, id: number, decision: 'accepted' | 'rejected') =>
    call(user, 'POST', `/api/external-credentials/${id}/review`, { decision });

  it('accepts or rejects a pending credential, audit-logged, the teacher notified; others are refused', async () => {
    const first = (
      await upload(teacher, recordUrl(teacherId), (await harvardForgery()).signed)
    ).json<ExternalCredential>();
    const second = (
      await upload(teacher, recordUrl(teacherId), (await harvardForgery()).signed)
    ).json<ExternalCredential>();

    // A teacher (even on their own record), a student, the signed out: refused before anything changes.
    for (const [user, status] of [
      [teacher, 403],
      [otherTeacher, 403],
      [student, 403],
      [null, 401],
    ] as const)
      expect((await reviewOf(user, first.id, 'accepted')).statusCode).toBe(status);

    const listed = (await call(staff, 'GET', recordUrl(teacherId))).json<ExternalCredentialList>();
    expect(listed.items.find((item) => item.id === first.id)?.can.review).toBe(true);
    const ownView = (await call(teacher, 'GET', recordUrl(teacherId))).json<ExternalCredentialList>();
    expect(ownView.items.find((item) => item.id === first.id)?.can.review).toBe(false);

    const accepted = await reviewOf(staff, first.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ExternalCredential>()).toMatchObject({
      verdict: 'accepted',
      verified: false,
      review: 'accepted',
      recognised_issuer_name: null,
      can: { review: false },
    });
    expect(accepted.json<ExternalCredential>().reviewed_at).not.toBeNull();
    const rejected = await reviewOf(staff, second.id, 'rejected');
    expect(rejected.json<ExternalCredential>()).toMatchObject({ verdict: 'rejected', review: 'rejected' });

    // Decided once: a second decision is refused.
    const twice = await reviewOf(staff, first.id, 'rejected');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'EXTERNAL_CREDENTIAL_NOT_PENDING_REVIEW' });

    const entries = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, teacherId), like(activities.activity, '%after review%')));
    expect(entries.map((entry) => entry.activity)).toEqual(
      expect.arrayContaining([
        `Accepted external credential Didáctica de las Matemáticas (#${first.id}) after review; checks passed: format, signature, holder, dates, status`,
        `Rejected external credential Didáctica de las Matemáticas (#${second.id}) after review; checks passed: format, signature, holder, dates, status`,
      ]),
    );
    const notes = await context.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, teacherRecord!.userId));
    expect(notes.map((note) => note.title)).toEqual(
      expect.arrayContaining(['Credencial externa aceptada', 'Credencial externa rechazada']),
    );
    expect((await reviewOf(staff, 999_999, 'accepted')).statusCode).toBe(404);
  });

  it('refuses to review a verified credential (409) and a body that is not a decision (400)', async () => {
    const { did, keyPair } = await didKeyIssuer();
    await call(staff, 'POST', '/api/trusted-issuers', { did, name: 'Instituto de confianza' });
    const kept = (
      await upload(teacher, recordUrl(teacherId), await signDataIntegrity(openBadge(did), keyPair))
    ).json<ExternalCredential>();
    expect(kept.verdict).toBe('verified');
    expect((await reviewOf(staff, kept.id, 'accepted')).statusCode).toBe(409);
    const bad = await call(staff, 'POST', `/api/external-credentials/${kept.id}/review`, { decision: 'verified' });
    expect(bad.statusCode).toBe(400);
  });
});
