import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { BADGE_AWARD_MESSAGES, type AwardRunRequest, type BadgeRecipientRef } from '@contracts/badge-awards';
import { BADGE_MESSAGES } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import type { Database, DbOrTx } from '../../db/client';
import { badgeAwardRunItems, badgeAwardRuns, badges, students, teachers, users } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import type { CredentialIssuer } from '../credentials/credential-issuer';
import { awardInTransaction } from './user-badge.service';

/*
 * One badge for several people (issue 42). The request writes the run, one item per person and the job
 * `award-badge-run` in one transaction and answers at once; the job awards the items one transaction each (the award,
 * its count, activity, notification and signed credential, as a single award — awardInTransaction), writing each
 * item's outcome and the run's counts in that same transaction, so the progress polled is never ahead of the awards.
 */

export type AwardRunRow = typeof badgeAwardRuns.$inferSelect;
export type AwardRunItemRow = typeof badgeAwardRunItems.$inferSelect;

/** The people's names, one query per kind of person (three at most): teachers' and students' full names, staff usernames. */
export async function recipientNames(
  db: DbOrTx,
  people: readonly { userType: BadgeRecipientType; userId: number }[],
): Promise<Map<string, string>> {
  const idsOf = (type: BadgeRecipientType) => [
    ...new Set(people.filter((person) => person.userType === type).map((person) => person.userId)),
  ];
  const [teacherIds, studentIds, staffIds] = [idsOf('teacher'), idsOf('student'), idsOf('staff')];
  const [teacherRows, studentRows, staffRows] = await Promise.all([
    teacherIds.length
      ? db.select({ id: teachers.id, name: teachers.fullName }).from(teachers).where(inArray(teachers.id, teacherIds))
      : [],
    studentIds.length
      ? db.select({ id: students.id, name: students.fullName }).from(students).where(inArray(students.id, studentIds))
      : [],
    staffIds.length
      ? db
          .select({ id: users.id, name: users.username })
          .from(users)
          .where(and(inArray(users.id, staffIds), eq(users.role, 'staff')))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const row of teacherRows) names.set(`teacher:${row.id}`, row.name);
  for (const row of studentRows) names.set(`student:${row.id}`, row.name);
  for (const row of staffRows) names.set(`staff:${row.id}`, row.name);
  return names;
}

/**
 * POST /api/badges/{id}/award-runs: the run, its items (a person named twice counts once) and its job, in one
 * transaction, with the activity of the request; 404 for an unknown badge. The awards are the job's.
 */
export async function startAwardRun(options: {
  db: Database;
  jobs: JobQueue;
  user: SessionUser;
  badgeId: number;
  input: AwardRunRequest;
}): Promise<AwardRunRow> {
  const { db, jobs, user, badgeId, input } = options;
  const seen = new Set<string>();
  const people: BadgeRecipientRef[] = [];
  for (const person of input.recipients) {
    const key = `${person.userType}:${person.userId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    people.push(person);
  }
  return db.transaction(async (tx) => {
    const [badge] = await tx
      .select({ id: badges.id, name: badges.badgeName })
      .from(badges)
      .where(eq(badges.id, badgeId))
      .for('key share');
    if (!badge) throw new AppError('BADGE_NOT_FOUND', BADGE_MESSAGES.notFound);
    const names = await recipientNames(tx, people);
    const [run] = await tx
      .insert(badgeAwardRuns)
      .values({ badgeId: badge.id, requestedBy: user.id, notes: input.notes, total: people.length })
      .returning();
    await tx.insert(badgeAwardRunItems).values(
      people.map((person) => ({
        runId: run!.id,
        userType: person.userType,
        userId: person.userId,
        // Empty when the name could not be read: written 'Persona desconocida (…)' in the reader's language.
        recipientName: names.get(`${person.userType}:${person.userId}`) ?? '',
      })),
    );
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'awardRunStarted', params: { name: badge.name, count: people.length } },
      entityType: 'badge',
      entityId: badge.id,
    });
    await jobs.send('award-badge-run', { runId: run!.id }, { db: tx });
    return run!;
  });
}

/**
 * Why an award of a run did not happen, from the error the single award would answer: kept as the id of its text
 * (one of AWARD_RUN_REASONS), written in the reader's language when the run is read.
 */
function outcomeOf(error: unknown): { outcome: 'skipped' | 'failed'; reason: string } {
  const code = error instanceof AppError ? error.code : undefined;
  if (code === 'BADGE_ALREADY_ASSIGNED') return { outcome: 'skipped', reason: BADGE_AWARD_MESSAGES.alreadyHeld.id };
  if (code === 'BADGE_RECIPIENT_NOT_FOUND') return { outcome: 'failed', reason: BADGE_AWARD_MESSAGES.recipientGone.id };
  if (code === 'BADGE_NOT_FOUND') return { outcome: 'failed', reason: BADGE_AWARD_MESSAGES.badgeGone.id };
  return { outcome: 'failed', reason: BADGE_AWARD_MESSAGES.failed.id };
}

/** An item's outcome and the run's count of it, in the transaction `db`. */
async function settleItem(
  db: DbOrTx,
  item: AwardRunItemRow,
  outcome: 'awarded' | 'skipped' | 'failed',
  reason: string | null,
): Promise<void> {
  await db.update(badgeAwardRunItems).set({ outcome, reason }).where(eq(badgeAwardRunItems.id, item.id));
  const column = badgeAwardRuns[outcome];
  await db
    .update(badgeAwardRuns)
    .set({ [outcome]: sql`${column} + 1` })
    .where(eq(badgeAwardRuns.id, item.runId));
}

/**
 * The job `award-badge-run`: each pending item awarded in its own transaction, then the run marked finished. An
 * award refused (already held, the person gone) or failing leaves that item skipped or failed with its reason, and
 * the run goes on; a retry after an interruption takes the items still pending. Answers how many were awarded.
 */
export async function workAwardRun(options: {
  db: Database;
  issuer: CredentialIssuer;
  runId: number;
  /** Called before each award (tests stop a run there). */
  beforeEach?: (item: AwardRunItemRow) => Promise<void> | void;
}): Promise<number> {
  const { db, issuer, runId } = options;
  const [run] = await db.select().from(badgeAwardRuns).where(eq(badgeAwardRuns.id, runId));
  if (!run || run.finishedAt) return 0;
  const pending = await db
    .select()
    .from(badgeAwardRunItems)
    .where(and(eq(badgeAwardRunItems.runId, runId), eq(badgeAwardRunItems.outcome, 'pending')))
    .orderBy(asc(badgeAwardRunItems.id));
  let awarded = 0;
  for (const item of pending) {
    await options.beforeEach?.(item);
    try {
      await db.transaction(async (tx) => {
        // The item locked, so a second worker of the same run (a retry overlapping) skips what this one settles.
        const [still] = await tx
          .select({ outcome: badgeAwardRunItems.outcome })
          .from(badgeAwardRunItems)
          .where(eq(badgeAwardRunItems.id, item.id))
          .for('update');
        if (still?.outcome !== 'pending') return;
        await awardInTransaction({
          tx,
          issuer,
          awardedBy: run.requestedBy,
          badgeId: run.badgeId,
          userType: item.userType as BadgeRecipientType,
          userId: item.userId,
          notes: run.notes,
        });
        await settleItem(tx, item, 'awarded', null);
        awarded += 1;
      });
    } catch (error) {
      const { outcome, reason } = outcomeOf(error);
      await db.transaction(async (tx) => {
        const [still] = await tx
          .select({ outcome: badgeAwardRunItems.outcome })
          .from(badgeAwardRunItems)
          .where(eq(badgeAwardRunItems.id, item.id))
          .for('update');
        if (still?.outcome === 'pending') await settleItem(tx, item, outcome, reason);
      });
    }
  }
  await db
    .update(badgeAwardRuns)
    .set({ finishedAt: new Date() })
    .where(and(eq(badgeAwardRuns.id, runId), isNull(badgeAwardRuns.finishedAt)));
  return awarded;
}

/** GET /api/badge-award-runs/{id}: the run and the people it did not award (at most the run's size); 404 when none. */
export async function getAwardRun(options: {
  db: DbOrTx;
  id: number;
}): Promise<{ run: AwardRunRow; problems: AwardRunItemRow[] }> {
  const [run] = await options.db.select().from(badgeAwardRuns).where(eq(badgeAwardRuns.id, options.id));
  if (!run) throw new AppError('BADGE_AWARD_RUN_NOT_FOUND', BADGE_AWARD_MESSAGES.runNotFound);
  const problems = await options.db
    .select()
    .from(badgeAwardRunItems)
    .where(
      and(
        eq(badgeAwardRunItems.runId, run.id),
        ne(badgeAwardRunItems.outcome, 'pending'),
        ne(badgeAwardRunItems.outcome, 'awarded'),
      ),
    )
    .orderBy(asc(badgeAwardRunItems.id));
  return { run, problems };
}
