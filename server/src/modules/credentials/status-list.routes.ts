import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { publicCredentialRoute } from './credential.policy';
import { presentCredential } from './credential.presenter';
import { statusListCredential } from './status-list.service';

/** The media type of a Verifiable Credential in JSON-LD; any JSON reader takes it. */
const CREDENTIAL_TYPE = 'application/vc+ld+json; charset=utf-8';

/**
 * GET /api/credentials/status/{listId}: a Bitstring Status List of badge credentials, as the signed credential
 * every verifier fetches to learn whether a credential was revoked (public, any origin). Cached a minute at most:
 * a revocation shows to verifiers within that time.
 */
export default async function statusListRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/credentials/status/:listId',
    {
      config: publicCredentialRoute,
      schema: {
        tags: ['credentials'],
        summary: 'A Bitstring Status List of badge credentials (purpose revocation), signed (public)',
        params: z.object({ listId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe('The BitstringStatusListCredential (W3C VC 2.0) with its eddsa-rdfc-2022 proof'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const credential = await statusListCredential({
        db: app.db,
        issuer: app.credentialIssuer,
        listId: request.params.listId,
      });
      reply
        .header('content-type', CREDENTIAL_TYPE)
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=60');
      return presentCredential(credential);
    },
  );
}
