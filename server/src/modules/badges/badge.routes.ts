import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BADGE_IMAGE_MAX_BYTES, BADGE_MESSAGES, BadgeListSchema, BadgeSchema } from '@contracts/badges';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { ListQuerySchema } from '@contracts/lists';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { canManageBadges, canSeeBadges } from './badge.policy';
import { presentBadge } from './badge.presenter';
import { deleteBadge, listBadges, openBadgeImage, saveBadge } from './badge.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const BadgeIdParams = idParamsSchema(BADGE_MESSAGES.idInvalid);
/** The form's text fields are short; the description's 1,000 characters may take up to 4 bytes each. */
const FORM_LIMITS = { fileSize: BADGE_IMAGE_MAX_BYTES, fieldSize: 8_000 };
const FORM_FIELDS =
  'multipart: badge_name, badge_code, badge_type (pensum, course, community, other), year, description, badge_color (#rrggbb), then optionally one badge_image file (PNG, JPG or WebP by its bytes, at most 2,000,000 bytes)';

/** The image's bytes; the URL changes with the badge, so the current version's answer never changes. Public content. */
function sendImage(
  reply: FastifyReply,
  image: Awaited<ReturnType<typeof openBadgeImage>>,
  version: string | undefined,
): FastifyReply {
  return reply
    .header('content-type', image.mediaType)
    .header('content-length', image.size)
    .header(
      'cache-control',
      version === String(image.version) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
    )
    .send(image.stream);
}

export default async function badgeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['badges'] };

  routes.get(
    '/api/badges',
    {
      schema: {
        ...common,
        summary:
          'The badge catalogue with assignment counts, in name order; q matches name or code; a page of `limit` after `cursor` (all without `limit`); X-Total-Count (first page) and X-Next-Cursor',
        querystring: ListQuerySchema,
        response: { 200: BadgeListSchema, ...errors },
      },
      preHandler: authorize(canSeeBadges),
    },
    async (request, reply) => ({
      badges: replyWithPage(reply, await listBadges({ db: app.db, query: request.query }), presentBadge),
    }),
  );

  routes.post(
    '/api/badges',
    {
      schema: {
        ...common,
        summary: `Create a badge (staff; 201), or edit one when the form has an id field (200): ${FORM_FIELDS}; on an edit without an image, remove_image=true clears it`,
        consumes: ['multipart/form-data'],
        response: { 200: BadgeSchema, 201: BadgeSchema, ...errors },
      },
      preHandler: authorize(canManageBadges),
    },
    async (request, reply) => {
      const parts = request.isMultipart() ? request.parts({ limits: FORM_LIMITS }) : undefined;
      const { badge, created } = await saveBadge({
        db: app.db,
        storage: app.storage,
        user: currentUser(request),
        parts,
      });
      return reply.status(created ? 201 : 200).send(presentBadge(badge));
    },
  );

  routes.put(
    '/api/badges/:id',
    {
      schema: {
        ...common,
        summary: `Edit a badge (staff): ${FORM_FIELDS}; without an image the image stays, unless remove_image=true`,
        consumes: ['multipart/form-data'],
        params: BadgeIdParams,
        response: { 200: BadgeSchema, ...errors },
      },
      preHandler: authorize(canManageBadges),
    },
    async (request) => {
      const parts = request.isMultipart() ? request.parts({ limits: FORM_LIMITS }) : undefined;
      return presentBadge(
        (
          await saveBadge({
            db: app.db,
            storage: app.storage,
            user: currentUser(request),
            parts,
            id: request.params.id,
          })
        ).badge,
      );
    },
  );

  routes.delete(
    '/api/badges/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a badge (staff): its awards, its counts and its image go, its credentials are revoked',
        params: BadgeIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canManageBadges),
    },
    async (request, reply) => {
      await deleteBadge({ db: app.db, storage: app.storage, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/badges/:id/image',
    {
      schema: {
        ...common,
        summary:
          "A badge's image (decrypted) with its media type; public, as the image of the badge's public credentials; with ?v= of its image_url the answer may be cached for good",
        params: BadgeIdParams,
        querystring: z.object({ v: z.string().max(30).optional() }),
        response: errors,
      },
      // No session: verifiers of a badge's Open Badges credential fetch its image (decision 011). A badge image is
      // no personal data; the badge and who holds it stay behind a sign-in.
      config: { public: true },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await openBadgeImage({ db: app.db, storage: app.storage, id: request.params.id }),
        request.query.v,
      ),
  );
}
