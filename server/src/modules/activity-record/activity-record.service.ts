import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { entryColumns } from './activity-columns';
import {
  ACTIVITY_MAX_ENTRIES,
  ACTIVITY_MESSAGES,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityEntryFields,
  type ActivityKind,
  type ActivityList,
  type TeachingHistory,
} from '@contracts/activity-record';
import type { Text } from '@contracts/i18n/texts';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  activityEntries,
  activityEntryDocuments,
  activityEntryWorks,
  portfolioWorks,
  teachers,
  unifiedDocuments,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor, INVALID_CURSOR } from '../../lib/list-page';
import { recordActivity } from '../../shared/activities/activity.service';
import type { ActivityText } from '../../shared/activities/activity-texts';
import { changesBetween, type Changes } from '../../shared/activities/changes';
import { ownTeacherRecord } from '../../shared/people/own-records';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { maySeeWork } from '../portfolio/portfolio.policy';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import { presentEntry, type ActivityEntryRow, type ShownEvidence } from './activity-record.presenter';
import {
  changeReopensReview,
  mayDeleteEntry,
  mayEditEntry,
  mayHaveOwnRecord,
  mayReadTeachingHistoryOf,
  maySeeEntry,
  mayWriteRecordOf,
  seesWholeRecord,
  type ActivityViewer,
} from './activity-record.policy';
import { teachingHistory } from './teaching-history';

/*
 * A teacher's faculty record (issue 45, decision 041). Every change is one transaction with its audit entry (entity
 * 'teacher', the teacher's id): the entry's row, its evidence links (checked to be the teacher's own documents and
 * works, held while linked) and, for a review, the teacher's notification. A refused request changes nothing.
 */

const entryNotFound = () => new AppError('ACTIVITY_ENTRY_NOT_FOUND', ACTIVITY_MESSAGES.notFound);
const teacherNotFound = () => new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
const FORBIDDEN_RECORD: Text = /*i18n*/ {
  id: 'activityRecord.forbidden',
  message: 'Solo el propio profesor y la administración pueden cambiar este registro de actividad',
};
const FORBIDDEN_HISTORY: Text = /*i18n*/ {
  id: 'activityRecord.historyForbidden',
  message: 'Solo el propio profesor y la administración ven este historial docente',
};
const forbidden = (text: Text = FORBIDDEN_RECORD) => new AppError('FORBIDDEN', text);

/** Where a notification of a review takes the teacher: their own profile, where their record is. */
const OWN_RECORD_LINK = '/teacher/profile';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day PostgreSQL takes as a date ('2024-02-30' is not one). */
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

async function viewerOf(db: DbOrTx, user: SessionUser): Promise<ActivityViewer> {
  if (!mayHaveOwnRecord(user)) return { user, ownTeacherId: null };
  return { user, ownTeacherId: (await ownTeacherRecord(db, user.id))?.id ?? null };
}

async function teacherFacts(db: DbOrTx, teacherId: number) {
  const [row] = await db
    .select({ id: teachers.id, isActive: teachers.isActive, userId: teachers.userId })
    .from(teachers)
    .where(eq(teachers.id, teacherId));
  return row;
}

/** Locks the teacher's row until the transaction ends: additions to one record queue (its count is then exact). */
async function lockTeacher(tx: Tx, teacherId: number): Promise<void> {
  const [row] = await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId)).for('update');
  if (!row) throw teacherNotFound();
}

async function countEntries(db: DbOrTx, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(activityEntries)
    .where(eq(activityEntries.teacherId, teacherId));
  return row?.value ?? 0;
}

/** The entry, when the viewer may see it; 404 otherwise (an entry one may not see is not told to exist). */
async function visibleEntry(db: DbOrTx, viewer: ActivityViewer, entryId: number): Promise<ActivityEntryRow> {
  const [found] = await db
    .select({ entry: activityEntries, teacherActive: teachers.isActive })
    .from(activityEntries)
    .innerJoin(teachers, eq(teachers.id, activityEntries.teacherId))
    .where(eq(activityEntries.id, entryId));
  if (!found || !maySeeEntry(viewer, found.entry, found.teacherActive)) throw entryNotFound();
  return found.entry;
}

/**
 * The evidence of each entry as the viewer may see it: every document and work for staff and the teacher; for
 * anyone else the works they may see (public, not hidden), never a document.
 */
async function evidenceOf(
  db: DbOrTx,
  viewer: ActivityViewer,
  entries: ActivityEntryRow[],
): Promise<Map<number, ShownEvidence>> {
  const shown = new Map<number, ShownEvidence>(entries.map((entry) => [entry.id, { documents: [], works: [] }]));
  if (entries.length === 0) return shown;
  const ids = entries.map((entry) => entry.id);
  const whole = new Set(entries.filter((entry) => seesWholeRecord(viewer, entry.teacherId)).map((entry) => entry.id));
  const [documents, works] = await Promise.all([
    whole.size === 0
      ? []
      : db
          .select({
            entryId: activityEntryDocuments.entryId,
            id: unifiedDocuments.id,
            name: unifiedDocuments.originalName,
          })
          .from(activityEntryDocuments)
          .innerJoin(unifiedDocuments, eq(unifiedDocuments.id, activityEntryDocuments.documentId))
          .where(inArray(activityEntryDocuments.entryId, [...whole]))
          .orderBy(unifiedDocuments.id),
    db
      .select({
        entryId: activityEntryWorks.entryId,
        id: portfolioWorks.id,
        title: portfolioWorks.title,
        teacherId: portfolioWorks.teacherId,
        visibility: portfolioWorks.visibility,
        hiddenAt: portfolioWorks.hiddenAt,
      })
      .from(activityEntryWorks)
      .innerJoin(portfolioWorks, eq(portfolioWorks.id, activityEntryWorks.workId))
      .where(inArray(activityEntryWorks.entryId, ids))
      .orderBy(portfolioWorks.id),
  ]);
  for (const document of documents)
    shown.get(document.entryId)?.documents.push({ id: document.id, name: document.name });
  for (const work of works)
    if (maySeeWork(viewer, work)) shown.get(work.entryId)?.works.push({ id: work.id, title: work.title });
  return shown;
}

async function reviewerNames(db: DbOrTx, entries: ActivityEntryRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.reviewedBy === null ? [] : [entry.reviewedBy])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

async function presentEntries(db: DbOrTx, viewer: ActivityViewer, rows: ActivityEntryRow[]): Promise<ActivityEntry[]> {
  const [evidence, names] = await Promise.all([evidenceOf(db, viewer, rows), reviewerNames(db, rows)]);
  return rows.map((row) =>
    presentEntry(
      row,
      evidence.get(row.id)!,
      row.reviewedBy === null ? null : (names.get(row.reviewedBy) ?? null),
      viewer,
    ),
  );
}

async function presentOne(db: DbOrTx, viewer: ActivityViewer, row: ActivityEntryRow): Promise<ActivityEntry> {
  const [entry] = await presentEntries(db, viewer, [row]);
  return entry!;
}

/** A list cursor: the start date and id of the last entry of the page before. */
function afterOf(cursor: string | undefined): readonly [string, number] | undefined {
  if (cursor === undefined) return undefined;
  const after = decodeCursor(cursor);
  if (!isDay(after[0])) throw new AppError('INVALID_CURSOR', INVALID_CURSOR);
  return after;
}

/**
 * GET /api/teachers/{id}/activity: newest first (start date, then id), a page of `limit` after `cursor`, with the
 * number of entries the reader sees in all.
 */
export async function listActivity(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  query: { kind?: ActivityKind; cursor?: string; limit?: number };
}): Promise<ActivityList> {
  const { db, teacherId, query } = options;
  const viewer = await viewerOf(db, options.user);
  const teacher = await teacherFacts(db, teacherId);
  if (!teacher) throw teacherNotFound();
  const after = afterOf(query.cursor);
  const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
  const whole = seesWholeRecord(viewer, teacherId);
  const mayAdd = mayWriteRecordOf(viewer, teacherId);
  // The school sees nothing of an inactive teacher's record.
  if (!whole && !teacher.isActive) return { items: [], next_cursor: null, total: 0, can: { add: false } };
  const filters: (SQL | undefined)[] = [
    eq(activityEntries.teacherId, teacherId),
    query.kind ? eq(activityEntries.kind, query.kind) : undefined,
    whole ? undefined : eq(activityEntries.visibility, 'school'),
  ];
  const [fetched, [total], held] = await Promise.all([
    db
      .select()
      .from(activityEntries)
      .where(
        and(
          ...filters,
          after
            ? sql`(${activityEntries.startDate}, ${activityEntries.id}) < (${after[0]}::date, ${after[1]})`
            : undefined,
        ),
      )
      .orderBy(desc(activityEntries.startDate), desc(activityEntries.id))
      .limit(limit + 1),
    db
      .select({ value: count() })
      .from(activityEntries)
      .where(and(...filters)),
    mayAdd ? countEntries(db, teacherId) : Promise.resolve(ACTIVITY_MAX_ENTRIES),
  ]);
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  return {
    items: await presentEntries(db, viewer, rows),
    next_cursor: fetched.length > limit && last ? encodeCursor([last.startDate, last.id]) : null,
    total: total?.value ?? 0,
    can: { add: mayAdd && held < ACTIVITY_MAX_ENTRIES },
  };
}

/** The audit's view of an entry: its fields, its evidence's ids and where its review stands. */
function auditedFields(row: ActivityEntryRow, evidence: { documentIds: number[]; workIds: number[] }) {
  return {
    kind: row.kind,
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    description: row.description,
    organization: row.organization,
    role: row.role,
    city: row.city,
    country: row.country,
    production_type: row.productionType,
    platform_or_medium: row.platformOrMedium,
    format: row.format,
    selection: row.selection,
    scope: row.scope,
    links: row.links,
    visibility: row.visibility,
    document_ids: evidence.documentIds,
    work_ids: evidence.workIds,
    review_state: row.reviewState,
    review_note: row.reviewNote,
  };
}

async function linkedIds(tx: Tx, entryId: number) {
  const [documents, works] = await Promise.all([
    tx
      .select({ id: activityEntryDocuments.documentId })
      .from(activityEntryDocuments)
      .where(eq(activityEntryDocuments.entryId, entryId))
      .orderBy(activityEntryDocuments.documentId),
    tx
      .select({ id: activityEntryWorks.workId })
      .from(activityEntryWorks)
      .where(eq(activityEntryWorks.entryId, entryId))
      .orderBy(activityEntryWorks.workId),
  ]);
  return { documentIds: documents.map((row) => row.id), workIds: works.map((row) => row.id) };
}

/**
 * Refuses evidence that is not the teacher's own: each document a unified document of the teacher (owner kind
 * 'teacher', entity the teacher; never their profile photo), each work a work of their portfolio. The rows found are
 * held (FOR SHARE) until the transaction ends, so none is deleted between this check and its link.
 */
async function assertOwnEvidence(tx: Tx, teacherId: number, fields: ActivityEntryFields): Promise<void> {
  const refused = () => new AppError('ACTIVITY_EVIDENCE_NOT_OWN', ACTIVITY_MESSAGES.evidenceNotOwn);
  if (fields.document_ids.length > 0) {
    const found = await tx
      .select({ id: unifiedDocuments.id })
      .from(unifiedDocuments)
      .where(
        and(
          inArray(unifiedDocuments.id, fields.document_ids),
          eq(unifiedDocuments.documentType, 'teacher'),
          eq(unifiedDocuments.entityId, teacherId),
          eq(unifiedDocuments.isProfilePhoto, false),
        ),
      )
      .for('share');
    if (found.length !== fields.document_ids.length) throw refused();
  }
  if (fields.work_ids.length > 0) {
    const found = await tx
      .select({ id: portfolioWorks.id })
      .from(portfolioWorks)
      .where(and(inArray(portfolioWorks.id, fields.work_ids), eq(portfolioWorks.teacherId, teacherId)))
      .for('share');
    if (found.length !== fields.work_ids.length) throw refused();
  }
}

async function linkEvidence(tx: Tx, entryId: number, fields: ActivityEntryFields): Promise<void> {
  await tx.delete(activityEntryDocuments).where(eq(activityEntryDocuments.entryId, entryId));
  await tx.delete(activityEntryWorks).where(eq(activityEntryWorks.entryId, entryId));
  if (fields.document_ids.length > 0)
    await tx.insert(activityEntryDocuments).values(fields.document_ids.map((documentId) => ({ entryId, documentId })));
  if (fields.work_ids.length > 0)
    await tx.insert(activityEntryWorks).values(fields.work_ids.map((workId) => ({ entryId, workId })));
}

const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function record(
  tx: Tx,
  user: SessionUser,
  teacherId: number,
  activity: ActivityText,
  changes?: Changes,
): Promise<void> {
  await recordActivity(tx, { userId: user.id, activity, entityType: 'teacher', entityId: teacherId, changes });
}

/** POST /api/teachers/{id}/activity: the teacher on their own record, or staff on anyone's. */
export async function addActivityEntry(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  fields: ActivityEntryFields;
}): Promise<ActivityEntry> {
  const { db, user, teacherId, fields } = options;
  const viewer = await viewerOf(db, user);
  if (!mayWriteRecordOf(viewer, teacherId)) throw forbidden();
  const row = await db.transaction(async (tx) => {
    await lockTeacher(tx, teacherId);
    // Counted under the teacher's lock: two additions at once cannot both take the last place.
    if ((await countEntries(tx, teacherId)) >= ACTIVITY_MAX_ENTRIES)
      throw new AppError('ACTIVITY_RECORD_FULL', ACTIVITY_MESSAGES.tooMany, undefined, { max: ACTIVITY_MAX_ENTRIES });
    await assertOwnEvidence(tx, teacherId, fields);
    const [entry] = await tx
      .insert(activityEntries)
      .values({ ...entryColumns(fields), teacherId, createdBy: user.id })
      .returning();
    await linkEvidence(tx, entry!.id, fields);
    const evidence = { documentIds: sortedIds(fields.document_ids), workIds: sortedIds(fields.work_ids) };
    await record(
      tx,
      user,
      teacherId,
      { code: 'activityEntryAdded', params: { title: entry!.title } },
      changesBetween({}, auditedFields(entry!, evidence)),
    );
    return entry!;
  });
  return presentOne(db, viewer, row);
}

/**
 * PUT /api/activity/{entryId}: the whole entry, by its teacher or staff. A teacher's change to a verified or returned
 * entry sends it back to 'pending' and clears the review; staff's changes keep it. Nothing changed, nothing recorded.
 */
export async function updateActivityEntry(options: {
  db: Database;
  user: SessionUser;
  entryId: number;
  fields: ActivityEntryFields;
}): Promise<ActivityEntry> {
  const { db, user, entryId, fields } = options;
  const viewer = await viewerOf(db, user);
  const current = await visibleEntry(db, viewer, entryId);
  if (!mayEditEntry(viewer, current)) throw forbidden();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(activityEntries).where(eq(activityEntries.id, entryId)).for('update');
    if (!before) throw entryNotFound();
    await assertOwnEvidence(tx, before.teacherId, fields);
    const beforeEvidence = await linkedIds(tx, entryId);
    const afterEvidence = { documentIds: sortedIds(fields.document_ids), workIds: sortedIds(fields.work_ids) };
    const columns = entryColumns(fields);
    const changed = changesBetween(auditedFields(before, beforeEvidence), {
      ...auditedFields({ ...before, ...columns }, afterEvidence),
      review_state: before.reviewState,
      review_note: before.reviewNote,
    });
    if (!changed) return before;
    const reopen = changeReopensReview(viewer) && before.reviewState !== 'pending';
    const [after] = await tx
      .update(activityEntries)
      .set({
        ...columns,
        ...(reopen ? { reviewState: 'pending', reviewedBy: null, reviewedAt: null, reviewNote: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(activityEntries.id, entryId))
      .returning();
    await linkEvidence(tx, entryId, fields);
    await record(
      tx,
      user,
      before.teacherId,
      { code: 'activityEntryUpdated', params: { title: after!.title } },
      changesBetween(auditedFields(before, beforeEvidence), auditedFields(after!, afterEvidence)),
    );
    return after!;
  });
  return presentOne(db, viewer, row);
}

/** DELETE /api/activity/{entryId}: its teacher or staff; the evidence links go with it (the documents and works stay). */
export async function deleteActivityEntry(options: {
  db: Database;
  user: SessionUser;
  entryId: number;
}): Promise<void> {
  const { db, user, entryId } = options;
  const viewer = await viewerOf(db, user);
  const current = await visibleEntry(db, viewer, entryId);
  if (!mayDeleteEntry(viewer, current)) throw forbidden();
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(activityEntries).where(eq(activityEntries.id, entryId)).for('update');
    if (!locked) throw entryNotFound();
    const evidence = await linkedIds(tx, entryId);
    await tx.delete(activityEntries).where(eq(activityEntries.id, entryId));
    await record(
      tx,
      user,
      locked.teacherId,
      { code: 'activityEntryDeleted', params: { title: locked.title } },
      changesBetween(auditedFields(locked, evidence), {}),
    );
  });
}

/** POST /api/activity/{entryId}/verify and /return (staff): the review, its audit entry and the teacher's notice. */
async function review(options: {
  db: Database;
  user: SessionUser;
  entryId: number;
  state: 'verified' | 'returned';
  note: string;
}): Promise<ActivityEntry> {
  const { db, user, entryId, state, note } = options;
  const viewer = await viewerOf(db, user);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(activityEntries).where(eq(activityEntries.id, entryId)).for('update');
    if (!before) throw entryNotFound();
    const [after] = await tx
      .update(activityEntries)
      .set({ reviewState: state, reviewedBy: user.id, reviewedAt: new Date(), reviewNote: note })
      .where(eq(activityEntries.id, entryId))
      .returning();
    const evidence = await linkedIds(tx, entryId);
    await record(
      tx,
      user,
      before.teacherId,
      {
        code: state === 'verified' ? 'activityEntryVerified' : 'activityEntryReturned',
        params: { title: before.title },
      },
      changesBetween(auditedFields(before, evidence), auditedFields(after!, evidence)),
    );
    const teacher = await teacherFacts(tx, before.teacherId);
    if (teacher?.userId)
      await notify({
        db: tx,
        userId: teacher.userId,
        ...(state === 'verified'
          ? { code: 'activityEntryVerified', params: { title: before.title, note } }
          : { code: 'activityEntryReturned', params: { title: before.title, reason: note } }),
        link: OWN_RECORD_LINK,
      });
    return after!;
  });
  return presentOne(db, viewer, row);
}

/** POST /api/activity/{entryId}/verify (staff): verified, with the evidence it was checked against in words. */
export function verifyActivityEntry(options: { db: Database; user: SessionUser; entryId: number; note: string }) {
  return review({ ...options, state: 'verified' });
}

/** POST /api/activity/{entryId}/return (staff): returned to the teacher with a reason. */
export function returnActivityEntry(options: { db: Database; user: SessionUser; entryId: number; reason: string }) {
  return review({
    db: options.db,
    user: options.user,
    entryId: options.entryId,
    state: 'returned',
    note: options.reason,
  });
}

/** GET /api/teachers/{id}/teaching-history: staff and the teacher themself. */
export async function readTeachingHistory(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
}): Promise<TeachingHistory> {
  const { db, teacherId } = options;
  const viewer = await viewerOf(db, options.user);
  if (!mayReadTeachingHistoryOf(viewer, teacherId)) throw forbidden(FORBIDDEN_HISTORY);
  if (!(await teacherFacts(db, teacherId))) throw teacherNotFound();
  return teachingHistory(db, teacherId);
}
