import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PublicPageQueueQuerySchema,
  PublicPageQueueSchema,
  PublicPageSchema,
  PublicPageSettingsInputSchema,
  PublicPageTakeDownSchema,
} from '@contracts/public-pages';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema } from '@contracts/ids';
import { authorize, currentUser } from '../../plugins/auth';
import { canEditPublicPage, canReadPublicPage, canReviewPublicPages } from './public-page.policy';
import {
  approvePublicPage,
  listPublicPages,
  readPublicPage,
  submitPublicPage,
  takeDownPublicPage,
  updatePublicPage,
} from './public-page.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * A teacher's public page (issue 47, decision 046): its settings, the request to publish it, and staff's review.
 * The pages themselves are public-site.routes.ts. Policy: public-page.policy.ts.
 */
export default async function publicPageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public-pages'];

  routes.get(
    '/api/teachers/:id/public-page',
    {
      schema: {
        tags,
        summary:
          "A teacher's public page settings and state (the teacher themself and staff); made, off, on first reading",
        params: IdParamsSchema,
        response: { 200: PublicPageSchema, ...errors },
      },
      preHandler: authorize(canReadPublicPage),
    },
    async (request) =>
      readPublicPage({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        publicUrl: app.publicUrl,
      }),
  );

  routes.put(
    '/api/teachers/:id/public-page',
    {
      schema: {
        tags,
        summary:
          "Replace one's own public page settings (the teacher): on/off, the parts shown, featured works (shown to the school) and record entries (visible to the school); off takes it out of the world at once",
        params: IdParamsSchema,
        body: PublicPageSettingsInputSchema,
        response: { 200: PublicPageSchema, ...errors },
      },
      preHandler: authorize(canEditPublicPage),
    },
    async (request) =>
      updatePublicPage({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        input: request.body,
        publicUrl: app.publicUrl,
      }),
  );

  routes.post(
    '/api/teachers/:id/public-page/submit',
    {
      schema: {
        tags,
        summary: "Ask staff to publish one's own public page (the teacher; the page must be on)",
        params: IdParamsSchema,
        response: { 200: PublicPageSchema, ...errors },
      },
      preHandler: authorize(canEditPublicPage),
    },
    async (request) =>
      submitPublicPage({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        publicUrl: app.publicUrl,
      }),
  );

  routes.post(
    '/api/teachers/:id/public-page/approve',
    {
      schema: {
        tags,
        summary: 'Publish a public page waiting for approval (staff); the teacher is notified',
        params: IdParamsSchema,
        response: { 200: PublicPageSchema, ...errors },
      },
      preHandler: authorize(canReviewPublicPages),
    },
    async (request) =>
      approvePublicPage({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        publicUrl: app.publicUrl,
      }),
  );

  routes.post(
    '/api/teachers/:id/public-page/take-down',
    {
      schema: {
        tags,
        summary:
          'Take down a published or waiting public page with a reason (staff): it answers 404 at once; the teacher is notified',
        params: IdParamsSchema,
        body: PublicPageTakeDownSchema,
        response: { 200: PublicPageSchema, ...errors },
      },
      preHandler: authorize(canReviewPublicPages),
    },
    async (request) =>
      takeDownPublicPage({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        publicUrl: app.publicUrl,
        reason: request.body.reason,
      }),
  );

  routes.get(
    '/api/public-pages',
    {
      schema: {
        tags,
        summary:
          'The public pages in one state (staff): `state=pending` (default) the pages waiting for approval, oldest request first; `published`; `taken_down`',
        querystring: PublicPageQueueQuerySchema,
        response: { 200: PublicPageQueueSchema, ...errors },
      },
      preHandler: authorize(canReviewPublicPages),
    },
    async (request) => listPublicPages({ db: app.db, state: request.query.state }),
  );
}
