import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BADGE_MESSAGES, type Badge, type RecipientBadge } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { asDeclared } from '@contracts/i18n/texts';
import { NOTIFICATION_KINDS } from '../notifications/notification-texts';
import { activities, badgeCredentials, badgeStatistics, notifications, userBadges } from '../../db/schema/index';
import { teacherPayload } from '../../../test/factories';
import { signInAs, type TestUser } from '../../../test/build-app';
import { teacherIdOf, studentIdOf } from '../../../test/profile-ids';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart, sampleFiles } from '../../../test/multipart';

const [context, staff, otherStaff, teacher, student] = await signedInApp('staff', 'staff', 'teacher', 'student');
let teacherId: number;
let studentId: number;

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
  studentId = await studentIdOf(context, student);
});

let sequence = 0;
async function newBadge(withImage = false): Promise<Badge> {
  sequence += 1;
  const body = multipart(
    {
      badge_name: `Logro ${sequence}`,
      badge_code: `L-${sequence}`,
      badge_type: 'other',
      year: '2026',
      badge_color: '#123456',
    },
    withImage ? [{ field: 'badge_image', filename: 'logro.png', content: sampleFiles.png(2000) }] : [],
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

const assign = (user: TestUser | null, payload: object) =>
  context.app.inject({ method: 'POST', url: '/api/user-badges/assign', payload, headers: user?.auth ?? {} });
const unassign = (user: TestUser | null, userType: string, badgeId: number, userId: number) =>
  context.app.inject({
    method: 'DELETE',
    url: `/api/user-badges/${userType}/${badgeId}/${userId}`,
    headers: user?.auth ?? {},
  });
const held = (user: TestUser | null, userType: string, userId: number) =>
  context.app.inject({ method: 'GET', url: `/api/user-badges/${userType}/${userId}`, headers: user?.auth ?? {} });

const assignedCount = async (badgeId: number) =>
  (await context.db.select().from(badgeStatistics).where(eq(badgeStatistics.badgeId, badgeId)))[0]?.assignedCount;
const catalogueCount = async (badgeId: number) =>
  (await context.app.inject({ method: 'GET', url: '/api/badges', headers: staff.auth }))
    .json<{ badges: Badge[] }>()
    .badges.find((badge) => badge.id === badgeId)?.assigned_count;
const awardsOf = (userType: BadgeRecipientType, userId: number) =>
  context.db
    .select()
    .from(userBadges)
    .where(and(eq(userBadges.userType, userType), eq(userBadges.userId, userId)));
/** The credentials issued to a recipient: revoked ones keep their row with a revocation date. */
const credentialsOf = (userType: BadgeRecipientType, userId: number) =>
  context.db
    .select()
    .from(badgeCredentials)
    .where(and(eq(badgeCredentials.recipientType, userType), eq(badgeCredentials.recipientId, userId)));
const liveCredentialOf = async (userBadgeId: number) =>
  (
    await context.db
      .select()
      .from(badgeCredentials)
      .where(and(eq(badgeCredentials.userBadgeId, userBadgeId), isNull(badgeCredentials.revokedAt)))
  )[0]?.id ?? null;

describe('who may award and remove badges', () => {
  it('anonymous 401; teachers and students 403, for themselves or anyone else; everyone signed in reads', async () => {
    const badge = await newBadge();
    expect((await assign(null, { badgeId: badge.id, userType: 'teacher', userId: teacherId })).statusCode).toBe(401);
    expect((await unassign(null, 'teacher', badge.id, teacherId)).statusCode).toBe(401);
    expect((await held(null, 'teacher', teacherId)).statusCode).toBe(401);
    const attempts: [TestUser, BadgeRecipientType, number][] = [
      [teacher, 'teacher', teacherId],
      [teacher, 'student', studentId],
      [student, 'student', studentId],
      [student, 'staff', staff.id],
    ];
    for (const [user, userType, userId] of attempts) {
      expect((await assign(user, { badgeId: badge.id, userType, userId })).json().code).toBe('FORBIDDEN');
    }
    expect((await assign(staff, { badgeId: badge.id, userType: 'student', userId: studentId })).statusCode).toBe(201);
    for (const [user, userType, userId] of [
      [student, 'student', studentId],
      [teacher, 'student', studentId],
    ] as const) {
      expect((await unassign(user, userType, badge.id, userId)).json().code).toBe('FORBIDDEN');
    }
    expect(await awardsOf('teacher', teacherId)).toHaveLength(0);
    expect(await awardsOf('student', studentId)).toHaveLength(1);
    expect(await assignedCount(badge.id)).toBe(1);
    for (const user of [student, staff])
      expect(
        (await held(user, 'student', studentId)).json().badges.map((row: RecipientBadge) => row.badge_id),
      ).toContain(badge.id);
    expect((await held(staff, 'student', studentId)).json().badges[0].awarded_by).toBe(staff.id);
  });

  it("shows a teacher's badges to anyone signed in, a student's or a staff member's only to staff and the person", async () => {
    const otherStudent = await signInAs(context, 'student');
    for (const user of [teacher, student, staff]) expect((await held(user, 'teacher', teacherId)).statusCode).toBe(200);
    for (const [user, userType, userId] of [
      [teacher, 'student', studentId],
      [otherStudent, 'student', studentId],
      [student, 'staff', staff.id],
      [teacher, 'staff', staff.id],
    ] as const) {
      const refused = await held(user, userType, userId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: BADGE_MESSAGES.recipientForbidden.message });
    }
    expect((await held(otherStaff, 'staff', staff.id)).statusCode).toBe(200);
    expect((await held(staff, 'staff', staff.id)).statusCode).toBe(200);
  });
});

describe('POST /api/user-badges/assign', () => {
  it.each([
    ['teacher', () => teacherId, () => teacher.id, '/teacher/profile'],
    ['student', () => studentId, () => student.id, '/student/profile'],
    ['staff', () => otherStaff.id, () => otherStaff.id, null],
  ] as const)(
    'awards a %s: the award, the count, the activity, the notification and the credential',
    async (userType, recipientOf, accountOf, link) => {
      const badge = await newBadge(true);
      const userId = recipientOf();
      const response = await assign(staff, { badgeId: badge.id, userType, userId, notes: '  Por su apoyo  ' });
      expect(response.statusCode, response.body).toBe(201);
      const award = response.json<RecipientBadge>();
      expect(award).toMatchObject({
        badge_id: badge.id,
        badge_name: badge.badge_name,
        badge_code: badge.badge_code,
        badge_color: '#123456',
        image_url: badge.image_url,
        notes: 'Por su apoyo',
      });
      const row = (await awardsOf(userType, userId)).find((entry) => entry.badgeId === badge.id);
      expect(row).toMatchObject({ id: award.id, badgeId: badge.id, awardedBy: staff.id, notes: 'Por su apoyo' });
      expect(award.credential_id).toBe(await liveCredentialOf(award.id));
      expect(await assignedCount(badge.id)).toBe(1);
      expect(await catalogueCount(badge.id)).toBe(1);

      const notices = await context.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, accountOf()),
            eq(notifications.body, asDeclared(NOTIFICATION_KINDS.badgeAwarded.body, { badge: badge.badge_name })),
          ),
        );
      expect(notices).toMatchObject([{ title: asDeclared(NOTIFICATION_KINDS.badgeAwarded.title), link }]);
      const logged = await context.db
        .select()
        .from(activities)
        .where(and(eq(activities.entityType, 'badge'), eq(activities.entityId, badge.id)));
      expect(logged.map((entry) => entry.activity)).toContain(
        `Assigned badge ${badge.badge_name} to ${userType} ${userId}`,
      );

      const list = (await held(staff, userType, userId)).json<{ badges: RecipientBadge[] }>().badges;
      expect(list.find((entry) => entry.id === award.id)).toEqual(award);
    },
  );

  it('refuses an award held already, an unknown recipient or badge, changing nothing', async () => {
    const badge = await newBadge();
    expect((await assign(staff, { badgeId: badge.id, userType: 'teacher', userId: teacherId })).statusCode).toBe(201);
    const before = {
      awards: await context.db.select().from(userBadges),
      count: await assignedCount(badge.id),
      credentials: await context.db.select().from(badgeCredentials),
    };
    const again = await assign(staff, { badgeId: badge.id, userType: 'teacher', userId: teacherId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BADGE_ALREADY_ASSIGNED',
      message: BADGE_MESSAGES.alreadyAssigned.message,
    });
    const refusals: [object, number, string][] = [
      [{ badgeId: badge.id, userType: 'teacher', userId: 999_999 }, 404, 'BADGE_RECIPIENT_NOT_FOUND'],
      [{ badgeId: badge.id, userType: 'student', userId: 999_999 }, 404, 'BADGE_RECIPIENT_NOT_FOUND'],
      // A staff recipient is a staff account: a teacher's account is not one.
      [{ badgeId: badge.id, userType: 'staff', userId: teacher.id }, 404, 'BADGE_RECIPIENT_NOT_FOUND'],
      [{ badgeId: 999_999, userType: 'student', userId: studentId }, 404, 'BADGE_NOT_FOUND'],
      [{ badgeId: badge.id, userType: 'alumni', userId: studentId }, 400, 'VALIDATION_FAILED'],
      [{ badgeId: badge.id, userType: 'student', userId: 3_000_000_000 }, 400, 'VALIDATION_FAILED'],
      [{ badgeId: badge.id, userType: 'student', userId: studentId, notes: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of refusals) {
      const response = await assign(staff, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect({
      awards: await context.db.select().from(userBadges),
      count: await assignedCount(badge.id),
      credentials: await context.db.select().from(badgeCredentials),
    }).toEqual(before);
  });

  it('counts one award when the same award is asked twice at once', async () => {
    const badge = await newBadge();
    const answers = await Promise.all(
      [0, 1].map(() => assign(staff, { badgeId: badge.id, userType: 'student', userId: studentId })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await assignedCount(badge.id)).toBe(1);
  });
});

describe('DELETE /api/user-badges/{userType}/{badgeId}/{userId}', () => {
  it('removes the award, takes the count down, revokes its credential and records it; 404 when there is none', async () => {
    const badge = await newBadge();
    const award = (
      await assign(staff, { badgeId: badge.id, userType: 'staff', userId: staff.id })
    ).json<RecipientBadge>();
    const credentialsBefore = await credentialsOf('staff', staff.id);
    const response = await unassign(staff, 'staff', badge.id, staff.id);
    expect(response.statusCode).toBe(204);
    expect(
      await awardsOf('staff', staff.id).then((rows) => rows.filter((row) => row.badgeId === badge.id)),
    ).toHaveLength(0);
    expect(await assignedCount(badge.id)).toBe(0);
    const credentialsAfter = await credentialsOf('staff', staff.id);
    expect(credentialsAfter).toHaveLength(credentialsBefore.length);
    if (award.credential_id)
      expect(credentialsAfter.find((row) => row.id === award.credential_id)?.revokedAt).toBeInstanceOf(Date);
    const logged = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'badge'), eq(activities.entityId, badge.id)));
    expect(logged.map((entry) => entry.activity)).toContain(`Removed badge ${badge.badge_name} from staff ${staff.id}`);

    const again = await unassign(staff, 'staff', badge.id, staff.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'BADGE_ASSIGNMENT_NOT_FOUND',
      message: BADGE_MESSAGES.assignmentNotFound.message,
    });
    expect(await assignedCount(badge.id)).toBe(0);
    expect((await unassign(staff, 'teacher', 'x' as unknown as number, teacherId)).statusCode).toBe(400);
  });
});

describe('counts and credentials follow deletions', () => {
  it('deleting a badge removes its awards and revokes their credentials', async () => {
    const badge = await newBadge();
    const awards = [
      (await assign(staff, { badgeId: badge.id, userType: 'teacher', userId: teacherId })).json<RecipientBadge>(),
      (await assign(staff, { badgeId: badge.id, userType: 'student', userId: studentId })).json<RecipientBadge>(),
    ];
    expect(await assignedCount(badge.id)).toBe(2);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/badges/${badge.id}`, headers: staff.auth })).statusCode,
    ).toBe(204);
    expect(await context.db.select().from(userBadges).where(eq(userBadges.badgeId, badge.id))).toHaveLength(0);
    for (const award of awards) {
      if (!award.credential_id) continue;
      const [credential] = await context.db
        .select()
        .from(badgeCredentials)
        .where(eq(badgeCredentials.id, award.credential_id));
      expect(credential?.revokedAt).toBeInstanceOf(Date);
    }
    expect(
      (await held(staff, 'teacher', teacherId)).json().badges.map((row: RecipientBadge) => row.badge_id),
    ).not.toContain(badge.id);
  });

  it("deleting a teacher removes the teacher's awards, takes each count down and revokes the credentials", async () => {
    const createdTeacher = await context.app.inject({
      method: 'POST',
      url: '/api/staff/teachers',
      payload: teacherPayload(),
      headers: staff.auth,
    });
    expect(createdTeacher.statusCode, createdTeacher.body).toBe(201);
    const id = createdTeacher.json().id as number;
    const [first, second] = [await newBadge(), await newBadge()];
    const awards: RecipientBadge[] = [];
    for (const badge of [first, second])
      awards.push((await assign(staff, { badgeId: badge.id, userType: 'teacher', userId: id })).json<RecipientBadge>());
    expect((await assign(staff, { badgeId: first.id, userType: 'student', userId: studentId })).statusCode).toBe(201);
    expect([await assignedCount(first.id), await assignedCount(second.id)]).toEqual([2, 1]);

    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/staff/teachers/${id}`, headers: staff.auth }))
        .statusCode,
    ).toBe(204);
    expect(await awardsOf('teacher', id)).toHaveLength(0);
    expect([await assignedCount(first.id), await assignedCount(second.id)]).toEqual([1, 0]);
    const credentials = await credentialsOf('teacher', id);
    expect(credentials.filter((row) => row.revokedAt === null)).toHaveLength(0);
    expect(credentials.map((row) => row.id).sort()).toEqual(
      awards.flatMap((award) => (award.credential_id ? [award.credential_id] : [])).sort(),
    );
    expect((await assign(staff, { badgeId: first.id, userType: 'teacher', userId: id })).json().code).toBe(
      'BADGE_RECIPIENT_NOT_FOUND',
    );
  });
});
