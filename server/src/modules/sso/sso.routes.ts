import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignInResponseSchema } from '@contracts/auth';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import {
  CreateSsoProviderSchema,
  PublicSsoProviderSchema,
  SsoCallbackQuerySchema,
  SsoProviderSchema,
  SsoSlugParamsSchema,
  SsoStartQuerySchema,
  SsoTicketSchema,
  UpdateSsoProviderSchema,
} from '@contracts/sso';
import { authorize, currentUser } from '../../plugins/auth';
import { presentSignIn } from '../auth/sign-in.presenter';
import { setSessionCookiesOf } from '../auth/session-cookie';
import { completeSsoSignIn, finishSsoLogin, startSsoLogin } from './sso-login.service';
import { browserBindingCookie, readBrowserBinding } from './sso-browser';
import {
  createSsoProvider,
  deleteSsoProvider,
  listEnabledSsoProviders,
  listSsoProviders,
  updateSsoProvider,
} from './sso-provider.service';
import { canManageSsoProviders } from './sso.policy';
import { presentPublicSsoProvider, presentSsoProvider } from './sso.presenter';

const errors = errorResponses(400, 401, 403, 404, 409);
const ProviderIdParams = idParamsSchema(/*i18n*/ { id: 'sso.idInvalid', message: 'ID de proveedor inválido' });
const redirect = { 302: z.null().describe('Redirect (Location)') };

/** Single sign-on with OpenID Connect: the staff's providers, and the public sign-in flow (sso-login.service.ts). */
export default async function ssoRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const manage = authorize(canManageSsoProviders);
  const staffTags = { tags: ['sso'] };
  const publicTags = { tags: ['auth'] };

  routes.get(
    '/api/sso-providers',
    {
      schema: {
        ...staffTags,
        summary: 'The identity providers for single sign-on (staff); never their secrets',
        response: { 200: z.array(SsoProviderSchema), ...errors },
      },
      preHandler: manage,
    },
    async () => (await listSsoProviders({ db: app.db })).map(presentSsoProvider),
  );

  routes.post(
    '/api/sso-providers',
    {
      schema: {
        ...staffTags,
        summary: 'Add an identity provider (staff); the client secret is sealed',
        body: CreateSsoProviderSchema,
        response: { 201: SsoProviderSchema, ...errors },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const row = await createSsoProvider({
        db: app.db,
        secrets: app.secrets,
        actorId: currentUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(presentSsoProvider(row));
    },
  );

  routes.put(
    '/api/sso-providers/:id',
    {
      schema: {
        ...staffTags,
        summary: 'Change an identity provider (staff); an empty client secret keeps the one stored',
        params: ProviderIdParams,
        body: UpdateSsoProviderSchema,
        response: { 200: SsoProviderSchema, ...errors },
      },
      preHandler: manage,
    },
    async (request) =>
      presentSsoProvider(
        await updateSsoProvider({
          db: app.db,
          secrets: app.secrets,
          actorId: currentUser(request).id,
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  routes.delete(
    '/api/sso-providers/:id',
    {
      schema: {
        ...staffTags,
        summary: 'Remove an identity provider (staff)',
        params: ProviderIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      await deleteSsoProvider({ db: app.db, actorId: currentUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/auth/sso/providers',
    {
      config: { public: true },
      schema: {
        ...publicTags,
        summary: "The enabled identity providers, for the login screen's 'Continue with …'",
        response: { 200: z.array(PublicSsoProviderSchema) },
      },
    },
    async () => (await listEnabledSsoProviders({ db: app.db })).map(presentPublicSsoProvider),
  );

  routes.get(
    '/api/auth/sso/:slug/start',
    {
      config: { public: true },
      schema: {
        ...publicTags,
        summary:
          "Redirect to the provider's sign-in (authorization code with PKCE), binding it to this browser with a ten-minute cookie (asked under another host than PUBLIC_URL's, first to this route there); a refusal redirects to /?sso_error=<code>",
        params: SsoSlugParamsSchema,
        querystring: SsoStartQuerySchema,
        response: redirect,
      },
    },
    async (request, reply) => {
      const started = await startSsoLogin({
        db: app.db,
        secrets: app.secrets,
        publicUrl: app.publicUrl,
        log: request.log,
        slug: request.params.slug,
        requestHost: request.host,
        atPublicUrl: request.query.at_public_url === '1',
      });
      if (started.browserBinding)
        reply.header('set-cookie', browserBindingCookie({ value: started.browserBinding, publicUrl: app.publicUrl }));
      return reply.redirect(started.location, 302);
    },
  );

  routes.get(
    '/api/auth/sso/:slug/callback',
    {
      config: { public: true },
      schema: {
        ...publicTags,
        summary:
          "The provider's answer, in the browser that started the sign-in: redirect to /sso/complete?ticket=<one-minute ticket>, or to /?sso_error=<code>",
        params: SsoSlugParamsSchema,
        querystring: SsoCallbackQuerySchema,
        response: redirect,
      },
    },
    async (request, reply) => {
      const mark = request.url.indexOf('?');
      const rawQuery = mark === -1 ? '' : request.url.slice(mark + 1);
      const location = await finishSsoLogin({
        db: app.db,
        secrets: app.secrets,
        publicUrl: app.publicUrl,
        log: request.log,
        slug: request.params.slug,
        query: request.query,
        rawQuery,
        browserBinding: readBrowserBinding(request.headers.cookie),
      });
      return reply.redirect(location, 302);
    },
  );

  routes.post(
    '/api/auth/sso/complete',
    {
      config: { public: true },
      schema: {
        ...publicTags,
        summary:
          "Trade the callback's ticket (once, in the browser that started the sign-in) for a session, or the second step due: the same answer as /api/auth/login",
        body: SsoTicketSchema,
        response: { 200: SignInResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const outcome = await completeSsoSignIn({
        db: app.db,
        ticket: request.body.ticket,
        browserBinding: readBrowserBinding(request.headers.cookie),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // The binding has served: the cookie goes.
      reply.header('set-cookie', browserBindingCookie({ publicUrl: app.publicUrl }));
      return presentSignIn(setSessionCookiesOf(reply, outcome, app.publicUrl));
    },
  );
}
