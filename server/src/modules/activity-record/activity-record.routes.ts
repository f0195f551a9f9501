import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityEntryInputSchema,
  ActivityEntrySchema,
  ActivityListQuerySchema,
  ActivityListSchema,
  ActivityReturnSchema,
  ActivityVerifySchema,
  TeachingHistorySchema,
} from '@contracts/activity-record';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema, IdSchema } from '@contracts/ids';
import { authorize, currentUser } from '../../plugins/auth';
import { canReadActivity, canReadTeachingHistory, canReviewActivity, canWriteActivity } from './activity-record.policy';
import {
  addActivityEntry,
  deleteActivityEntry,
  listActivity,
  readTeachingHistory,
  returnActivityEntry,
  updateActivityEntry,
  verifyActivityEntry,
} from './activity-record.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const EntryParamsSchema = z.object({ entryId: IdSchema });

/**
 * The faculty record (issue 45, decision 041): a teacher's professional and creative activity, its review by staff,
 * and the teaching history read from the rosters and grades. Policy: activity-record.policy.ts.
 */
export default async function activityRecordRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activity-record'];

  routes.get(
    '/api/teachers/:id/activity',
    {
      schema: {
        tags,
        summary:
          "A teacher's record entries, newest first (keyset `cursor`, `limit`, `kind`): all of them for staff and the teacher; the entries shown to the school of an active teacher for everyone else signed in, with only the portfolio works they may see as evidence",
        params: IdParamsSchema,
        querystring: ActivityListQuerySchema,
        response: { 200: ActivityListSchema, ...errors },
      },
      preHandler: authorize(canReadActivity),
    },
    async (request) =>
      listActivity({ db: app.db, user: currentUser(request), teacherId: request.params.id, query: request.query }),
  );

  routes.post(
    '/api/teachers/:id/activity',
    {
      schema: {
        tags,
        summary:
          "Add an entry to a record (the teacher to their own, staff to anyone's); evidence: the teacher's own documents and portfolio works",
        params: IdParamsSchema,
        body: ActivityEntryInputSchema,
        response: { 201: ActivityEntrySchema, ...errors },
      },
      preHandler: authorize(canWriteActivity),
    },
    async (request, reply) =>
      reply.status(201).send(
        await addActivityEntry({
          db: app.db,
          user: currentUser(request),
          teacherId: request.params.id,
          fields: request.body,
        }),
      ),
  );

  routes.put(
    '/api/activity/:entryId',
    {
      schema: {
        tags,
        summary:
          "Replace a record entry (its teacher or staff); the teacher's change to a verified or returned entry sends it back to review",
        params: EntryParamsSchema,
        body: ActivityEntryInputSchema,
        response: { 200: ActivityEntrySchema, ...errors },
      },
      preHandler: authorize(canWriteActivity),
    },
    async (request) =>
      updateActivityEntry({
        db: app.db,
        user: currentUser(request),
        entryId: request.params.entryId,
        fields: request.body,
      }),
  );

  routes.delete(
    '/api/activity/:entryId',
    {
      schema: {
        tags,
        summary: 'Delete a record entry (its teacher or staff); its evidence stays where it is kept',
        params: EntryParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canWriteActivity),
    },
    async (request, reply) => {
      await deleteActivityEntry({ db: app.db, user: currentUser(request), entryId: request.params.entryId });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/activity/:entryId/verify',
    {
      schema: {
        tags,
        summary: 'Mark a record entry verified, saying against which evidence (staff); its teacher is notified',
        params: EntryParamsSchema,
        body: ActivityVerifySchema,
        response: { 200: ActivityEntrySchema, ...errors },
      },
      preHandler: authorize(canReviewActivity),
    },
    async (request) =>
      verifyActivityEntry({
        db: app.db,
        user: currentUser(request),
        entryId: request.params.entryId,
        note: request.body.note,
      }),
  );

  routes.post(
    '/api/activity/:entryId/return',
    {
      schema: {
        tags,
        summary: 'Return a record entry to its teacher with a reason (staff); the teacher is notified',
        params: EntryParamsSchema,
        body: ActivityReturnSchema,
        response: { 200: ActivityEntrySchema, ...errors },
      },
      preHandler: authorize(canReviewActivity),
    },
    async (request) =>
      returnActivityEntry({
        db: app.db,
        user: currentUser(request),
        entryId: request.params.entryId,
        reason: request.body.reason,
      }),
  );

  routes.get(
    '/api/teachers/:id/teaching-history',
    {
      schema: {
        tags,
        summary:
          "A teacher's courses by term, from the rosters of their courses and the grades they recorded (staff and the teacher themself)",
        params: IdParamsSchema,
        response: { 200: TeachingHistorySchema, ...errors },
      },
      preHandler: authorize(canReadTeachingHistory),
    },
    async (request) => readTeachingHistory({ db: app.db, user: currentUser(request), teacherId: request.params.id }),
  );
}
