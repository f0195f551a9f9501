import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { DOCUMENT_OWNER_KIND_CODES } from '@contracts/catalogues/documents';
import {
  DocumentListSchema,
  DocumentStatisticsSchema,
  DocumentTagListSchema,
  UploadResponseSchema,
} from '@contracts/documents';
import { errorResponses } from '@contracts/errors';
import { PHOTO_SIZES } from '@contracts/photos';
import { contentDisposition } from '../../lib/content-disposition';
import { authorize, currentUser } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import {
  canSeeDocumentStatistics,
  canSeeDocumentTags,
  canSeeOwnTeacherDocuments,
  canUseDocuments,
} from './document.policy';
import { presentDocument, presentDocumentList } from './document.presenter';
import {
  deleteDocument,
  listOwnerDocuments,
  listOwnTeacherDocuments,
  listTeacherDocumentsByCode,
  openDocument,
  readStatistics,
  tagsOffered,
  uploadDocument,
} from './document.service';
import type { DocumentViewer } from './document-viewer';

const errors = errorResponses(400, 401, 403, 404, 413);
const EntityParams = z.object({
  type: z.enum(DOCUMENT_OWNER_KIND_CODES, { error: 'Tipo de entidad no válido' }),
  id: z.coerce.number().int().positive(),
});

/** The viewer of documents that are viewed, not downloaded (profile photos: `photoViewer`, given by app.ts). */
export interface DocumentRoutesOptions {
  viewer: DocumentViewer;
}

export default async function documentRoutes(app: FastifyInstance, options: DocumentRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['documents'] };
  // Uploads, downloads, deletes and owner lists: the service asks the resource rules (document.policy.ts).
  const anyoneSignedIn = authorize(canUseDocuments);

  routes.post(
    '/api/documents',
    {
      schema: {
        ...common,
        summary:
          'Upload one document (multipart: document_type, document_tag, entity_id, [visibility, is_profile_photo], then file)',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, ...errors },
      },
      preHandler: anyoneSignedIn,
    },
    async (request, reply) => {
      const parts = request.isMultipart() ? request.parts() : undefined;
      const row = await uploadDocument({ db: app.db, storage: app.storage, user: currentUser(request), parts });
      return reply.status(201).send({ id: row.id, document: presentDocument(row) });
    },
  );

  // A viewed document (a profile photo) says its own entity tag and caching (DocumentViewer); any other is not kept.
  // Vary: a browser shared by two people does not show one the photo cached for the other.
  const sendDocument = async (
    user: SessionUser,
    id: number,
    request: FastifyRequest<{ Querystring: DownloadQuery }>,
    reply: FastifyReply,
  ) => {
    const { t, size } = request.query;
    const opened = await openDocument({
      db: app.db,
      storage: app.storage,
      viewer: options.viewer,
      user,
      id,
      size,
      versioned: t !== undefined,
      ifNoneMatch: request.headers['if-none-match'],
    });
    const { document, view } = opened;
    if (view) {
      reply.header('etag', view.etag).header('cache-control', view.cacheControl).header('vary', 'Authorization');
      if (!view.content) return reply.status(304).send();
      return reply
        .header('content-type', view.content.fileType)
        .header('content-length', view.content.bytes.length)
        .header('content-disposition', contentDisposition('inline', document.originalName))
        .send(view.content.bytes);
    }
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', document.fileType)
      .header('content-length', opened.size)
      .header('content-disposition', contentDisposition('attachment', document.originalName))
      .send(opened.content);
  };
  const DownloadQuerySchema = z.object({
    t: z.string().max(30).optional(),
    size: z.enum(PHOTO_SIZES, { error: 'Tamaño de foto no válido: small, medium o large' }).optional(),
  });
  type DownloadQuery = z.infer<typeof DownloadQuerySchema>;
  const downloadSchema = { ...common, params: IdParamsSchema, querystring: DownloadQuerySchema, response: errors };
  routes.get(
    '/api/document-direct/:id',
    {
      schema: {
        ...downloadSchema,
        summary:
          'Download a document (decrypted). A profile photo is a view, not a download: it is served in the asked ?size= (small, medium, large; large without it), carries an ETag (If-None-Match: 304) and, with its version ?t=, is cached for a year',
      },
      preHandler: anyoneSignedIn,
    },
    (request, reply) => sendDocument(currentUser(request), request.params.id, request, reply),
  );
  routes.get(
    '/api/documents/:id/download',
    {
      schema: { ...downloadSchema, summary: 'Download a document (same as /api/document-direct/{id})' },
      preHandler: anyoneSignedIn,
    },
    (request, reply) => sendDocument(currentUser(request), request.params.id, request, reply),
  );

  routes.delete(
    '/api/documents/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a document: row, counters and file',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: anyoneSignedIn,
    },
    async (request, reply) => {
      await deleteDocument({ db: app.db, storage: app.storage, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/documents/statistics',
    {
      schema: {
        ...common,
        summary: 'Document counters for the statistics cards',
        response: { 200: DocumentStatisticsSchema, ...errors },
      },
      preHandler: authorize(canSeeDocumentStatistics),
    },
    async () => ({ stats: await readStatistics({ db: app.db }) }),
  );

  routes.get(
    '/api/document-tags/:type',
    {
      schema: {
        ...common,
        summary: 'Kinds of document offered for an owner kind',
        params: z.object({ type: z.enum(DOCUMENT_OWNER_KIND_CODES, { error: 'Tipo de entidad no válido' }) }),
        response: { 200: DocumentTagListSchema, ...errors },
      },
      preHandler: authorize(canSeeDocumentTags),
    },
    async (request) => ({ tags: tagsOffered(request.params.type) }),
  );

  routes.get(
    '/api/documents/entity/:type/:id',
    {
      schema: {
        ...common,
        summary:
          'Documents of one owner, each with what the caller may do with it (can), and whether they may upload (can_upload)',
        params: EntityParams,
        response: { 200: DocumentListSchema, ...errors },
      },
      preHandler: anyoneSignedIn,
    },
    async (request) => {
      const list = await listOwnerDocuments({
        db: app.db,
        user: currentUser(request),
        ownerKind: request.params.type,
        entityId: request.params.id,
      });
      return presentDocumentList(list);
    },
  );

  routes.get(
    '/api/documents/entity/teacher/code/:teacher_code',
    {
      schema: {
        ...common,
        summary: 'Documents of a teacher found by code',
        params: z.object({ teacher_code: z.string().min(1).max(40) }),
        response: { 200: DocumentListSchema, ...errors },
      },
      preHandler: anyoneSignedIn,
    },
    async (request) => {
      const list = await listTeacherDocumentsByCode({
        db: app.db,
        user: currentUser(request),
        code: request.params.teacher_code,
      });
      return presentDocumentList(list);
    },
  );

  routes.get(
    '/api/teacher/documents',
    {
      schema: {
        ...common,
        summary: "The signed-in teacher's documents",
        response: { 200: DocumentListSchema, ...errors },
      },
      preHandler: authorize(canSeeOwnTeacherDocuments),
    },
    async (request) => {
      return presentDocumentList(await listOwnTeacherDocuments({ db: app.db, user: currentUser(request) }));
    },
  );
}
