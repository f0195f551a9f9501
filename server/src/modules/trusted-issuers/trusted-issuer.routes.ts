import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { IdSchema } from '@contracts/ids';
import {
  CreateTrustedIssuerSchema,
  RenameTrustedIssuerSchema,
  TrustedIssuerListSchema,
  TrustedIssuerSchema,
} from '@contracts/trusted-issuers';
import { authorize, currentUser } from '../../plugins/auth';
import { canManageTrustedIssuers } from './trusted-issuer.policy';
import { presentTrustedIssuer } from './trusted-issuer.presenter';
import {
  addTrustedIssuer,
  listTrustedIssuers,
  removeTrustedIssuer,
  renameTrustedIssuer,
} from './trusted-issuer.service';

/**
 * The school's trusted issuers (issue 41), kept by staff: a credential from elsewhere has its issuer recognised
 * only when its DID is on this list, and is shown under the name given here.
 */
export default async function trustedIssuerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['trusted-issuers'] };
  const manage = authorize(canManageTrustedIssuers);
  const Params = z.object({ id: IdSchema });

  routes.get(
    '/api/trusted-issuers',
    {
      schema: {
        ...common,
        summary: "The school's trusted issuers of credentials from elsewhere, by name (staff)",
        response: { 200: TrustedIssuerListSchema, ...errorResponses(401, 403) },
      },
      preHandler: manage,
    },
    async () => ({ items: (await listTrustedIssuers({ db: app.db })).map(presentTrustedIssuer) }),
  );

  routes.post(
    '/api/trusted-issuers',
    {
      schema: {
        ...common,
        summary: 'Add a trusted issuer: its DID (did:key or did:web) and the name the school knows it by (staff)',
        body: CreateTrustedIssuerSchema,
        response: { 201: TrustedIssuerSchema, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const row = await addTrustedIssuer({ db: app.db, actorId: currentUser(request).id, input: request.body });
      return reply.status(201).send(presentTrustedIssuer(row));
    },
  );

  routes.patch(
    '/api/trusted-issuers/:id',
    {
      schema: {
        ...common,
        summary: 'Rename a trusted issuer (staff)',
        params: Params,
        body: RenameTrustedIssuerSchema,
        response: { 200: TrustedIssuerSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: manage,
    },
    async (request) =>
      presentTrustedIssuer(
        await renameTrustedIssuer({
          db: app.db,
          actorId: currentUser(request).id,
          id: request.params.id,
          name: request.body.name,
        }),
      ),
  );

  routes.delete(
    '/api/trusted-issuers/:id',
    {
      schema: {
        ...common,
        summary: 'Remove a trusted issuer; credentials checked from then on no longer recognise it (staff)',
        params: Params,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      await removeTrustedIssuer({ db: app.db, actorId: currentUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
