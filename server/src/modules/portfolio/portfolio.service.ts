import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import type { PhotoSize } from '@contracts/photos';
import {
  PORTFOLIO_MAX_WORKS,
  PORTFOLIO_MESSAGES,
  type PortfolioList,
  type PortfolioWork,
  type PortfolioWorkFields,
} from '@contracts/portfolio';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { portfolioWorks, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import type { FieldChange } from '@contracts/audit';
import { recordActivity } from '../../shared/activities/activity.service';
import type { ActivityText } from '../../shared/activities/activity-texts';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { ownTeacherRecord } from '../../shared/people/own-records';
import { matchesEtag } from '../photos/photo-view';
import { discardPhotoSizes, publishPhotoSizes } from '../photos/photo-files';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import {
  deleteWorkImageRows,
  insertWorkImageRows,
  parseWorkFields,
  processWorkImage,
  receiveWorkUpload,
  workImageEtag,
  workImageFile,
  type ProcessedImage,
} from './portfolio-images';
import { presentList, presentWork, type PortfolioWorkRow } from './portfolio.presenter';
import {
  maySeeWork,
  mayDeleteWork,
  mayEditWork,
  mayHaveOwnPortfolio,
  mayWritePortfolioOf,
  seesWholePortfolio,
  type PortfolioViewer,
} from './portfolio.policy';
import { assertTechniqueKnown, techniqueLabels } from './portfolio-techniques';

/*
 * A teacher's works (issue 26). Every change is one transaction with its activity (entity 'teacher', the teacher's
 * id); an image's files are published as that transaction's last step and the files a change frees are removed after
 * its commit (decision 005). A refused or failed upload leaves no file and no row.
 */

type Parts = AsyncIterableIterator<Multipart> | undefined;

const workNotFound = () => new AppError('PORTFOLIO_WORK_NOT_FOUND', PORTFOLIO_MESSAGES.notFound);
const forbidden = () =>
  new AppError(
    'FORBIDDEN',
    /*i18n*/ { id: 'portfolio.forbidden', message: 'No tienes permiso para cambiar este portafolio' },
  );

export async function viewerOf(db: DbOrTx, user: SessionUser): Promise<PortfolioViewer> {
  if (!mayHaveOwnPortfolio(user)) return { user, ownTeacherId: null };
  return { user, ownTeacherId: (await ownTeacherRecord(db, user.id))?.id ?? null };
}

async function assertTeacherExists(db: DbOrTx, teacherId: number): Promise<void> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId));
  if (!row) throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
}

/** The work, when the viewer may see it; 404 otherwise (a work one may not see is not told to exist). */
async function visibleWork(db: DbOrTx, viewer: PortfolioViewer, workId: number): Promise<PortfolioWorkRow> {
  const [row] = await db.select().from(portfolioWorks).where(eq(portfolioWorks.id, workId));
  if (!row || !maySeeWork(viewer, row)) throw workNotFound();
  return row;
}

/**
 * Locks the work's row, applies `set` and records the fields that changed; 404 when the work is gone. `say` names the
 * change for the log from the row before and after it.
 */
async function changeWorkRow(
  tx: Tx,
  user: SessionUser,
  workId: number,
  set: Partial<typeof portfolioWorks.$inferInsert>,
  say: (before: PortfolioWorkRow, after: PortfolioWorkRow) => ActivityText,
): Promise<{ before: PortfolioWorkRow; after: PortfolioWorkRow }> {
  const [before] = await tx.select().from(portfolioWorks).where(eq(portfolioWorks.id, workId)).for('update');
  if (!before) throw workNotFound();
  const [after] = await tx.update(portfolioWorks).set(set).where(eq(portfolioWorks.id, workId)).returning();
  await record(
    tx,
    user,
    before.teacherId,
    say(before, after!),
    changesBetween(auditedFields(before), auditedFields(after!)),
  );
  return { before, after: after! };
}

/** Locks the teacher's row until the transaction ends: changes to one portfolio's count and order queue. */
async function lockTeacher(tx: Tx, teacherId: number): Promise<void> {
  const [row] = await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId)).for('update');
  if (!row) throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
}

async function countWorks(db: DbOrTx, teacherId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(portfolioWorks).where(eq(portfolioWorks.teacherId, teacherId));
  return row?.value ?? 0;
}

/** The audit's view of a work's fields (no image names). */
const auditedFields = (row: PortfolioWorkRow) => ({
  title: row.title,
  year: row.year,
  technique_code: row.techniqueCode,
  technique_note: row.techniqueNote,
  description: row.description,
  link_url: row.linkUrl,
  visibility: row.visibility,
  position: row.position,
  hidden_reason: row.hiddenReason,
});

function columnsOf(fields: Partial<PortfolioWorkFields>) {
  return {
    title: fields.title,
    year: fields.year,
    techniqueCode: fields.technique_code,
    techniqueNote: fields.technique_note,
    description: fields.description,
    linkUrl: fields.link_url,
    visibility: fields.visibility,
  };
}

/** An entry of the teacher's audit log; `changes` is field → before and after, as the log's readers expect. */
async function record(
  tx: Tx,
  user: SessionUser,
  teacherId: number,
  activity: ActivityText,
  changes?: Record<string, FieldChange>,
): Promise<void> {
  await recordActivity(tx, { userId: user.id, activity, entityType: 'teacher', entityId: teacherId, changes });
}

async function readList(db: DbOrTx, viewer: PortfolioViewer, teacherId: number): Promise<PortfolioList> {
  const whole = seesWholePortfolio(viewer, teacherId);
  const rows = await db
    .select()
    .from(portfolioWorks)
    .where(
      whole
        ? eq(portfolioWorks.teacherId, teacherId)
        : and(
            eq(portfolioWorks.teacherId, teacherId),
            eq(portfolioWorks.visibility, 'public'),
            isNull(portfolioWorks.hiddenAt),
          ),
    )
    .orderBy(asc(portfolioWorks.position), asc(portfolioWorks.id));
  const own = mayWritePortfolioOf(viewer, teacherId);
  // The limit counts every work, seen or not (the teacher sees them all).
  return presentList(rows, await techniqueLabels(db), viewer, {
    add: own && rows.length < PORTFOLIO_MAX_WORKS,
    reorder: own,
  });
}

/** GET /api/teachers/{id}/portfolio. */
export async function listPortfolio(options: { db: Database; user: SessionUser; teacherId: number }) {
  const { db, teacherId } = options;
  const viewer = await viewerOf(db, options.user);
  await assertTeacherExists(db, teacherId);
  return readList(db, viewer, teacherId);
}

/** Publishes a processed image's files as the transaction's last step; on any failure they go (and nothing else). */
async function withImage<T>(
  storage: FileStorage,
  image: ProcessedImage,
  write: (publish: () => Promise<void>) => Promise<T>,
): Promise<T> {
  let publishing = false;
  try {
    return await write(async () => {
      publishing = true;
      await publishPhotoSizes(storage, image.files);
    });
  } catch (error) {
    await discardPhotoSizes(storage, image.files, publishing);
    throw error;
  }
}

/** POST /api/teachers/{id}/portfolio (multipart): the teacher adds a work, last in the order. */
export async function addWork(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  teacherId: number;
  parts: Parts;
}): Promise<PortfolioWork> {
  const { db, storage, user, teacherId } = options;
  const viewer = await viewerOf(db, user);
  // Before a byte of the upload is read: a refused request writes nothing.
  if (!mayWritePortfolioOf(viewer, teacherId)) throw forbidden();
  if ((await countWorks(db, teacherId)) >= PORTFOLIO_MAX_WORKS)
    throw new AppError('PORTFOLIO_FULL', PORTFOLIO_MESSAGES.tooMany, undefined, { max: PORTFOLIO_MAX_WORKS });
  const received = await receiveWorkUpload(options.parts);
  const fields = parseWorkFields(received.fields);
  // Checked again under its lock in the transaction; here so that a bad code costs no image processing.
  await assertTechniqueKnown(db, fields.technique_code);
  const image = await processWorkImage(storage, received.image);
  const row = await withImage(storage, image, (publish) =>
    db.transaction(async (tx) => {
      await lockTeacher(tx, teacherId);
      await assertTechniqueKnown(tx, fields.technique_code, { hold: true });
      // Counted under the teacher's lock: two uploads at once cannot both take the last place.
      if ((await countWorks(tx, teacherId)) >= PORTFOLIO_MAX_WORKS)
        throw new AppError('PORTFOLIO_FULL', PORTFOLIO_MESSAGES.tooMany, undefined, { max: PORTFOLIO_MAX_WORKS });
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${portfolioWorks.position}) + 1, 0)::int` })
        .from(portfolioWorks)
        .where(eq(portfolioWorks.teacherId, teacherId))) as [{ next: number }];
      const [work] = await tx
        .insert(portfolioWorks)
        .values({
          ...columnsOf(fields),
          title: fields.title,
          teacherId,
          position: next,
          imageWidth: image.width,
          imageHeight: image.height,
        })
        .returning();
      await insertWorkImageRows(tx, work!.id, image.files);
      await record(
        tx,
        user,
        teacherId,
        { code: 'portfolioWorkAdded', params: { title: work!.title } },
        changesBetween({}, auditedFields(work!)),
      );
      await publish();
      return work!;
    }),
  );
  return presentWork(row, await techniqueLabels(db), viewer);
}

/** PATCH /api/portfolio/{workId}: the teacher changes a work's fields. */
export async function updateWork(options: {
  db: Database;
  user: SessionUser;
  workId: number;
  patch: Partial<PortfolioWorkFields>;
}): Promise<PortfolioWork> {
  const { db, user, workId, patch } = options;
  const viewer = await viewerOf(db, user);
  const current = await visibleWork(db, viewer, workId);
  if (!mayEditWork(viewer, current)) throw forbidden();
  const { after: row } = await db.transaction(async (tx) => {
    await assertTechniqueKnown(tx, patch.technique_code, { hold: true });
    return changeWorkRow(tx, user, workId, { ...columnsOf(patch), updatedAt: new Date() }, (_, after) => ({
      code: 'portfolioWorkUpdated',
      params: { title: after.title },
    }));
  });
  return presentWork(row, await techniqueLabels(db), viewer);
}

/** PUT /api/portfolio/{workId}/image (multipart): the teacher replaces a work's image; the old files go. */
export async function replaceWorkImage(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  workId: number;
  parts: Parts;
}): Promise<PortfolioWork> {
  const { db, storage, user, workId } = options;
  const viewer = await viewerOf(db, user);
  const current = await visibleWork(db, viewer, workId);
  if (!mayEditWork(viewer, current)) throw forbidden();
  const received = await receiveWorkUpload(options.parts);
  const image = await processWorkImage(storage, received.image);
  const { row, freed } = await withImage(storage, image, (publish) =>
    db.transaction(async (tx) => {
      await holdFileRemovalLock(tx);
      const [locked] = await tx.select().from(portfolioWorks).where(eq(portfolioWorks.id, workId)).for('update');
      if (!locked) throw workNotFound();
      const freed = await deleteWorkImageRows(tx, [workId]);
      await insertWorkImageRows(tx, workId, image.files);
      const [updated] = await tx
        .update(portfolioWorks)
        .set({ imageWidth: image.width, imageHeight: image.height, updatedAt: new Date() })
        .where(eq(portfolioWorks.id, workId))
        .returning();
      await record(tx, user, locked.teacherId, {
        code: 'portfolioWorkImageReplaced',
        params: { title: locked.title },
      });
      await publish();
      return { row: updated!, freed };
    }),
  );
  await removeFiles(storage, freed);
  return presentWork(row, await techniqueLabels(db), viewer);
}

async function removeFiles(storage: FileStorage, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => storage.remove(name).catch(() => undefined)));
}

/** DELETE /api/portfolio/{workId}: the teacher or staff remove a work, its rows and then its files. */
export async function deleteWork(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  workId: number;
}): Promise<void> {
  const { db, storage, user, workId } = options;
  const viewer = await viewerOf(db, user);
  const current = await visibleWork(db, viewer, workId);
  if (!mayDeleteWork(viewer, current)) throw forbidden();
  const freed = await db.transaction(async (tx) => {
    await holdFileRemovalLock(tx);
    await lockTeacher(tx, current.teacherId);
    const names = await deleteWorkImageRows(tx, [workId]);
    const [removed] = await tx.delete(portfolioWorks).where(eq(portfolioWorks.id, workId)).returning();
    if (!removed) throw workNotFound();
    await record(
      tx,
      user,
      removed.teacherId,
      { code: 'portfolioWorkDeleted', params: { title: removed.title } },
      changesBetween(auditedFields(removed), {}),
    );
    return names;
  });
  await removeFiles(storage, freed);
}

/** PUT /api/teachers/{id}/portfolio/order: exactly the portfolio's work ids, in their new order. */
export async function reorderPortfolio(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  ids: number[];
}): Promise<PortfolioList> {
  const { db, user, teacherId, ids } = options;
  const viewer = await viewerOf(db, user);
  if (!mayWritePortfolioOf(viewer, teacherId)) throw forbidden();
  await db.transaction(async (tx) => {
    await lockTeacher(tx, teacherId);
    const current = await tx
      .select({ id: portfolioWorks.id })
      .from(portfolioWorks)
      .where(eq(portfolioWorks.teacherId, teacherId))
      .orderBy(asc(portfolioWorks.position), asc(portfolioWorks.id));
    const known = new Set(current.map((row) => row.id));
    const asked = new Set(ids);
    if (asked.size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new AppError('PORTFOLIO_ORDER_INVALID', PORTFOLIO_MESSAGES.orderInvalid);
    if (ids.length === 0) return;
    await tx.execute(
      sql`update ${portfolioWorks} set position = o.ord - 1
          from unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]`)}::int[]) with ordinality as o(id, ord)
          where ${portfolioWorks.id} = o.id and ${portfolioWorks.teacherId} = ${teacherId}`,
    );
    await record(
      tx,
      user,
      teacherId,
      { code: 'portfolioReordered' },
      {
        order: { before: current.map((row) => row.id), after: ids },
      },
    );
  });
  return readList(db, viewer, teacherId);
}

/** POST /api/portfolio/{workId}/hide (staff): hidden from the school, with a reason the teacher is notified of. */
export async function hideWork(options: {
  db: Database;
  user: SessionUser;
  workId: number;
  reason: string;
}): Promise<PortfolioWork> {
  const { db, user, workId, reason } = options;
  const viewer = await viewerOf(db, user);
  await visibleWork(db, viewer, workId);
  const row = await db.transaction(async (tx) => {
    const { before, after } = await changeWorkRow(
      tx,
      user,
      workId,
      { hiddenReason: reason, hiddenAt: new Date(), hiddenBy: user.id },
      (work) => ({ code: 'portfolioWorkHidden', params: { title: work.title } }),
    );
    const [teacher] = await tx
      .select({ userId: teachers.userId })
      .from(teachers)
      .where(eq(teachers.id, before.teacherId));
    if (teacher?.userId)
      await notify({
        db: tx,
        userId: teacher.userId,
        code: 'portfolioWorkHidden',
        params: { title: before.title, reason },
        link: '/teacher/profile',
      });
    return after;
  });
  return presentWork(row, await techniqueLabels(db), viewer);
}

/** POST /api/portfolio/{workId}/unhide (staff): the work is seen as its visibility says again. */
export async function unhideWork(options: { db: Database; user: SessionUser; workId: number }): Promise<PortfolioWork> {
  const { db, user, workId } = options;
  const viewer = await viewerOf(db, user);
  await visibleWork(db, viewer, workId);
  const { after: row } = await db.transaction((tx) =>
    changeWorkRow(tx, user, workId, { hiddenReason: null, hiddenAt: null, hiddenBy: null }, (before) => ({
      code: 'portfolioWorkShown',
      params: { title: before.title },
    })),
  );
  return presentWork(row, await techniqueLabels(db), viewer);
}

/** GET /api/portfolio/{workId}/image/{size}: the stored file (streamed) and its entity tag, when the user may see it. */
export async function openWorkImage(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  workId: number;
  size: PhotoSize;
  ifNoneMatch: string | undefined;
}) {
  const { db, storage, workId, size } = options;
  const viewer = await viewerOf(db, options.user);
  await visibleWork(db, viewer, workId);
  const file = await workImageFile(db, workId, size);
  if (!file) throw workNotFound();
  const etag = workImageEtag(workId, size, file.filename);
  if (matchesEtag(options.ifNoneMatch, etag)) return { etag, notModified: true as const };
  const opened = await storage.open(file.filename);
  return { etag, notModified: false as const, stream: opened.stream, size: opened.size };
}
