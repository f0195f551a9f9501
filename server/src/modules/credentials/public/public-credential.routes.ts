import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BADGE_MESSAGES, RecipientCheckResultSchema, RecipientCheckSchema } from '@contracts/badges';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { contentDisposition } from '../../../lib/content-disposition';
import { publicCredentialRoute } from '../credential.policy';
import {
  bakedCredentialPng,
  checkRecipient,
  issuerProfile,
  publicAchievement,
  RECIPIENT_CHECK_ADDRESS_RULE,
  RECIPIENT_CHECK_CREDENTIAL_RULE,
} from './public-credential.service';

const CredentialParams = z.object({ id: z.string().max(100) });
const BadgeIdParams = idParamsSchema(BADGE_MESSAGES.idInvalid);
/** JSON-LD: the media type of a linked-data document (the issuer Profile, an Achievement). */
const JSON_LD_TYPE = 'application/ld+json; charset=utf-8';
/** They change when the school's name or a badge does: a short cache. */
const LD_CACHE = 'public, max-age=300';
const LdDocument = z.record(z.string(), z.unknown());

/** A PNG to save (the route's schema describes only its errors). */
function sendPngFile(reply: FastifyReply, png: Buffer, fileName: string) {
  return reply
    .header('content-type', 'image/png')
    .header('content-length', png.length)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'public, max-age=300')
    .header('access-control-allow-origin', '*')
    .send(png);
}

/** The public routes a verifier or a relying party uses beside the credential itself (decision 011, issue 25). */
export default async function publicCredentialRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['credentials'] };

  routes.get(
    '/api/issuer',
    {
      config: publicCredentialRoute,
      schema: {
        ...common,
        summary: 'The issuer of the badge credentials as an Open Badges 3.0 Profile in JSON-LD (public): id, name, url',
        response: { 200: LdDocument.describe('The issuer Profile') },
      },
    },
    async (_request, reply) => {
      reply.header('content-type', JSON_LD_TYPE).header('access-control-allow-origin', '*');
      reply.header('cache-control', LD_CACHE);
      return issuerProfile(app.credentialIssuer);
    },
  );

  routes.get(
    '/api/achievements/:id',
    {
      config: publicCredentialRoute,
      schema: {
        ...common,
        summary:
          "A badge as the Open Badges 3.0 Achievement its credentials embed, in JSON-LD (public): the credentials' achievement.id",
        params: BadgeIdParams,
        response: { 200: LdDocument.describe('The Achievement'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const achievement = await publicAchievement({
        db: app.db,
        issuer: app.credentialIssuer,
        badgeId: request.params.id,
      });
      reply.header('content-type', JSON_LD_TYPE).header('access-control-allow-origin', '*');
      reply.header('cache-control', LD_CACHE);
      return achievement;
    },
  );

  routes.post(
    '/api/credentials/:id/recipient-check',
    {
      config: publicCredentialRoute,
      schema: {
        ...common,
        summary: `Whether an email is the recipient's of a credential (public): only yes or no, or that the credential names its recipient by name alone (checkable false). At most ${RECIPIENT_CHECK_ADDRESS_RULE.points} checks in ${RECIPIENT_CHECK_ADDRESS_RULE.windowSeconds / 60} minutes per address and ${RECIPIENT_CHECK_CREDENTIAL_RULE.points} an hour per credential (429 with Retry-After)`,
        params: CredentialParams,
        body: RecipientCheckSchema,
        response: { 200: RecipientCheckResultSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const result = await checkRecipient({
        db: app.db,
        throttle: app.throttle,
        id: request.params.id,
        email: request.body.email,
        address: request.ip,
      });
      reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
      return result;
    },
  );

  routes.get(
    '/api/credentials/:id/baked.png',
    {
      config: publicCredentialRoute,
      schema: {
        ...common,
        summary:
          "The badge's image (PNG, at most 512 px; its colour and initials without an image) with the signed credential baked in its iTXt chunk 'openbadgecredential' (Open Badges 3.0 baking; public), as a file to save",
        params: CredentialParams,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { id, png } = await bakedCredentialPng({ db: app.db, storage: app.storage, id: request.params.id });
      return sendPngFile(reply, png, `badge-${id}.png`);
    },
  );
}
