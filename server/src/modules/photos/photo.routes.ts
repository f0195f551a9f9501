import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '@contracts/constants';
import { errorResponses } from '@contracts/errors';
import { PhotoParamsSchema, PhotoStateSchema, type PhotoParams, type PhotoState } from '@contracts/photos';
import { authorize, currentUser } from '../../plugins/auth';
import { presentDocument } from '../documents/document.presenter';
import { canChangePhotosOfPathKind } from './photo.policy';
import { clearPhoto, replacePhoto, type PhotoChange } from './photo.service';

const errors = errorResponses(400, 401, 403, 404, 413);

function present(params: PhotoParams, change: PhotoChange): PhotoState {
  return {
    owner_kind: params.ownerKind,
    entity_id: params.entityId,
    profile_photo: change.profilePhoto,
    document: change.document ? presentDocument(change.document) : null,
    removed_document_id: change.removedDocumentId,
  };
}

export default async function photoRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['photos'], params: PhotoParamsSchema };

  routes.put(
    '/api/photos/:ownerKind/:entityId',
    {
      schema: {
        ...common,
        summary:
          "Replace a teacher's or student's profile photo in one step (multipart: one JPG or PNG file, at most 2,000,000 bytes): stores the new photo document, sets profile_photo to it and removes the previous photo document",
        consumes: ['multipart/form-data'],
        response: { 200: PhotoStateSchema, ...errors },
      },
      config: { cpuHeavy: true },
      preHandler: authorize(canChangePhotosOfPathKind),
    },
    async (request) => {
      // The photo's own limit: the stream stops at PHOTO_MAX_BYTES instead of the documents' 10 MB.
      const parts = request.isMultipart() ? request.parts({ limits: { fileSize: PHOTO_MAX_BYTES } }) : undefined;
      const change = await replacePhoto({
        db: app.db,
        storage: app.storage,
        user: currentUser(request),
        ...request.params,
        parts,
      });
      return present(request.params, change);
    },
  );

  routes.delete(
    '/api/photos/:ownerKind/:entityId',
    {
      schema: {
        ...common,
        summary:
          "Clear a teacher's or student's profile photo: profile_photo becomes null and its photo document (row, counters, file) is removed",
        response: { 200: PhotoStateSchema, ...errors },
      },
      preHandler: authorize(canChangePhotosOfPathKind),
    },
    async (request) =>
      present(
        request.params,
        await clearPhoto({ db: app.db, storage: app.storage, user: currentUser(request), ...request.params }),
      ),
  );
}
