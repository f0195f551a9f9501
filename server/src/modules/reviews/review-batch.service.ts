import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@contracts/languages';
import { REVIEW_MESSAGES, reviewBatchDownloadPath, type ReviewBatch } from '@contracts/reviews';
import type { Database } from '../../db/client';
import { reviewBatches, reviewCycles, reviews, teachers } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import type { FileStorage } from '../../storage/file-storage';
import { writePdfZip } from '../../storage/pdf-zip';
import type { UntrustedWork } from '../../untrusted-work/pool';
import type { SessionUser } from '../auth/session.service';
import { renderReview, reviewFileName } from './review-document';
import { closedReviewById } from './reviews.service';

/*
 * The documents of a cycle's closed reviews as one ZIP (issue 46), made as the CVs' batch is (decision 042): the
 * request writes the batch (with the staff member's reason, audited) and its job in one transaction and answers at
 * once (202); the job renders the PDFs one after another in the pool's threads into a ZIP streamed to one encrypted
 * file, keeping `done`/`failed` for the progress bar. A newer batch of the same cycle replaces the older's file.
 */

export type ReviewBatchRow = typeof reviewBatches.$inferSelect;

/** The transaction lock that makes starting a cycle's batch one at a time: this plus the cycle's id (a bigint). */
const REVIEW_BATCH_LOCK_BASE = 4_604_202_611_000_000;

const batchNotFound = () => new AppError('REVIEW_BATCH_NOT_FOUND', REVIEW_MESSAGES.batchNotFound);

/** POST /api/review-cycles/{id}/document-batches (staff): the batch, its audit entry and its job; one at a time a cycle. */
export async function startReviewBatch(options: {
  db: Database;
  jobs: JobQueue;
  user: SessionUser;
  cycleId: number;
  reason: string;
  language: Language;
}): Promise<ReviewBatchRow> {
  const { db, jobs, user, cycleId } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REVIEW_BATCH_LOCK_BASE}::bigint + ${cycleId})`);
    const [cycle] = await tx.select().from(reviewCycles).where(eq(reviewCycles.id, cycleId));
    if (!cycle) throw new AppError('REVIEW_CYCLE_NOT_FOUND', REVIEW_MESSAGES.cycleNotFound);
    const [running] = await tx
      .select()
      .from(reviewBatches)
      .where(and(eq(reviewBatches.cycleId, cycleId), inArray(reviewBatches.state, ['pending', 'running'])))
      .orderBy(desc(reviewBatches.id))
      .limit(1);
    if (running) return running;
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.cycleId, cycleId), eq(reviews.state, 'closed')));
    if (count === 0) throw new AppError('REVIEW_DOCUMENT_NOT_READY', REVIEW_MESSAGES.documentNotReady);
    const [batch] = await tx
      .insert(reviewBatches)
      .values({ cycleId, requestedBy: user.id, language: options.language, reason: options.reason, total: count })
      .returning();
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'reviewBatchStarted', params: { name: cycle.name, reason: options.reason } },
    });
    await jobs.send('review-batch', { batchId: batch!.id }, { db: tx });
    return batch!;
  });
}

export async function getReviewBatch(options: { db: Database; id: number }): Promise<ReviewBatchRow> {
  const [batch] = await options.db.select().from(reviewBatches).where(eq(reviewBatches.id, options.id));
  if (!batch) throw batchNotFound();
  return batch;
}

export function presentReviewBatch(batch: ReviewBatchRow): ReviewBatch {
  return {
    id: batch.id,
    cycle_id: batch.cycleId,
    state: batch.state as ReviewBatch['state'],
    total: batch.total,
    done: batch.done,
    failed: batch.failed,
    created_at: batch.createdAt.toISOString(),
    finished_at: batch.finishedAt?.toISOString() ?? null,
    download_url: batch.state === 'done' && batch.fileName ? reviewBatchDownloadPath(batch.id) : null,
  };
}

/** The batch's ZIP, decrypted as it is read; 409 until published, and once a newer batch replaced it. */
export async function openReviewBatchZip(options: {
  db: Database;
  storage: FileStorage;
  id: number;
}): Promise<{ stream: Readable; size: number; fileName: string }> {
  const batch = await getReviewBatch(options);
  if (batch.state !== 'done' || !batch.fileName)
    throw new AppError('REVIEW_BATCH_NOT_READY', REVIEW_MESSAGES.batchNotReady);
  const { stream, size } = await options.storage.open(batch.fileName);
  return { stream, size, fileName: `reviews-${batch.cycleId}-${batch.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** The job `review-batch`: each closed review of the cycle (by teacher name) into the ZIP, then the file published. */
export async function workReviewBatch(options: {
  db: Database;
  storage: FileStorage;
  issuer: { name: string };
  work: UntrustedWork;
  batchId: number;
}): Promise<void> {
  const { db, storage, batchId } = options;
  const [batch] = await db
    .update(reviewBatches)
    .set({ state: 'running', done: 0, failed: 0 })
    .where(and(eq(reviewBatches.id, batchId), ne(reviewBatches.state, 'done')))
    .returning();
  if (!batch) return;
  const language = batch.language as Language;
  await writePdfZip({
    storage,
    items: async () => {
      const ids = await db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(teachers, eq(teachers.id, reviews.teacherId))
        .where(and(eq(reviews.cycleId, batch.cycleId), eq(reviews.state, 'closed')))
        .orderBy(asc(teachers.fullName), asc(reviews.id));
      await db.update(reviewBatches).set({ total: ids.length }).where(eq(reviewBatches.id, batchId));
      return ids;
    },
    render: async ({ id }) => {
      const review = await closedReviewById(db, id);
      const bytes = await renderReview(options.work, review, language, options.issuer.name);
      return { bytes, fileName: reviewFileName(review) };
    },
    progress: async ({ done, failed }) => {
      await db.update(reviewBatches).set({ done, failed }).where(eq(reviewBatches.id, batchId));
    },
    // The new ZIP replaces the cycle's earlier ones: their files go once this one is published.
    publish: (name) =>
      db.transaction(async (tx) => {
        await holdFileRemovalLock(tx);
        const earlier = await tx
          .select({ id: reviewBatches.id, fileName: reviewBatches.fileName })
          .from(reviewBatches)
          .where(
            and(
              eq(reviewBatches.cycleId, batch.cycleId),
              ne(reviewBatches.id, batchId),
              isNotNull(reviewBatches.fileName),
            ),
          )
          .for('update');
        if (earlier.length)
          await tx
            .update(reviewBatches)
            .set({ fileName: null })
            .where(
              inArray(
                reviewBatches.id,
                earlier.map((row) => row.id),
              ),
            );
        await storage.publish(name);
        await tx
          .update(reviewBatches)
          .set({ state: 'done', fileName: name, finishedAt: new Date() })
          .where(eq(reviewBatches.id, batchId));
        return earlier.map((row) => row.fileName!);
      }),
    failed: async () => {
      await db
        .update(reviewBatches)
        .set({ state: 'failed', finishedAt: new Date() })
        .where(eq(reviewBatches.id, batchId));
    },
  });
}
