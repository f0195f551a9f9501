import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema, IdSchema } from '@contracts/ids';
import { PHOTO_SIZES } from '@contracts/photos';
import {
  PortfolioHideSchema,
  PortfolioListSchema,
  PortfolioOrderSchema,
  PortfolioTechniqueCreateSchema,
  PortfolioTechniqueParamsSchema,
  PortfolioTechniqueSchema,
  PortfolioWorkPatchSchema,
  PortfolioWorkSchema,
} from '@contracts/portfolio';
import { authorize, currentUser } from '../../plugins/auth';
import { PORTFOLIO_MULTIPART_LIMITS } from './portfolio-images';
import { canDeleteWork, canModeratePortfolio, canReadPortfolio, canWritePortfolio } from './portfolio.policy';
import {
  addWork,
  deleteWork,
  hideWork,
  listPortfolio,
  openWorkImage,
  reorderPortfolio,
  replaceWorkImage,
  unhideWork,
  updateWork,
} from './portfolio.service';
import { addTechnique, listTechniques, removeTechnique, renameTechnique } from './portfolio-techniques';

const errors = errorResponses(400, 401, 403, 404, 409, 413);
const WorkParamsSchema = z.object({ workId: IdSchema });
const ImageParamsSchema = z.object({
  workId: IdSchema,
  size: z.enum(PHOTO_SIZES, { error: 'Tamaño de imagen no válido: small, medium o large' }),
});
const ImageQuerySchema = z.object({ v: z.string().max(30).optional() });

/** Teachers' portfolios (issue 26): the works, their images, the technique catalogue. Policy: portfolio.policy.ts. */
export default async function portfolioRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['portfolio'];

  routes.get(
    '/api/portfolio/techniques',
    {
      schema: {
        tags,
        summary: 'The technique catalogue of works: the expertise areas, then the techniques staff added',
        response: { 200: z.array(PortfolioTechniqueSchema), ...errors },
      },
      preHandler: authorize(canReadPortfolio),
    },
    async () => listTechniques(app.db),
  );

  routes.post(
    '/api/portfolio/techniques',
    {
      schema: {
        tags,
        summary: "Add a technique to the catalogue (staff); its code is 'tecnica-<id>'",
        body: PortfolioTechniqueCreateSchema,
        response: { 201: PortfolioTechniqueSchema, ...errors },
      },
      preHandler: authorize(canModeratePortfolio),
    },
    async (request, reply) =>
      reply.status(201).send(await addTechnique({ db: app.db, user: currentUser(request), label: request.body.label })),
  );

  routes.patch(
    '/api/portfolio/techniques/:code',
    {
      schema: {
        tags,
        summary: 'Rename a technique staff added (staff); works that name it show the new name',
        params: PortfolioTechniqueParamsSchema,
        body: PortfolioTechniqueCreateSchema,
        response: { 200: PortfolioTechniqueSchema, ...errors },
      },
      preHandler: authorize(canModeratePortfolio),
    },
    async (request) =>
      renameTechnique({
        db: app.db,
        user: currentUser(request),
        code: request.params.code,
        label: request.body.label,
      }),
  );

  routes.delete(
    '/api/portfolio/techniques/:code',
    {
      schema: {
        tags,
        summary: 'Remove a technique staff added (staff), while no work names it',
        params: PortfolioTechniqueParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canModeratePortfolio),
    },
    async (request, reply) => {
      await removeTechnique({ db: app.db, user: currentUser(request), code: request.params.code });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/teachers/:id/portfolio',
    {
      schema: {
        tags,
        summary:
          "A teacher's works in order: the public ones nobody hid for everyone signed in; staff-only and hidden ones too for staff and the teacher",
        params: IdParamsSchema,
        response: { 200: PortfolioListSchema, ...errors },
      },
      preHandler: authorize(canReadPortfolio),
    },
    async (request) => listPortfolio({ db: app.db, user: currentUser(request), teacherId: request.params.id }),
  );

  routes.post(
    '/api/teachers/:id/portfolio',
    {
      schema: {
        tags,
        summary:
          "Add a work to one's own portfolio (the teacher; multipart: `image`, a JPG, PNG or WebP up to 10 MB, and the fields title, year, technique_code, technique_note, description, link_url, visibility); it goes last",
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: PortfolioWorkSchema, ...errors },
      },
      config: { cpuHeavy: true },
      preHandler: authorize(canWritePortfolio),
    },
    async (request, reply) => {
      const parts = request.isMultipart() ? request.parts({ limits: PORTFOLIO_MULTIPART_LIMITS }) : undefined;
      const work = await addWork({
        db: app.db,
        storage: app.storage,
        user: currentUser(request),
        teacherId: request.params.id,
        parts,
      });
      return reply.status(201).send(work);
    },
  );

  routes.put(
    '/api/teachers/:id/portfolio/order',
    {
      schema: {
        tags,
        summary: "Reorder one's own portfolio (the teacher): every work id of it, once, in the new order",
        params: IdParamsSchema,
        body: PortfolioOrderSchema,
        response: { 200: PortfolioListSchema, ...errors },
      },
      preHandler: authorize(canWritePortfolio),
    },
    async (request) =>
      reorderPortfolio({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        ids: request.body.ids,
      }),
  );

  routes.patch(
    '/api/portfolio/:workId',
    {
      schema: {
        tags,
        summary: "Change a work's fields (its teacher)",
        params: WorkParamsSchema,
        body: PortfolioWorkPatchSchema,
        response: { 200: PortfolioWorkSchema, ...errors },
      },
      preHandler: authorize(canWritePortfolio),
    },
    async (request) =>
      updateWork({ db: app.db, user: currentUser(request), workId: request.params.workId, patch: request.body }),
  );

  routes.put(
    '/api/portfolio/:workId/image',
    {
      schema: {
        tags,
        summary: "Replace a work's image (its teacher; multipart: `image`, a JPG, PNG or WebP up to 10 MB)",
        params: WorkParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: PortfolioWorkSchema, ...errors },
      },
      config: { cpuHeavy: true },
      preHandler: authorize(canWritePortfolio),
    },
    async (request) => {
      const parts = request.isMultipart() ? request.parts({ limits: PORTFOLIO_MULTIPART_LIMITS }) : undefined;
      return replaceWorkImage({
        db: app.db,
        storage: app.storage,
        user: currentUser(request),
        workId: request.params.workId,
        parts,
      });
    },
  );

  routes.delete(
    '/api/portfolio/:workId',
    {
      schema: {
        tags,
        summary: 'Delete a work, its rows and its image files (its teacher, or staff)',
        params: WorkParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canDeleteWork),
    },
    async (request, reply) => {
      await deleteWork({ db: app.db, storage: app.storage, user: currentUser(request), workId: request.params.workId });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/portfolio/:workId/hide',
    {
      schema: {
        tags,
        summary: 'Hide a work from the school, with a reason (staff); its teacher is notified and sees the reason',
        params: WorkParamsSchema,
        body: PortfolioHideSchema,
        response: { 200: PortfolioWorkSchema, ...errors },
      },
      preHandler: authorize(canModeratePortfolio),
    },
    async (request) =>
      hideWork({ db: app.db, user: currentUser(request), workId: request.params.workId, reason: request.body.reason }),
  );

  routes.post(
    '/api/portfolio/:workId/unhide',
    {
      schema: {
        tags,
        summary: 'Show a hidden work again, as its visibility says (staff)',
        params: WorkParamsSchema,
        response: { 200: PortfolioWorkSchema, ...errors },
      },
      preHandler: authorize(canModeratePortfolio),
    },
    async (request) => unhideWork({ db: app.db, user: currentUser(request), workId: request.params.workId }),
  );

  // With its version (?v=, the work's last change) the URL never names other bytes: cached for a year, privately;
  // without it revalidated each time. Vary: a browser shared by two people does not show one what the other may see.
  routes.get(
    '/api/portfolio/:workId/image/:size',
    {
      schema: {
        tags,
        summary:
          "One size of a work's image (WebP), for whoever may see the work; ETag (If-None-Match: 304); with ?v= cached for a year",
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
        response: errors,
      },
      preHandler: authorize(canReadPortfolio),
    },
    async (request, typedReply) => {
      // Untyped: a 304 and a stream are answers the error-only response schema does not describe.
      const reply = typedReply as unknown as FastifyReply;
      const opened = await openWorkImage({
        db: app.db,
        storage: app.storage,
        user: currentUser(request),
        workId: request.params.workId,
        size: request.params.size,
        ifNoneMatch: request.headers['if-none-match'],
      });
      reply
        .header('etag', opened.etag)
        .header(
          'cache-control',
          request.query.v !== undefined ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        )
        .header('vary', 'Authorization');
      if (opened.notModified) return reply.status(304).send();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', opened.size)
        .header('content-disposition', 'inline')
        .send(opened.stream);
    },
  );
}
