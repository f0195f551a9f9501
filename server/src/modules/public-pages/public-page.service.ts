import { and, asc, eq, inArray, isNull, like, or } from 'drizzle-orm';
import {
  PUBLIC_PAGE_MAX_ENTRIES,
  PUBLIC_PAGE_MAX_WORKS,
  PUBLIC_PAGE_MESSAGES,
  type PublicPage,
  type PublicPageQueue,
  type PublicPageSettingsInput,
  type PublicPageState,
} from '@contracts/public-pages';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { activityEntries, portfolioWorks, publicPages, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import type { ActivityText } from '../../shared/activities/activity-texts';
import { changesBetween } from '../../shared/activities/changes';
import { ownTeacherRecord } from '../../shared/people/own-records';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import {
  mayApprove,
  mayEditPageOf,
  mayHaveOwnPage,
  mayReadPageOf,
  maySubmit,
  mayTakeDown,
  type PublicPageViewer,
} from './public-page.policy';
import { presentPublicPage, type PublicPageRow } from './public-page.presenter';
import { freeSlug, slugOf } from './slug';

/*
 * A teacher's public page settings and their review (issue 47, decision 046). Every change is one transaction with its
 * audit entry (entity 'teacher', the teacher's id) and, for staff's review, the teacher's notification. A refused
 * request changes nothing. The row is made the first time a page is read, off, with its slug.
 */

const teacherNotFound = () => new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
const forbidden = () => new AppError('FORBIDDEN', PUBLIC_PAGE_MESSAGES.forbidden);
const conflict = (text: (typeof PUBLIC_PAGE_MESSAGES)[keyof typeof PUBLIC_PAGE_MESSAGES]) =>
  new AppError('PUBLIC_PAGE_STATE_CONFLICT', text);

/** Where a notification of a review takes the teacher: their profile, where the page's settings are. */
const OWN_PROFILE_LINK = '/teacher/profile';

interface TeacherFacts {
  id: number;
  fullName: string;
  isActive: boolean;
  userId: number;
}

async function viewerOf(db: DbOrTx, user: SessionUser): Promise<PublicPageViewer> {
  if (!mayHaveOwnPage(user)) return { user, ownTeacherId: null };
  return { user, ownTeacherId: (await ownTeacherRecord(db, user.id))?.id ?? null };
}

async function teacherFacts(db: DbOrTx, teacherId: number): Promise<TeacherFacts> {
  const [row] = await db
    .select({ id: teachers.id, fullName: teachers.fullName, isActive: teachers.isActive, userId: teachers.userId })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  if (!row) throw teacherNotFound();
  return row;
}

/**
 * The teacher's page row, made (off, with a free slug from the name) when there is none. Two first reads at once
 * both try; the primary key keeps one, and a slug taken meanwhile by another teacher's page is tried again.
 */
export async function ensurePageRow(db: DbOrTx, teacher: { id: number; fullName: string }): Promise<PublicPageRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(publicPages).where(eq(publicPages.teacherId, teacher.id));
    if (existing) return existing;
    const base = slugOf(teacher.fullName);
    const taken = await db
      .select({ slug: publicPages.slug })
      .from(publicPages)
      .where(or(eq(publicPages.slug, base), like(publicPages.slug, `${base}-%`)));
    const slug = freeSlug(base, new Set(taken.map((row) => row.slug)));
    const inserted = await db
      .insert(publicPages)
      .values({ teacherId: teacher.id, slug })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0];
  }
  throw new Error(`No free slug for teacher ${teacher.id}`);
}

async function lockedPage(tx: Tx, teacher: TeacherFacts): Promise<PublicPageRow> {
  await ensurePageRow(tx, teacher);
  const [row] = await tx.select().from(publicPages).where(eq(publicPages.teacherId, teacher.id)).for('update');
  return row!;
}

function present(viewer: PublicPageViewer, teacher: TeacherFacts, row: PublicPageRow, publicUrl: string) {
  return presentPublicPage({ row, teacher, viewer, publicUrl });
}

/** What an audit entry of a page's settings keeps. */
function audited(row: PublicPageRow) {
  return {
    enabled: row.enabled,
    show_photo: row.showPhoto,
    show_bio: row.showBio,
    show_areas: row.showAreas,
    show_social: row.showSocial,
    show_badges: row.showBadges,
    work_ids: row.workIds.join(', '),
    entry_ids: row.entryIds.join(', '),
    state: row.state,
    taken_down_reason: row.takenDownReason,
  };
}

async function record(
  tx: Tx,
  user: SessionUser,
  teacher: TeacherFacts,
  activity: ActivityText['code'],
  changes: ReturnType<typeof changesBetween>,
) {
  await recordActivity(tx, {
    userId: user.id,
    activity: { code: activity, params: { name: teacher.fullName } },
    entityType: 'teacher',
    entityId: teacher.id,
    changes,
  });
}

/** GET /api/teachers/{id}/public-page: the teacher themself, or staff. */
export async function readPublicPage(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  publicUrl: string;
}): Promise<PublicPage> {
  const { db, user, teacherId, publicUrl } = options;
  const viewer = await viewerOf(db, user);
  if (!mayReadPageOf(viewer, teacherId)) throw forbidden();
  const teacher = await teacherFacts(db, teacherId);
  return present(viewer, teacher, await ensurePageRow(db, teacher), publicUrl);
}

/**
 * The featured works and entries must be the teacher's own and seen by the school: works shown to everyone signed
 * in and not hidden, entries shown to the school. Checked under a share lock, so none changes before the commit.
 */
async function assertVisibleParts(tx: Tx, teacherId: number, input: PublicPageSettingsInput): Promise<void> {
  if (input.work_ids.length > 0) {
    const found = await tx
      .select({ id: portfolioWorks.id })
      .from(portfolioWorks)
      .where(
        and(
          inArray(portfolioWorks.id, input.work_ids),
          eq(portfolioWorks.teacherId, teacherId),
          eq(portfolioWorks.visibility, 'public'),
          isNull(portfolioWorks.hiddenAt),
        ),
      )
      .for('share');
    if (found.length !== input.work_ids.length)
      throw new AppError('PUBLIC_PAGE_PART_NOT_VISIBLE', PUBLIC_PAGE_MESSAGES.workNotVisible, undefined, {
        max: PUBLIC_PAGE_MAX_WORKS,
      });
  }
  if (input.entry_ids.length > 0) {
    const found = await tx
      .select({ id: activityEntries.id })
      .from(activityEntries)
      .where(
        and(
          inArray(activityEntries.id, input.entry_ids),
          eq(activityEntries.teacherId, teacherId),
          eq(activityEntries.visibility, 'school'),
        ),
      )
      .for('share');
    if (found.length !== input.entry_ids.length)
      throw new AppError('PUBLIC_PAGE_PART_NOT_VISIBLE', PUBLIC_PAGE_MESSAGES.entryNotVisible, undefined, {
        max: PUBLIC_PAGE_MAX_ENTRIES,
      });
  }
}

/**
 * PUT /api/teachers/{id}/public-page: the teacher's choices. Turning the page off takes it out of the world at once
 * and back to a draft (it is asked for again); other changes of a published page are published at once (staff
 * approved the teacher going public; every part is something the school already sees). Nothing changed, nothing
 * recorded.
 */
export async function updatePublicPage(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  input: PublicPageSettingsInput;
  publicUrl: string;
}): Promise<PublicPage> {
  const { db, user, teacherId, input, publicUrl } = options;
  const viewer = await viewerOf(db, user);
  if (!mayEditPageOf(viewer, teacherId)) throw forbidden();
  const teacher = await teacherFacts(db, teacherId);
  const row = await db.transaction(async (tx) => {
    const before = await lockedPage(tx, teacher);
    await assertVisibleParts(tx, teacherId, input);
    const next = {
      enabled: input.enabled,
      showPhoto: input.parts.photo,
      showBio: input.parts.bio,
      showAreas: input.parts.areas,
      showSocial: input.parts.social,
      showBadges: input.parts.badges,
      workIds: input.work_ids,
      entryIds: input.entry_ids,
      // Off: no longer published nor waiting; a page taken down stays so (its reason kept) until asked again.
      ...(!input.enabled && (before.state === 'published' || before.state === 'pending')
        ? { state: 'draft', submittedAt: null }
        : {}),
    };
    const changes = changesBetween(audited(before), audited({ ...before, ...next }));
    if (!changes) return before;
    const [after] = await tx
      .update(publicPages)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(publicPages.teacherId, teacherId))
      .returning();
    await record(tx, user, teacher, 'publicPageUpdated', changes);
    return after!;
  });
  return present(viewer, teacher, row, publicUrl);
}

/** POST /api/teachers/{id}/public-page/submit: the teacher asks staff to publish a page that is on. */
export async function submitPublicPage(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  publicUrl: string;
}): Promise<PublicPage> {
  const { db, user, teacherId, publicUrl } = options;
  const viewer = await viewerOf(db, user);
  if (!mayEditPageOf(viewer, teacherId)) throw forbidden();
  const teacher = await teacherFacts(db, teacherId);
  const row = await db.transaction(async (tx) => {
    const before = await lockedPage(tx, teacher);
    if (!before.enabled) throw conflict(PUBLIC_PAGE_MESSAGES.notEnabled);
    if (!maySubmit(viewer, teacherId, before)) throw conflict(PUBLIC_PAGE_MESSAGES.alreadyAsked);
    const [after] = await tx
      .update(publicPages)
      .set({ state: 'pending', submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(publicPages.teacherId, teacherId))
      .returning();
    await record(tx, user, teacher, 'publicPageSubmitted', changesBetween(audited(before), audited(after!)));
    return after!;
  });
  return present(viewer, teacher, row, publicUrl);
}

/** POST …/approve and …/take-down (staff): the new state, its audit entry and the teacher's notification. */
async function review(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  publicUrl: string;
  to: 'published' | 'taken_down';
  reason?: string;
}): Promise<PublicPage> {
  const { db, user, teacherId, publicUrl, to, reason } = options;
  const viewer = await viewerOf(db, user);
  const teacher = await teacherFacts(db, teacherId);
  const row = await db.transaction(async (tx) => {
    const before = await lockedPage(tx, teacher);
    const state = before.state as PublicPageState;
    if (to === 'published' && !mayApprove(viewer, state)) throw conflict(PUBLIC_PAGE_MESSAGES.notPending);
    if (to === 'taken_down' && !mayTakeDown(viewer, state)) throw conflict(PUBLIC_PAGE_MESSAGES.notShown);
    const now = new Date();
    const [after] = await tx
      .update(publicPages)
      .set(
        to === 'published'
          ? {
              state: to,
              publishedAt: now,
              approvedBy: user.id,
              takenDownReason: null,
              takenDownAt: null,
              takenDownBy: null,
              updatedAt: now,
            }
          : {
              state: to,
              takenDownReason: reason!,
              takenDownAt: now,
              takenDownBy: user.id,
              submittedAt: null,
              updatedAt: now,
            },
      )
      .where(eq(publicPages.teacherId, teacherId))
      .returning();
    await record(
      tx,
      user,
      teacher,
      to === 'published' ? 'publicPageApproved' : 'publicPageTakenDown',
      changesBetween(audited(before), audited(after!)),
    );
    await notify({
      db: tx,
      userId: teacher.userId,
      ...(to === 'published'
        ? { code: 'publicPageApproved' as const }
        : { code: 'publicPageTakenDown' as const, params: { reason: reason! } }),
      link: OWN_PROFILE_LINK,
    });
    return after!;
  });
  return present(viewer, teacher, row, publicUrl);
}

export function approvePublicPage(options: { db: Database; user: SessionUser; teacherId: number; publicUrl: string }) {
  return review({ ...options, to: 'published' });
}

export function takeDownPublicPage(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  publicUrl: string;
  reason: string;
}) {
  return review({ ...options, to: 'taken_down' });
}

/** GET /api/public-pages?state=: the pages in one state (staff), the oldest request first. */
export async function listPublicPages(options: {
  db: Database;
  state: 'pending' | 'published' | 'taken_down';
}): Promise<PublicPageQueue> {
  const rows = await options.db
    .select({
      teacherId: publicPages.teacherId,
      teacherName: teachers.fullName,
      slug: publicPages.slug,
      state: publicPages.state,
      submittedAt: publicPages.submittedAt,
    })
    .from(publicPages)
    .innerJoin(teachers, eq(teachers.id, publicPages.teacherId))
    .where(and(eq(publicPages.state, options.state), eq(publicPages.enabled, true)))
    .orderBy(asc(publicPages.submittedAt), asc(teachers.fullName), asc(publicPages.teacherId))
    .limit(500);
  return {
    items: rows.map((row) => ({
      teacher_id: row.teacherId,
      teacher_name: row.teacherName,
      slug: row.slug,
      state: row.state as PublicPageState,
      submitted_at: row.submittedAt?.toISOString() ?? null,
    })),
  };
}
