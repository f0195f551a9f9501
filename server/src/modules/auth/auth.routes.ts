import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  LoginSchema,
  MeSchema,
  MessageSchema,
  RegisterSchema,
  SetLanguageSchema,
  SignInResponseSchema,
  UserSchema,
} from '@contracts/auth';
import { authorize, currentUser } from '../../plugins/auth';
import { presentUser } from '../users/user.presenter';
import { findProfile } from '../users/user.service';
import { canManageOwnAccount, canRegisterUsers } from './auth.policy';
import { sessionAbilities } from './session-abilities.policy';
import { changePassword, login, logout, register } from './auth.service';
import { setPasswordWithLink } from './password-link.service';
import { setOwnLanguage } from './own-language.service';
import { SetPasswordSchema } from '@contracts/people-import';
import { LoginThrottle } from './login-throttle';
import { presentSignIn } from './sign-in.presenter';
import { clearedSessionCookies, setSessionCookiesOf } from './session-cookie';

const errors = { 400: MessageSchema, 401: MessageSchema, 403: MessageSchema, 409: MessageSchema, 429: MessageSchema };

export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle({ throttle: app.throttle });
  const ownAccount = authorize(canManageOwnAccount);

  routes.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password: a session (its token in the answer, for scripts, and in an HttpOnly cookie, for the web app), or the second step due (second_factor_required)',
        body: LoginSchema,
        response: { 200: SignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A refusal of the throttle is a 429 RATE_LIMITED whose Retry-After the error handler sends.
      return presentSignIn(
        setSessionCookiesOf(
          reply,
          await login({
            db: app.db,
            throttle,
            input: request.body,
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'],
          }),
          app.publicUrl,
        ),
      );
    },
  );

  routes.post(
    '/api/auth/set-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Set a password with a one-time link (an import or a reset); every link of the account is used up; at most 20 tries in 15 minutes per address',
        body: SetPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setPasswordWithLink({ db: app.db, throttle: app.throttle, input: request.body, address: request.ip });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      config: { duringSecondFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: "Revoke the current session (the bearer token's or the cookie's) and clear the session cookie",
        response: { 204: z.null(), 401: MessageSchema },
      },
      preHandler: ownAccount,
    },
    async (request, reply) => {
      const user = currentUser(request);
      await logout({ db: app.db, userId: user.id, sessionId: user.sessionId });
      return reply.header('set-cookie', clearedSessionCookies(app.publicUrl)).status(204).send(null);
    },
  );

  routes.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a user (staff only)',
        body: RegisterSchema,
        response: { 201: z.object({ user: UserSchema }), ...errors },
      },
      preHandler: authorize(canRegisterUsers),
    },
    async (request, reply) => {
      const user = await register({ db: app.db, actorId: currentUser(request).id, input: request.body });
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  routes.get(
    '/api/me',
    {
      config: { duringSecondFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: "The signed-in user, what they may do (`can`, from the routes' own rules) and their home path",
        response: { 200: MeSchema, 401: MessageSchema },
      },
      preHandler: ownAccount,
    },
    async (request) => {
      const user = currentUser(request);
      const me = {
        ...presentUser(user),
        profile: await findProfile({ db: app.db, user }),
        ...sessionAbilities(user, request),
        language: request.language,
        language_chosen: user.language !== null,
      };
      return user.secondFactorSetupPending ? { ...me, second_factor_setup_required: true } : me;
    },
  );

  routes.put(
    '/api/me/language',
    {
      config: { duringSecondFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: "Keep the caller's language (Spanish or English) on their account",
        body: SetLanguageSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: ownAccount,
    },
    async (request, reply) => {
      await setOwnLanguage({ db: app.db, user: currentUser(request), input: request.body });
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/api/me/password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password; other sessions are signed out",
        body: ChangePasswordSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: ownAccount,
    },
    async (request, reply) => {
      await changePassword({ db: app.db, user: currentUser(request), input: request.body });
      return reply.status(204).send(null);
    },
  );
}
