import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { DOCUMENT_OWNER_KIND_CODES, DOCUMENT_TAGS, DOCUMENT_TAGS_BY_OWNER } from '@contracts/catalogues/documents';
import { DocumentListSchema, DocumentStatisticsSchema, DocumentTagListSchema, UploadResponseSchema } from '@contracts/documents';
import { errorResponses } from '@contracts/errors';
import { contentDisposition } from '../../lib/content-disposition';
import { currentUser, requireRole } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { presentDocument } from './document.presenter';
import { getTeacherByUser } from '../teachers/teacher.service';
import { deleteDocument, listOwnerDocuments, openDocument, readStatistics, storeDocument, teacherIdByCode } from './document.service';
import { receiveUpload } from './multipart-upload';

const errors = errorResponses(400, 401, 403, 404, 413);
const EntityParams = z.object({
  type: z.enum(DOCUMENT_OWNER_KIND_CODES, { error: 'Tipo de entidad no válido' }),
  id: z.coerce.number().int().positive(),
});

export default async function documentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['documents'] };

  routes.post(
    '/api/documents',
    {
      schema: {
        ...common,
        summary: 'Upload one document (multipart: document_type, document_tag, entity_id, [visibility, is_profile_photo], then file)',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.status(400).send({ message: 'Por favor, selecciona un archivo.' });
      const upload = await receiveUpload(request.parts(), app.storage);
      const row = await storeDocument({ db: app.db, storage: app.storage, user: currentUser(request), upload });
      return reply.status(201).send({ id: row.id, document: presentDocument(row) });
    },
  );

  const sendDocument = async (user: SessionUser, id: number, reply: FastifyReply) => {
    const { document, stream, size } = await openDocument({ db: app.db, storage: app.storage, user, id });
    return reply
      .header('content-type', document.fileType)
      .header('content-length', size)
      .header('content-disposition', contentDisposition(document.isProfilePhoto ? 'inline' : 'attachment', document.originalName))
      .header('cache-control', 'private, no-store')
      .send(stream);
  };
  const downloadSchema = { ...common, params: IdParamsSchema, querystring: z.object({ t: z.string().max(30).optional() }), response: errors };
  routes.get('/api/document-direct/:id', { schema: { ...downloadSchema, summary: 'Download a document (decrypted); ?t= is a cache-buster for photos' } }, (request, reply) =>
    sendDocument(currentUser(request), request.params.id, reply),
  );
  routes.get('/api/documents/:id/download', { schema: { ...downloadSchema, summary: 'Download a document (same as /api/document-direct/{id})' } }, (request, reply) =>
    sendDocument(currentUser(request), request.params.id, reply),
  );

  routes.delete(
    '/api/documents/:id',
    { schema: { ...common, summary: 'Delete a document: row, counters and file', params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteDocument({ db: app.db, storage: app.storage, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/documents/statistics',
    { schema: { ...common, summary: 'Document counters for the statistics cards', response: { 200: DocumentStatisticsSchema, ...errors } }, preHandler: requireRole('staff') },
    async () => ({ stats: await readStatistics({ db: app.db }) }),
  );

  routes.get(
    '/api/document-tags/:type',
    {
      schema: { ...common, summary: 'Kinds of document offered for an owner kind', params: z.object({ type: z.enum(DOCUMENT_OWNER_KIND_CODES, { error: 'Tipo de entidad no válido' }) }), response: { 200: DocumentTagListSchema, ...errors } },
    },
    async (request) => ({ tags: DOCUMENT_TAGS.filter((tag) => DOCUMENT_TAGS_BY_OWNER[request.params.type].includes(tag.code)) }),
  );

  routes.get(
    '/api/documents/entity/:type/:id',
    { schema: { ...common, summary: 'Documents of one owner', params: EntityParams, response: { 200: DocumentListSchema, ...errors } } },
    async (request) => {
      const rows = await listOwnerDocuments({ db: app.db, user: currentUser(request), ownerKind: request.params.type, entityId: request.params.id });
      return { documents: rows.map(presentDocument) };
    },
  );

  routes.get(
    '/api/documents/entity/teacher/code/:teacher_code',
    {
      schema: { ...common, summary: 'Documents of a teacher found by code', params: z.object({ teacher_code: z.string().min(1).max(40) }), response: { 200: DocumentListSchema, ...errors } },
    },
    async (request) => {
      const entityId = await teacherIdByCode({ db: app.db, code: request.params.teacher_code });
      const rows = await listOwnerDocuments({ db: app.db, user: currentUser(request), ownerKind: 'teacher', entityId });
      return { documents: rows.map(presentDocument) };
    },
  );

  routes.get(
    '/api/teacher/documents',
    { schema: { ...common, summary: "The signed-in teacher's documents", response: { 200: DocumentListSchema, ...errors } }, preHandler: requireRole('teacher') },
    async (request) => {
      const user = currentUser(request);
      const { id: entityId } = await getTeacherByUser({ db: app.db, userId: user.id });
      const rows = await listOwnerDocuments({ db: app.db, user, ownerKind: 'teacher', entityId });
      return { documents: rows.map(presentDocument) };
    },
  );
}
