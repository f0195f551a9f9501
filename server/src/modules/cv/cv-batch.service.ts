import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { CV_MESSAGES, type CvBatch, type CvOptions } from '@contracts/cv';
import type { Language } from '@contracts/languages';
import type { Database } from '../../db/client';
import { cvBatches, teachers, users } from '../../db/schema/index';
import { readerLanguage } from '../../i18n/reader-language';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import type { FileStorage } from '../../storage/file-storage';
import { writePdfZip } from '../../storage/pdf-zip';
import type { UntrustedWork } from '../../untrusted-work/pool';
import type { SessionUser } from '../auth/session.service';
import { CV_TEACHER_COLUMNS, cvFileName, cvRenderInput } from './cv-data';

/*
 * Every active teacher's CV as one ZIP (issue 45, decision 042). The request writes the batch and its job in one
 * transaction and answers at once (202); the job renders the CVs one after another in the pool's threads and adds
 * each PDF to a ZIP streamed into one encrypted file of the data folder, keeping `done`/`failed` for the screen's
 * progress bar. One CV is in memory at a time (and what the file has not yet taken of the ZIP's stream), whatever
 * the number of teachers. The download streams the file decrypted.
 */

export type CvBatchRow = typeof cvBatches.$inferSelect;

/** The transaction lock that makes starting a batch one at a time. */
const CV_BATCH_LOCK_KEY = 4_504_202_611;

/**
 * POST /api/cv-batches: the batch, its audit entry and its job in one transaction; while a batch is pending or
 * running, that batch instead (a second click, or another staff member, does not render everything twice).
 */
export async function startCvBatch(options: {
  db: Database;
  jobs: JobQueue;
  user: SessionUser;
  cv: CvOptions;
  language: Language;
}): Promise<CvBatchRow> {
  const { db, jobs, user, cv, language } = options;
  return db.transaction(async (tx) => {
    // One batch at a time for the school: asked again while one is under way, the answer is that batch.
    await tx.execute(sql`select pg_advisory_xact_lock(${CV_BATCH_LOCK_KEY})`);
    const [running] = await tx
      .select()
      .from(cvBatches)
      .where(inArray(cvBatches.state, ['pending', 'running']))
      .orderBy(desc(cvBatches.id))
      .limit(1);
    if (running) return running;
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(teachers)
      .where(eq(teachers.isActive, true));
    const [batch] = await tx
      .insert(cvBatches)
      .values({ requestedBy: user.id, language, options: cv as unknown as Record<string, unknown>, total: count })
      .returning();
    await recordActivity(tx, { userId: user.id, activity: { code: 'cvBatchStarted', params: { count } } });
    await jobs.send('cv-batch', { batchId: batch!.id }, { db: tx });
    return batch!;
  });
}

export async function getCvBatch(options: { db: Database; id: number }): Promise<CvBatchRow> {
  const [batch] = await options.db.select().from(cvBatches).where(eq(cvBatches.id, options.id));
  if (!batch) throw new AppError('CV_BATCH_NOT_FOUND', CV_MESSAGES.batchNotFound);
  return batch;
}

export function presentCvBatch(batch: CvBatchRow): CvBatch {
  return {
    id: batch.id,
    state: batch.state as CvBatch['state'],
    total: batch.total,
    done: batch.done,
    failed: batch.failed,
    created_at: batch.createdAt.toISOString(),
    finished_at: batch.finishedAt?.toISOString() ?? null,
    download_url: batch.state === 'done' && batch.fileName ? `/api/cv-batches/${batch.id}/download` : null,
  };
}

/** The batch's ZIP, decrypted as it is read; 409 until the job has published it, and once a newer batch replaced it. */
export async function openCvBatchZip(options: {
  db: Database;
  storage: FileStorage;
  id: number;
}): Promise<{ stream: Readable; size: number; fileName: string }> {
  const batch = await getCvBatch(options);
  if (batch.state !== 'done' || !batch.fileName) throw new AppError('CV_BATCH_NOT_READY', CV_MESSAGES.batchNotReady);
  const { stream, size } = await options.storage.open(batch.fileName);
  return { stream, size, fileName: `CV-${batch.createdAt.toISOString().slice(0, 10)}-${batch.id}.zip` };
}

/** A name not yet in the ZIP: two teachers of the same name get '(2)'. */
/**
 * The job `cv-batch`: every active teacher's CV (by name) into the ZIP, `done`/`failed` kept after each, then the
 * file published and the batch done in one transaction. A CV that fails (a render refused) is counted and skipped;
 * the ZIP failing leaves the batch failed and its temporary file removed. A retry writes the ZIP again.
 */
export async function workCvBatch(options: {
  db: Database;
  storage: FileStorage;
  issuer: { name: string; url: string };
  work: UntrustedWork;
  batchId: number;
  /** The school's language: a teacher's CV is written in theirs, the school's until they choose (decision 040). */
  schoolLanguage: Language;
  /** Called after each CV (the bench samples memory there). */
  afterEach?: (done: number) => void;
}): Promise<void> {
  const { db, storage, batchId } = options;
  const [batch] = await db
    .update(cvBatches)
    .set({ state: 'running', done: 0, failed: 0 })
    .where(and(eq(cvBatches.id, batchId), ne(cvBatches.state, 'done')))
    .returning();
  if (!batch) return;
  // Kept as the request's schema gave it (its output: sections as a list).
  const cv = batch.options as unknown as CvOptions;
  await writePdfZip({
    storage,
    // Each CV in its teacher's language: the one they chose, else the school's (decision 040), whoever asked.
    items: async () => {
      const ids = await db
        .select({ id: teachers.id, chosen: users.language })
        .from(teachers)
        .leftJoin(users, eq(users.id, teachers.userId))
        .where(eq(teachers.isActive, true))
        .orderBy(asc(teachers.fullName), asc(teachers.id));
      await db.update(cvBatches).set({ total: ids.length }).where(eq(cvBatches.id, batchId));
      return ids;
    },
    render: async ({ id, chosen }) => {
      const language = readerLanguage({ language: chosen }, options.schoolLanguage);
      const [teacher] = await db.select(CV_TEACHER_COLUMNS).from(teachers).where(eq(teachers.id, id));
      if (!teacher) throw new Error('gone');
      const input = await cvRenderInput({ db, storage, issuer: options.issuer, teacher, cv, language });
      return { bytes: await options.work.run('renderCv', input), fileName: cvFileName(teacher.fullName) };
    },
    progress: async ({ done, failed }) => {
      await db.update(cvBatches).set({ done, failed }).where(eq(cvBatches.id, batchId));
      options.afterEach?.(done + failed);
    },
    // The new ZIP replaces those of earlier batches: their files go once this one is published.
    publish: (name) =>
      db.transaction(async (tx) => {
        // A backup's snapshot naming an earlier ZIP links it before it goes (storage/file-removal-lock.ts).
        await holdFileRemovalLock(tx);
        const earlier = await tx
          .select({ id: cvBatches.id, fileName: cvBatches.fileName })
          .from(cvBatches)
          .where(and(ne(cvBatches.id, batchId), isNotNull(cvBatches.fileName)))
          .for('update');
        if (earlier.length)
          await tx
            .update(cvBatches)
            .set({ fileName: null })
            .where(
              inArray(
                cvBatches.id,
                earlier.map((row) => row.id),
              ),
            );
        await storage.publish(name);
        await tx
          .update(cvBatches)
          .set({ state: 'done', fileName: name, finishedAt: new Date() })
          .where(eq(cvBatches.id, batchId));
        return earlier.map((row) => row.fileName!);
      }),
    failed: async () => {
      await db.update(cvBatches).set({ state: 'failed', finishedAt: new Date() }).where(eq(cvBatches.id, batchId));
    },
  });
}
