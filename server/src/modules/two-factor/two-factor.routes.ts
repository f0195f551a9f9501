import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema, SignInResponseSchema } from '@contracts/auth';
import {
  CurrentPasswordSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  PasskeyStepOptionsSchema,
  PasskeyStepSchema,
  RecoveryCodesSchema,
  SecondFactorStepSchema,
  SignInPolicySchema,
  TotpConfirmSchema,
  TotpEnrolmentSchema,
  TwoFactorStatusSchema,
  WebAuthnOptionsSchema,
} from '@contracts/two-factor';
import { IdParamsSchema } from '@contracts/ids';
import { authorize, currentUser } from '../../plugins/auth';
import { LoginThrottle } from '../auth/login-throttle';
import { presentSignIn } from '../auth/sign-in.presenter';
import { setSessionCookiesOf } from '../auth/session-cookie';
import { beginPasskeyRegistration, finishPasskeyRegistration, removePasskey } from './passkey.service';
import { removeSecondFactorsOf } from './second-factor-reset.service';
import { passkeyStepOptions, signInWithCode, signInWithPasskey } from './second-factor-step.service';
import { changeSignInPolicy, readSignInPolicy } from './sign-in-policy.service';
import { beginTotpEnrolment, confirmTotpEnrolment, removeTotp, renewRecoveryCodes } from './totp.service';
import { twoFactorStatus } from './two-factor-status.service';
import { canManageOwnSecondFactors, canResetSecondFactors, canSetSignInPolicy } from './two-factor.policy';
import { presentPasskey, presentTwoFactorStatus } from './two-factor.presenter';

const errors = {
  400: MessageSchema,
  401: MessageSchema,
  403: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
  429: MessageSchema,
};

export default async function twoFactorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle({ throttle: app.throttle });
  const own = authorize(canManageOwnSecondFactors);
  // A session waiting for its first factor (staff under the policy) may reach these and nothing else.
  const enrolment = { duringSecondFactorSetup: true } as const;
  const signInContext = (request: FastifyRequest) => ({
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const issuer = () => new URL(app.publicUrl).hostname;

  routes.post(
    '/api/auth/login/second-factor',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Sign-in's second step with an authenticator code or a recovery code (throttled like the password)",
        body: SecondFactorStepSchema,
        response: { 200: SignInResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      presentSignIn(
        setSessionCookiesOf(
          reply,
          await signInWithCode({
            db: app.db,
            secrets: app.secrets,
            throttle,
            challenge: request.body.challenge,
            code: request.body.code,
            ...signInContext(request),
          }),
          app.publicUrl,
        ),
      ),
  );

  routes.post(
    '/api/auth/login/passkey/options',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Sign-in's second step with a passkey: the WebAuthn options",
        body: PasskeyStepOptionsSchema,
        response: { 200: WebAuthnOptionsSchema, ...errors },
      },
    },
    async (request) => passkeyStepOptions({ db: app.db, challenge: request.body.challenge, publicUrl: app.publicUrl }),
  );

  routes.post(
    '/api/auth/login/passkey',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Sign-in's second step with a passkey: the browser's signed answer",
        body: PasskeyStepSchema,
        response: { 200: SignInResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      presentSignIn(
        setSessionCookiesOf(
          reply,
          await signInWithPasskey({
            db: app.db,
            throttle,
            challenge: request.body.challenge,
            response: request.body.response,
            publicUrl: app.publicUrl,
            ...signInContext(request),
          }),
          app.publicUrl,
        ),
      ),
  );

  routes.get(
    '/api/me/two-factor',
    {
      config: enrolment,
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: "The caller's second factors",
        response: { 200: TwoFactorStatusSchema, ...errors },
      },
    },
    async (request) => presentTwoFactorStatus(await twoFactorStatus({ db: app.db, user: currentUser(request) })),
  );

  routes.post(
    '/api/me/two-factor/totp',
    {
      config: enrolment,
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: 'Begin setting up an authenticator app: its secret and QR code',
        response: { 200: TotpEnrolmentSchema, ...errors },
      },
    },
    async (request) =>
      beginTotpEnrolment({ db: app.db, secrets: app.secrets, user: currentUser(request), issuer: issuer() }),
  );

  routes.post(
    '/api/me/two-factor/totp/confirm',
    {
      config: enrolment,
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn the authenticator app on with a code from it; answers ten recovery codes, once',
        body: TotpConfirmSchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      recovery_codes: await confirmTotpEnrolment({
        db: app.db,
        secrets: app.secrets,
        user: currentUser(request),
        code: request.body.code,
      }),
    }),
  );

  routes.delete(
    '/api/me/two-factor/totp',
    {
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn the authenticator app off (the current password required)',
        body: CurrentPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTotp({ db: app.db, user: currentUser(request), currentPassword: request.body.current_password });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/me/two-factor/recovery-codes',
    {
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: 'Ten new recovery codes in place of the old ones (the current password required)',
        body: CurrentPasswordSchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const status = await twoFactorStatus({ db: app.db, user });
      return {
        recovery_codes: await renewRecoveryCodes({
          db: app.db,
          user,
          currentPassword: request.body.current_password,
          hasFactor: status.totp || status.passkeys.length > 0,
        }),
      };
    },
  );

  routes.post(
    '/api/me/passkeys/options',
    {
      config: enrolment,
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: 'Begin registering a passkey: the WebAuthn options',
        response: { 200: PasskeyRegistrationOptionsSchema, ...errors },
      },
    },
    async (request) =>
      beginPasskeyRegistration({
        db: app.db,
        user: currentUser(request),
        publicUrl: app.publicUrl,
        schoolName: issuer(),
      }),
  );

  routes.post(
    '/api/me/passkeys',
    {
      config: enrolment,
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: "Register a passkey from the browser's answer; the first factor also answers ten recovery codes, once",
        body: PasskeyRegistrationSchema,
        response: {
          201: z.object({ passkey: PasskeySchema, recovery_codes: z.array(z.string()).nullable() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { passkey, recoveryCodes } = await finishPasskeyRegistration({
        db: app.db,
        user: currentUser(request),
        publicUrl: app.publicUrl,
        input: request.body,
      });
      return reply.status(201).send({ passkey: presentPasskey(passkey), recovery_codes: recoveryCodes });
    },
  );

  routes.delete(
    '/api/me/passkeys/:id',
    {
      preHandler: own,
      schema: {
        tags: ['two-factor'],
        summary: 'Remove one of your passkeys (the current password required)',
        params: IdParamsSchema,
        body: CurrentPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePasskey({
        db: app.db,
        user: currentUser(request),
        passkeyId: request.params.id,
        currentPassword: request.body.current_password,
      });
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/api/users/:id/second-factors',
    {
      preHandler: authorize(canResetSecondFactors),
      schema: {
        tags: ['two-factor'],
        summary:
          "Remove a person's authenticator app, passkeys and recovery codes, and end their sessions (staff; not one's own)",
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSecondFactorsOf({ db: app.db, actorId: currentUser(request).id, userId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/sign-in-policy',
    {
      preHandler: authorize(canSetSignInPolicy),
      schema: {
        tags: ['two-factor'],
        summary: 'Whether staff must use a second factor (staff)',
        response: { 200: SignInPolicySchema, ...errors },
      },
    },
    async () => readSignInPolicy({ db: app.db }),
  );

  routes.put(
    '/api/sign-in-policy',
    {
      preHandler: authorize(canSetSignInPolicy),
      schema: {
        tags: ['two-factor'],
        summary: 'Require, or stop requiring, a second factor for staff (staff)',
        body: SignInPolicySchema,
        response: { 200: SignInPolicySchema, ...errors },
      },
    },
    async (request) => changeSignInPolicy({ db: app.db, actor: currentUser(request), input: request.body }),
  );
}
