import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SSO_OTHER_BROWSER_MESSAGE, type SsoErrorCode } from '@contracts/sso';
import { USER_MESSAGES } from '@contracts/users';
import type { Database, DbOrTx } from '../../db/client';
import { ssoLogins, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken } from '../../lib/token-hash';
import { recordActivity } from '../../shared/activities/activity.service';
import { createChallenge, takeChallenge } from '../auth/sign-in-challenges';
import { completeSignIn, type SignInContext, type SignInOutcome } from '../auth/sign-in.service';
import { createDefaultProfile } from '../users/profile.service';
import { createUser, findUserByEmail, freeUsername, type UserRow } from '../users/user.service';
import { authorizationRequest, exchangeCode, providerConfiguration } from './oidc-client';
import { newBrowserBinding, sameBrowser } from './sso-browser';
import { CLIENT_SECRET_PURPOSE, findEnabledSsoProvider } from './sso-provider.service';
import type { SsoProviderRow } from './sso.presenter';

const SIGN_IN_EXPIRED = /*i18n*/ {
  id: 'sso.challengeInvalid',
  message: 'El inicio de sesión caducó o ya se usó. Vuelve a iniciar sesión.',
};

/*
 * Signing in with an identity provider (OpenID Connect, authorization code with PKCE). The browser goes
 * start → provider → callback → /sso/complete?ticket=… → POST /api/auth/sso/complete, which answers like the
 * password sign-in. Everything between two requests is in PostgreSQL (sso_logins, sign_in_challenges), so any app
 * server can take any step.
 */

export const SSO_LOGIN_TTL_MS = 10 * 60 * 1000;
export const SSO_TICKET_TTL_MS = 60_000;

/** A refusal of the flow: the code the login screen shows a message for, and the reason the log keeps. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

interface FlowOptions {
  db: Database;
  secrets: SecretBox;
  publicUrl: string;
  log: FastifyBaseLogger;
  slug: string;
}

const refusalLocation = (code: SsoErrorCode) => `/?sso_error=${code}`;

export function callbackUrlOf(publicUrl: string, slug: string): string {
  return `${publicUrl}/api/auth/sso/${encodeURIComponent(slug)}/callback`;
}

async function enabledProvider(db: DbOrTx, slug: string): Promise<SsoProviderRow> {
  const provider = await findEnabledSsoProvider({ db, slug });
  if (!provider) throw new SsoRefusal('SSO_PROVIDER_NOT_FOUND', `no enabled provider '${slug}'`);
  return provider;
}

function settingsOf(provider: SsoProviderRow, secrets: SecretBox) {
  return {
    issuerUrl: provider.issuerUrl,
    clientId: provider.clientId,
    clientSecret: secrets.open(provider.sealedClientSecret, CLIENT_SECRET_PURPOSE),
  };
}

/** Runs a step of the flow; a refusal or any failure becomes the login screen's address with a code, logged. */
async function redirectOnRefusal(options: FlowOptions, step: string, work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    const code: SsoErrorCode = error instanceof SsoRefusal ? error.code : 'SSO_FAILED';
    options.log.warn(
      { provider: options.slug, step, code, reason: error instanceof Error ? error.message : String(error) },
      'single sign-on refused',
    );
    return refusalLocation(code);
  }
}

/**
 * GET /api/auth/sso/{slug}/start: where to send the browser (the provider's authorization endpoint), and the value
 * of the cookie that binds the sign-in to this browser (none when refused).
 */
export async function startSsoLogin(
  options: FlowOptions & { requestHost?: string; atPublicUrl?: boolean },
): Promise<{ location: string; browserBinding?: string }> {
  // The callback comes back to PUBLIC_URL's host, where the cookie must be: a start asked under another host name
  // (an address, an alias) moves there first, once. The request's host is compared, never used in a link.
  if (
    !options.atPublicUrl &&
    options.requestHost !== undefined &&
    options.requestHost !== new URL(options.publicUrl).host
  ) {
    return { location: `${options.publicUrl}/api/auth/sso/${encodeURIComponent(options.slug)}/start?at_public_url=1` };
  }
  const browserBinding = newBrowserBinding();
  let started = false;
  const location = await redirectOnRefusal(options, 'start', async () => {
    const provider = await enabledProvider(options.db, options.slug);
    const configuration = await providerConfiguration(settingsOf(provider, options.secrets));
    const request = await authorizationRequest(configuration, callbackUrlOf(options.publicUrl, provider.slug));
    await options.db.insert(ssoLogins).values({
      stateHash: hashToken(request.state),
      providerId: provider.id,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      browserHash: hashToken(browserBinding),
      expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MS),
    });
    started = true;
    return request.url.href;
  });
  return started ? { location, browserBinding } : { location };
}

/** Uses the authorization request of `state` up: its row once, to the first caller; undefined when unknown, used or expired. */
async function takeSsoLogin(db: DbOrTx, state: string) {
  const [row] = await db
    .update(ssoLogins)
    .set({ usedAt: new Date() })
    .where(
      and(eq(ssoLogins.stateHash, hashToken(state)), isNull(ssoLogins.usedAt), gt(ssoLogins.expiresAt, new Date())),
    )
    .returning();
  return row;
}

/**
 * GET /api/auth/sso/{slug}/callback: a ticket for the web app, or the login screen with the refusal's code. The
 * request must carry the binding cookie of the browser that started the sign-in (`browserBinding`).
 */
export function finishSsoLogin(
  options: FlowOptions & {
    query: { code?: string; state?: string; error?: string };
    rawQuery: string;
    browserBinding: string | undefined;
  },
): Promise<string> {
  return redirectOnRefusal(options, 'callback', async () => {
    const provider = await enabledProvider(options.db, options.slug);
    const { state } = options.query;
    if (!state) throw new SsoRefusal('SSO_FAILED', 'the callback has no state');
    const login = await takeSsoLogin(options.db, state);
    if (!login) throw new SsoRefusal('SSO_FAILED', 'unknown, used or expired state');
    // Spent all the same: a callback opened in another browser ends that sign-in.
    if (!sameBrowser(options.browserBinding, login.browserHash))
      throw new SsoRefusal('SSO_OTHER_BROWSER', 'the callback came from another browser than the start');
    if (login.providerId !== provider.id)
      throw new SsoRefusal('SSO_FAILED', 'the state was issued for another provider');
    if (options.query.error) throw new SsoRefusal('SSO_FAILED', `the provider answered ${options.query.error}`);
    const configuration = await providerConfiguration(settingsOf(provider, options.secrets));
    const callbackUrl = new URL(`${callbackUrlOf(options.publicUrl, provider.slug)}?${options.rawQuery}`);
    const claims = await exchangeCode(configuration, callbackUrl, {
      state,
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
    });
    const user = await accountOf({ db: options.db, provider, claims });
    const ticket = await createChallenge({
      db: options.db,
      purpose: 'sso-ticket',
      userId: user.id,
      method: `sso:${provider.displayName}`,
      ttlMs: SSO_TICKET_TTL_MS,
      browserHash: login.browserHash,
    });
    return `/sso/complete?ticket=${encodeURIComponent(ticket)}`;
  });
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** The school's account of the provider's verified email; a new student account when the provider's student domain is its domain. */
async function accountOf(options: {
  db: Database;
  provider: SsoProviderRow;
  claims: { email?: unknown; email_verified?: unknown };
}): Promise<UserRow> {
  const { db, provider, claims } = options;
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || !email.includes('@')) throw new SsoRefusal('SSO_ACCOUNT_NOT_FOUND', 'the ID token has no email');
  if (claims.email_verified !== true)
    throw new SsoRefusal('SSO_ACCOUNT_NOT_FOUND', `the email ${email} is not verified`);
  const user = await findUserByEmail({ db, email });
  if (user) {
    if (user.disabledAt) throw new SsoRefusal('ACCOUNT_DISABLED', `the account ${user.id} is disabled`);
    return user;
  }
  if (!provider.studentDomain || provider.studentDomain.toLowerCase() !== domainOf(email)) {
    throw new SsoRefusal('SSO_ACCOUNT_NOT_FOUND', `no account has the email ${email}`);
  }
  return db.transaction(async (tx) => {
    const created = await createUser({
      db: tx,
      // No one knows this password: the account signs in with the provider (or staff set a password later).
      input: {
        email,
        username: await freeUsername(tx, email),
        password: crypto.randomBytes(48).toString('base64url'),
        role: 'student',
      },
    });
    await createDefaultProfile({ db: tx, user: created });
    await recordActivity(tx, {
      userId: created.id,
      activity: { code: 'ssoStudentCreated', params: { username: created.username, provider: provider.displayName } },
      entityType: 'user',
      entityId: created.id,
    });
    return created;
  });
}

/**
 * POST /api/auth/sso/complete: the ticket is used up, then the sign-in ends like the password's. Only in the browser
 * that started the sign-in (its binding cookie): a ticket taken elsewhere is spent and signs nobody in.
 */
export async function completeSsoSignIn(
  options: { db: Database; ticket: string; browserBinding: string | undefined } & SignInContext,
): Promise<SignInOutcome> {
  const { db } = options;
  const challenge = await takeChallenge({ db, token: options.ticket, purpose: 'sso-ticket' });
  if (!challenge) throw new AppError('SIGN_IN_CHALLENGE_INVALID', SIGN_IN_EXPIRED);
  if (!sameBrowser(options.browserBinding, challenge.browserHash))
    throw new AppError('SSO_OTHER_BROWSER', SSO_OTHER_BROWSER_MESSAGE);
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw new AppError('SIGN_IN_CHALLENGE_INVALID', SIGN_IN_EXPIRED);
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', USER_MESSAGES.disabled);
  return completeSignIn({
    db,
    user,
    method: challenge.method,
    ipAddress: options.ipAddress,
    userAgent: options.userAgent,
  });
}

/** Removes authorization requests used or expired more than an hour ago. */
export async function pruneSsoLogins(options: { db: DbOrTx }): Promise<number> {
  const cutoff = new Date(Date.now() - 60 * 60 * 1000);
  const result = await options.db
    .delete(ssoLogins)
    .where(or(lt(ssoLogins.expiresAt, cutoff), and(isNotNull(ssoLogins.usedAt), lt(ssoLogins.usedAt, cutoff))));
  return result.rowCount ?? 0;
}
