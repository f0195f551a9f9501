import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AwardRun, BadgeHolder } from '@contracts/badge-awards';
import type { Badge } from '@contracts/badges';
import {
  activities,
  badgeAwardRunItems,
  badgeAwardRuns,
  badgeCredentials,
  badgeStatistics,
  userBadges,
} from '../../db/schema/index';
import { startJobWorkers } from '../../jobs/workers';
import { teacherPayload } from '../../../test/factories';
import { signInSpeaking, type TestUser } from '../../../test/build-app';
import { studentIdOf, teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { multipart } from '../../../test/multipart';
import { workAwardRun } from './award-run.service';

const [context, staff, otherStaff, teacher, student] = await signedInApp('staff', 'staff', 'teacher', 'student');
const call = callerOf(context);
let teacherIds: number[];
let ownTeacherId: number;
let studentId: number;

async function newTeacher(name: string): Promise<number> {
  const created = await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ full_name: name }));
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

let sequence = 0;
async function newBadge(): Promise<Badge> {
  sequence += 1;
  const body = multipart(
    { badge_name: `Mentoría ${sequence}`, badge_code: `MEN-${sequence}`, badge_type: 'community', year: '2026' },
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

beforeAll(async () => {
  teacherIds = [];
  for (const name of ['Ana Álvarez', 'Bruno Báez', 'Carla Cruz', 'Diego Díaz', 'Elena Estrada'])
    teacherIds.push(await newTeacher(name));
  ownTeacherId = await teacherIdOf(context, teacher);
  studentId = await studentIdOf(context, student);
});

const start = (user: TestUser | null, badgeId: number, payload: object) =>
  call(user, 'POST', `/api/badges/${badgeId}/award-runs`, payload);
const progress = (user: TestUser | null, runId: number) => call(user, 'GET', `/api/badge-award-runs/${runId}`);
const teachersOf = (ids: number[]) => ids.map((userId) => ({ userType: 'teacher', userId }));
const assignedCount = async (badgeId: number) =>
  (await context.db.select().from(badgeStatistics).where(eq(badgeStatistics.badgeId, badgeId)))[0]?.assignedCount ?? 0;

describe('awarding one badge to several people', () => {
  it('answers the run at once, and the job awards each person their own signed credential, with its audit entry', async () => {
    const badge = await newBadge();
    const started = await start(staff, badge.id, {
      recipients: [...teachersOf(teacherIds), { userType: 'teacher', userId: teacherIds[0] }],
      notes: '  Por la semana de mentorías  ',
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json<AwardRun>();
    // A person named twice counts once; nothing is awarded before the job runs.
    expect(run).toMatchObject({ total: 5, done: 0, awarded: 0, failed: 0, finished: false, problems: [] });
    expect(await assignedCount(badge.id)).toBe(0);

    expect(await workAwardRun({ db: context.db, issuer: context.app.credentialIssuer, runId: run.id })).toBe(5);
    const after = await progress(staff, run.id);
    expect(after.statusCode).toBe(200);
    expect(after.json<AwardRun>()).toMatchObject({
      total: 5,
      done: 5,
      awarded: 5,
      skipped: 0,
      failed: 0,
      finished: true,
    });

    const awards = await context.db.select().from(userBadges).where(eq(userBadges.badgeId, badge.id));
    expect(awards.map((award) => award.userId).sort()).toEqual([...teacherIds].sort());
    expect(awards.every((award) => award.notes === 'Por la semana de mentorías' && award.awardedBy === staff.id)).toBe(
      true,
    );
    const credentials = await Promise.all(
      awards.map(async (award) =>
        context.db
          .select()
          .from(badgeCredentials)
          .where(and(eq(badgeCredentials.userBadgeId, award.id), isNull(badgeCredentials.revokedAt))),
      ),
    );
    expect(credentials.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(credentials.map((rows) => rows[0]!.id)).size).toBe(5);
    expect(await assignedCount(badge.id)).toBe(5);
    const logged = await context.db.select().from(activities).where(eq(activities.entityId, badge.id));
    const perAward = logged.filter((row) => row.entityType === 'badge' && row.activity.startsWith('Assigned badge'));
    expect(perAward).toHaveLength(5);
    expect(perAward.every((row) => row.userId === staff.id)).toBe(true);
    expect(logged.some((row) => row.activity === `Started awarding badge ${badge.badge_name} to 5 people`)).toBe(true);

    // Running it again (a retry) awards nobody twice.
    expect(await workAwardRun({ db: context.db, issuer: context.app.credentialIssuer, runId: run.id })).toBe(0);
    expect(await assignedCount(badge.id)).toBe(5);
  });

  it('skips those who already hold it with a note and fails a person gone with a plain reason, and goes on', async () => {
    const badge = await newBadge();
    const single = await call(staff, 'POST', '/api/user-badges/assign', {
      badgeId: badge.id,
      userType: 'teacher',
      userId: teacherIds[1],
    });
    expect(single.statusCode, single.body).toBe(201);
    const run = (
      await start(staff, badge.id, {
        recipients: [
          ...teachersOf([teacherIds[0]!, teacherIds[1]!, 99_999_999]),
          { userType: 'student', userId: studentId },
        ],
      })
    ).json<AwardRun>();
    await workAwardRun({ db: context.db, issuer: context.app.credentialIssuer, runId: run.id });
    const done = (await progress(otherStaff, run.id)).json<AwardRun>();
    expect(done).toMatchObject({ total: 4, done: 4, awarded: 2, skipped: 1, failed: 1, finished: true });
    expect(done.problems).toEqual([
      {
        user_type: 'teacher',
        user_id: teacherIds[1],
        name: 'Bruno Báez',
        outcome: 'skipped',
        reason: 'Ya tenía este badge; no se le asignó de nuevo.',
      },
      {
        user_type: 'teacher',
        user_id: 99_999_999,
        name: 'Persona desconocida (Profesor #99999999)',
        outcome: 'failed',
        reason: 'Esta persona ya no existe.',
      },
    ]);
    // Kept as codes (an empty name, a reason's id), written in the language of whoever reads the run.
    const english = await signInSpeaking(context, 'staff', 'en');
    expect((await progress(english, run.id)).json<AwardRun>().problems).toMatchObject([
      { name: 'Bruno Báez', reason: 'Already had this badge; it was not awarded again.' },
      { name: 'Unknown person (Teacher #99999999)', reason: 'This person no longer exists.' },
    ]);
    const kept = await context.db.select().from(badgeAwardRunItems).where(eq(badgeAwardRunItems.runId, run.id));
    expect(kept.find((item) => item.userId === 99_999_999)).toMatchObject({
      recipientName: '',
      reason: 'badgeAwards.recipientGone',
    });
    // An item kept in words before: as it was kept.
    await context.db
      .update(badgeAwardRunItems)
      .set({ recipientName: 'Persona desconocida (teacher #99999999)', reason: 'Esta persona ya no existe.' })
      .where(and(eq(badgeAwardRunItems.runId, run.id), eq(badgeAwardRunItems.userId, 99_999_999)));
    expect((await progress(english, run.id)).json<AwardRun>().problems[1]).toMatchObject({
      name: 'Persona desconocida (teacher #99999999)',
      reason: 'Esta persona ya no existe.',
    });
    expect(await assignedCount(badge.id)).toBe(3);
  });

  it('is done by the job queue: the progress polled reaches total', async () => {
    const badge = await newBadge();
    await startJobWorkers(context.app, { pollingIntervalSeconds: 0.5 });
    const run = (await start(staff, badge.id, { recipients: teachersOf(teacherIds.slice(2)) })).json<AwardRun>();
    let seen = run;
    for (let attempt = 0; attempt < 60 && !seen.finished; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await progress(staff, run.id)).json<AwardRun>();
    }
    expect(seen).toMatchObject({ total: 3, done: 3, awarded: 3, finished: true });
  });

  it('refuses bad input in plain words and changes nothing', async () => {
    const badge = await newBadge();
    const runsBefore = (await context.db.select().from(badgeAwardRuns)).length;
    const none = await start(staff, badge.id, { recipients: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Elige al menos una persona.');
    const tooMany = await start(staff, badge.id, {
      recipients: Array.from({ length: 201 }, (_, index) => ({ userType: 'teacher', userId: index + 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Puedes asignar un badge a 200 personas a la vez como máximo.');
    const unknownBadge = await start(staff, 99_999_999, { recipients: teachersOf([teacherIds[0]!]) });
    expect(unknownBadge.statusCode).toBe(404);
    expect(unknownBadge.json().message).toBe('Badge no encontrado');
    expect((await start(staff, badge.id, { recipients: [{ userType: 'wizard', userId: 1 }] })).statusCode).toBe(400);
    expect((await context.db.select().from(badgeAwardRuns)).length).toBe(runsBefore);
    expect((await progress(staff, 99_999_999)).statusCode).toBe(404);
  });

  it('is staff only: teachers, students and anonymous callers are refused, and nothing is started', async () => {
    const badge = await newBadge();
    const run = (await start(staff, badge.id, { recipients: teachersOf([teacherIds[0]!]) })).json<AwardRun>();
    const itemsBefore = (await context.db.select().from(badgeAwardRunItems)).length;
    // A teacher awarding themself, a student awarding themself, and nobody.
    expect((await start(teacher, badge.id, { recipients: teachersOf([ownTeacherId]) })).statusCode).toBe(403);
    expect(
      (await start(student, badge.id, { recipients: [{ userType: 'student', userId: studentId }] })).statusCode,
    ).toBe(403);
    expect((await start(null, badge.id, { recipients: teachersOf([teacherIds[0]!]) })).statusCode).toBe(401);
    expect((await context.db.select().from(badgeAwardRunItems)).length).toBe(itemsBefore);
    for (const user of [teacher, student]) {
      expect((await progress(user, run.id)).statusCode).toBe(403);
      expect((await call(user, 'GET', `/api/badges/${badge.id}/holders`)).statusCode).toBe(403);
    }
    expect((await progress(null, run.id)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/badges/${badge.id}/holders`)).statusCode).toBe(401);
  });
});

describe("a badge's holders", () => {
  it('names who holds it, a page at a time, with the total from the counter', async () => {
    const badge = await newBadge();
    const run = (
      await start(staff, badge.id, {
        recipients: [...teachersOf(teacherIds), { userType: 'student', userId: studentId }],
      })
    ).json<AwardRun>();
    await workAwardRun({ db: context.db, issuer: context.app.credentialIssuer, runId: run.id });
    const first = await call(staff, 'GET', `/api/badges/${badge.id}/holders?limit=4`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('6');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await call(staff, 'GET', `/api/badges/${badge.id}/holders?limit=4&cursor=${cursor}`);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const holders = [...first.json<BadgeHolder[]>(), ...second.json<BadgeHolder[]>()];
    expect(holders).toHaveLength(6);
    expect(holders.map((holder) => holder.name)).toEqual(
      expect.arrayContaining(['Ana Álvarez', 'Bruno Báez', 'Carla Cruz', 'Diego Díaz', 'Elena Estrada']),
    );
    expect(holders.find((holder) => holder.user_type === 'student')?.user_id).toBe(studentId);
    expect((await call(staff, 'GET', '/api/badges/99999999/holders')).statusCode).toBe(404);
    const catalogue = await call(staff, 'GET', '/api/badges');
    expect(catalogue.json<{ badges: Badge[] }>().badges.find((each) => each.id === badge.id)?.assigned_count).toBe(6);
  });
});
