import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CredentialVerificationSchema } from '@contracts/badges';
import { errorResponses } from '@contracts/errors';
import { contentDisposition } from '../../lib/content-disposition';
import { publicCredentialRoute } from './credential.policy';
import { presentCredential, presentCredentialVerification } from './credential.presenter';
import { findCredential, verifyStoredCredential } from './credential.service';

const CredentialParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 404);
/** The media type of a Verifiable Credential in JSON-LD; any JSON reader takes it. */
const CREDENTIAL_TYPE = 'application/vc+ld+json; charset=utf-8';

export default async function credentialRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['credentials'] };

  routes.get(
    '/api/credentials/:id',
    {
      config: publicCredentialRoute,
      schema: {
        ...common,
        summary:
          'A badge award’s signed Open Badges 3.0 credential, as issued (public); ?download=1 names a file to save',
        params: CredentialParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe('The OpenBadgeCredential (W3C VC 2.0) with its eddsa-rdfc-2022 proof'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const stored = await findCredential({ db: app.db, id: request.params.id });
      reply.header('content-type', CREDENTIAL_TYPE).header('access-control-allow-origin', '*');
      if (request.query.download === '1')
        reply.header('content-disposition', contentDisposition('attachment', `credential-${stored.id}.json`));
      return presentCredential(stored.credential);
    },
  );

  routes.get(
    '/api/credentials/:id/verify',
    {
      config: publicCredentialRoute,
      schema: {
        ...common,
        summary: 'Verify a badge credential: its signature, its issuer and whether it was revoked (public)',
        params: CredentialParams,
        response: { 200: CredentialVerificationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await verifyStoredCredential({ db: app.db, issuer: app.credentialIssuer, id: request.params.id });
      reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
      return presentCredentialVerification(result);
    },
  );
}
