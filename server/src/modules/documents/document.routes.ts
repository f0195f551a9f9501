import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_OWNER_KIND_CODES } from '@contracts/catalogues/documents';
import { DocumentListSchema } from '@contracts/documents';
import { ErrorResponseSchema } from '@contracts/errors';
import { currentUser, requireAuth, requireRole } from '../../plugins/auth';
import { presentDocument } from './document.presenter';
import { listOwnerDocuments, ownTeacherId, teacherIdByCode } from './document.service';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const EntityParams = z.object({
  type: z.enum(DOCUMENT_OWNER_KIND_CODES, { error: 'Tipo de entidad no válido' }),
  id: z.coerce.number().int().positive(),
});

export default async function documentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['documents'], security: [{ bearer: [] }] };

  routes.get(
    '/api/documents/entity/:type/:id',
    { schema: { ...common, summary: 'Documents of one owner', params: EntityParams, response: { 200: DocumentListSchema, ...errors } }, preHandler: requireAuth },
    async (request) => {
      const rows = await listOwnerDocuments({ db: app.db, user: currentUser(request), ownerKind: request.params.type, entityId: request.params.id });
      return { documents: rows.map(presentDocument) };
    },
  );

  routes.get(
    '/api/documents/entity/teacher/code/:teacher_code',
    {
      schema: { ...common, summary: 'Documents of a teacher found by code', params: z.object({ teacher_code: z.string().min(1).max(40) }), response: { 200: DocumentListSchema, ...errors } },
      preHandler: requireAuth,
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
      const entityId = await ownTeacherId({ db: app.db, userId: user.id });
      const rows = await listOwnerDocuments({ db: app.db, user, ownerKind: 'teacher', entityId });
      return { documents: rows.map(presentDocument) };
    },
  );
}
