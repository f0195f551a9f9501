import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema } from '@contracts/ids';
import {
  OWN_REVIEWS_PATH,
  OwnReviewsSchema,
  REVIEW_CYCLES_PATH,
  REVIEW_REVIEWER_OPTIONS_PATH,
  ReviewBatchInputSchema,
  ReviewBatchSchema,
  ReviewCloseInputSchema,
  ReviewCycleInputSchema,
  ReviewCycleListQuerySchema,
  ReviewCycleListSchema,
  ReviewCycleProgressSchema,
  ReviewCycleSchema,
  ReviewDraftInputSchema,
  ReviewEvaluationInputSchema,
  ReviewEvaluationSendSchema,
  ReviewProgressPageSchema,
  ReviewProgressQuerySchema,
  ReviewReadQuerySchema,
  ReviewResponseInputSchema,
  ReviewReturnInputSchema,
  ReviewReviewerOptionsSchema,
  ReviewSchema,
} from '@contracts/reviews';
import { contentDisposition } from '../../lib/content-disposition';
import { authorize, currentUser } from '../../plugins/auth';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import type { Announcer } from './review-announce';
import { getReviewBatch, openReviewBatchZip, presentReviewBatch, startReviewBatch } from './review-batch.service';
import {
  closeCycle,
  createCycle,
  cycleProgress,
  deleteCycle,
  listCycles,
  openCycle,
  progressCsv,
  progressPage,
  readCycle,
  reviewerOptions,
  updateCycle,
} from './review-cycles.service';
import { renderReview, reviewFileName } from './review-document';
import { canManageCycles, canUseReviews } from './reviews.policy';
import {
  closeReview,
  ownReviews,
  readReview,
  respondToReview,
  returnReview,
  reviewForDocument,
  saveDraft,
  saveEvaluation,
  sendEvaluation,
  submitReview,
} from './reviews.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 503);
const CHUNK = 64 * 1024;

/**
 * The yearly review (issue 46, decision 045): staff's cycles (set up, open, follow, close, documents) and each
 * review's moves by its teacher and its reviewer. Policy: reviews.policy.ts.
 */
export default async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const announcer = (): Announcer => ({ jobs: app.jobs, schoolLanguage: app.schoolLanguage, publicUrl: app.publicUrl });
  const staff = { preHandler: authorize(canManageCycles) };
  const people = { preHandler: authorize(canUseReviews) };

  routes.get(
    REVIEW_CYCLES_PATH,
    {
      schema: {
        tags,
        summary: 'The review cycles, newest year first (staff): `state`, keyset `cursor` and `limit`',
        querystring: ReviewCycleListQuerySchema,
        response: { 200: ReviewCycleListSchema, ...errors },
      },
      ...staff,
    },
    async (request) => listCycles({ db: app.db, user: currentUser(request), query: request.query }),
  );

  routes.post(
    REVIEW_CYCLES_PATH,
    {
      schema: {
        tags,
        summary:
          'Set up a review cycle (staff): name, year, teachers (all active or chosen) and reviewers, deadlines, sections and rating scale; it stays in draft until opened',
        body: ReviewCycleInputSchema,
        response: { 201: ReviewCycleSchema, ...errors },
      },
      ...staff,
    },
    async (request, reply) =>
      reply.status(201).send(await createCycle({ db: app.db, user: currentUser(request), fields: request.body })),
  );

  routes.get(
    REVIEW_REVIEWER_OPTIONS_PATH,
    {
      schema: {
        tags,
        summary: 'The staff members who may review (staff): enabled staff accounts by name',
        response: { 200: ReviewReviewerOptionsSchema, ...errors },
      },
      ...staff,
    },
    async () => reviewerOptions({ db: app.db }),
  );

  routes.get(
    `${REVIEW_CYCLES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'A review cycle with its sections, scale and teachers with their reviewers (staff)',
        params: IdParamsSchema,
        response: { 200: ReviewCycleSchema, ...errors },
      },
      ...staff,
    },
    async (request) => readCycle({ db: app.db, user: currentUser(request), id: request.params.id }),
  );

  routes.put(
    `${REVIEW_CYCLES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a review cycle still in draft (staff); 409 once it is open',
        params: IdParamsSchema,
        body: ReviewCycleInputSchema,
        response: { 200: ReviewCycleSchema, ...errors },
      },
      ...staff,
    },
    async (request) =>
      updateCycle({ db: app.db, user: currentUser(request), id: request.params.id, fields: request.body }),
  );

  routes.delete(
    `${REVIEW_CYCLES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a review cycle still in draft (staff); 409 once it is open',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      ...staff,
    },
    async (request, reply) => {
      await deleteCycle({ db: app.db, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    `${REVIEW_CYCLES_PATH}/:id/open`,
    {
      schema: {
        tags,
        summary:
          'Open a review cycle (staff): a review per teacher with its reviewer, the sections and scale fixed; each teacher is told by a notification and a mail',
        params: IdParamsSchema,
        response: { 200: ReviewCycleSchema, ...errors },
      },
      ...staff,
    },
    async (request) =>
      openCycle({ db: app.db, user: currentUser(request), id: request.params.id, announcer: announcer() }),
  );

  routes.post(
    `${REVIEW_CYCLES_PATH}/:id/close`,
    {
      schema: {
        tags,
        summary:
          'Close a review cycle (staff): every review of it closed from its state, read-only from now on; teachers and reviewers are told',
        params: IdParamsSchema,
        body: ReviewCloseInputSchema,
        response: { 200: ReviewCycleSchema, ...errors },
      },
      ...staff,
    },
    async (request) =>
      closeCycle({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
        note: request.body.note,
        announcer: announcer(),
      }),
  );

  routes.get(
    `${REVIEW_CYCLES_PATH}/:id/progress`,
    {
      schema: {
        tags,
        summary: "A review cycle's progress (staff): how many reviews in each state, how many late, per reviewer",
        params: IdParamsSchema,
        response: { 200: ReviewCycleProgressSchema, ...errors },
      },
      ...staff,
    },
    async (request) => cycleProgress({ db: app.db, id: request.params.id }),
  );

  routes.get(
    `${REVIEW_CYCLES_PATH}/:id/reviews`,
    {
      schema: {
        tags,
        summary:
          "A review cycle's reviews by teacher name (staff): state, reviewer, lateness; filters `state`, `reviewer_id`, `late`; keyset `cursor` and `limit`. No evaluation is in it",
        params: IdParamsSchema,
        querystring: ReviewProgressQuerySchema,
        response: { 200: ReviewProgressPageSchema, ...errors },
      },
      ...staff,
    },
    async (request) => progressPage({ db: app.db, id: request.params.id, query: request.query }),
  );

  routes.get(
    `${REVIEW_CYCLES_PATH}/:id/reviews.csv`,
    {
      schema: {
        tags,
        produces: ['text/csv'],
        summary:
          "A review cycle's reviews as CSV (staff), with the same filters, streamed; cells safe for spreadsheets. No evaluation is in it",
        params: IdParamsSchema,
        querystring: ReviewProgressQuerySchema,
        response: { ...errors },
      },
      config: { expensive: 'export' },
      ...staff,
    },
    async (request, reply) => {
      const { name, csv } = await progressCsv({
        db: app.db,
        id: request.params.id,
        query: request.query,
        language: request.language,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${name}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv as never);
    },
  );

  routes.post(
    `${REVIEW_CYCLES_PATH}/:id/document-batches`,
    {
      schema: {
        tags,
        summary:
          "Start the PDFs of a cycle's closed reviews as one ZIP (staff, with a reason kept in the audit log): answers the batch at once (202); a job renders them and the screen polls its progress",
        params: IdParamsSchema,
        body: ReviewBatchInputSchema,
        response: { 202: ReviewBatchSchema, ...errors },
      },
      ...staff,
    },
    async (request, reply) => {
      const batch = await startReviewBatch({
        db: app.db,
        jobs: app.jobs,
        user: currentUser(request),
        cycleId: request.params.id,
        reason: request.body.reason,
        language: request.language,
      });
      return reply.status(202).send(presentReviewBatch(batch));
    },
  );

  routes.get(
    '/api/review-batches/:id',
    {
      schema: {
        tags,
        summary: "A batch of review documents' progress (staff): done and failed of total, its download once done",
        params: IdParamsSchema,
        response: { 200: ReviewBatchSchema, ...errors },
      },
      ...staff,
    },
    async (request) => presentReviewBatch(await getReviewBatch({ db: app.db, id: request.params.id })),
  );

  routes.get(
    '/api/review-batches/:id/download',
    {
      schema: {
        tags,
        produces: ['application/zip'],
        summary: "A finished batch's ZIP of review documents, streamed (staff); 409 until it is done",
        params: IdParamsSchema,
        response: { ...errors },
      },
      ...staff,
    },
    async (request, reply) => {
      const { stream, size, fileName } = await openReviewBatchZip({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
      });
      return reply
        .type('application/zip')
        .header('content-length', size)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(stream as never);
    },
  );

  routes.get(
    OWN_REVIEWS_PATH,
    {
      schema: {
        tags,
        summary:
          "The reader's reviews: as the teacher reviewed (every year) and as a reviewer (staff), with their state, lateness and next deadline",
        response: { 200: OwnReviewsSchema, ...errors },
      },
      ...people,
    },
    async (request) => ownReviews({ db: app.db, user: currentUser(request) }),
  );

  routes.get(
    '/api/reviews/:id',
    {
      schema: {
        tags,
        summary:
          'A review as its reader may see it: its teacher (the evaluation once sent), its reviewer, or other staff with a `reason` kept in the audit log (403 without one); students never',
        params: IdParamsSchema,
        querystring: ReviewReadQuerySchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      readReview({ db: app.db, user: currentUser(request), id: request.params.id, reason: request.query.reason }),
  );

  routes.put(
    '/api/reviews/:id/draft',
    {
      schema: {
        tags,
        summary:
          "Save the self-report (its teacher): each section's text and the record's items highlighted; not started, draft or returned → draft",
        params: IdParamsSchema,
        body: ReviewDraftInputSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      saveDraft({ db: app.db, user: currentUser(request), id: request.params.id, draft: request.body }),
  );

  routes.post(
    '/api/reviews/:id/submit',
    {
      schema: {
        tags,
        summary: 'Submit the self-report (its teacher): draft → submitted; the reviewer is told',
        params: IdParamsSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      submitReview({ db: app.db, user: currentUser(request), id: request.params.id, announcer: announcer() }),
  );

  routes.post(
    '/api/reviews/:id/return',
    {
      schema: {
        tags,
        summary:
          'Return the self-report for changes with a reason (its reviewer): submitted → returned; the teacher is told',
        params: IdParamsSchema,
        body: ReviewReturnInputSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      returnReview({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
        reason: request.body.reason,
        announcer: announcer(),
      }),
  );

  routes.put(
    '/api/reviews/:id/evaluation',
    {
      schema: {
        tags,
        summary:
          'Save the evaluation without sending it (its reviewer): a comment per section, overall comment, rating',
        params: IdParamsSchema,
        body: ReviewEvaluationInputSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      saveEvaluation({ db: app.db, user: currentUser(request), id: request.params.id, evaluation: request.body }),
  );

  routes.post(
    '/api/reviews/:id/evaluate',
    {
      schema: {
        tags,
        summary: 'Send the evaluation (its reviewer): submitted → evaluated; a rating is required; the teacher is told',
        params: IdParamsSchema,
        body: ReviewEvaluationSendSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      sendEvaluation({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
        evaluation: request.body,
        announcer: announcer(),
      }),
  );

  routes.post(
    '/api/reviews/:id/respond',
    {
      schema: {
        tags,
        summary:
          'Respond to the evaluation and acknowledge it (its teacher): evaluated → acknowledged; the reviewer is told',
        params: IdParamsSchema,
        body: ReviewResponseInputSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      respondToReview({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
        response: request.body.response,
        announcer: announcer(),
      }),
  );

  routes.post(
    '/api/reviews/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a review (staff): read-only from now on; its teacher and reviewer are told',
        params: IdParamsSchema,
        body: ReviewCloseInputSchema,
        response: { 200: ReviewSchema, ...errors },
      },
      ...people,
    },
    async (request) =>
      closeReview({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
        note: request.body.note,
        announcer: announcer(),
      }),
  );

  routes.get(
    '/api/reviews/:id/document.pdf',
    {
      schema: {
        tags,
        produces: ['application/pdf'],
        summary:
          "A closed review as an A4 PDF in the reader's language: self-report, evaluation, response and who signed off when (its teacher, its reviewer, other staff with a `reason`)",
        params: IdParamsSchema,
        querystring: ReviewReadQuerySchema,
        response: { ...errors },
      },
      // Rendering is long CPU work: limited per person like an export, drawn in the pool.
      config: { expensive: 'export' },
      ...people,
    },
    async (request, reply) => {
      const review = await reviewForDocument({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
        reason: request.query.reason,
      });
      const bytes = await renderReview(
        untrustedWorkFor(request, reply),
        review,
        request.language,
        app.credentialIssuer.name,
      );
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return reply
        .type('application/pdf')
        .header('content-length', buffer.length)
        .header('content-disposition', contentDisposition('attachment', reviewFileName(review)))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(chunksOf(buffer)) as never);
    },
  );
}

function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK) yield buffer.subarray(at, at + CHUNK);
}
