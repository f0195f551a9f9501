import { readCookie } from '../../lib/read-cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './session.service';
import type { SignInOutcome } from './sign-in.service';

/*
 * The web app's session is an HttpOnly cookie (decision 037): set by every sign-in that opens a session (password,
 * identity provider, second step), cleared at sign-out. Behind https it is `Secure` under a `__Host-` name (no
 * Domain, Path=/, so no other host and no other path can set or shadow it). A second cookie, readable by the page,
 * says only that a session cookie was set (`1`, no secret): start-up reads it to choose between the login screen and
 * asking GET /api/me (usually answered in the page itself, decision 039), which alone says who is signed in.
 */

const isSecure = (publicUrl: string) => publicUrl.startsWith('https:');

/** The session cookie's name: `__Host-session` behind https, else `session`. */
export const sessionCookieName = (publicUrl: string) => (isSecure(publicUrl) ? '__Host-session' : 'session');

/** The name of the page-readable hint that a session cookie was set (contracts' SIGNED_IN_HINT_COOKIES). */
export const signedInHintName = (publicUrl: string) => (isSecure(publicUrl) ? '__Host-signed-in' : 'signed-in');

const SESSION_SECONDS = Math.floor(SESSION_TTL_MS / 1000);

function cookie(options: { name: string; value: string; maxAge: number; httpOnly: boolean; publicUrl: string }) {
  const secure = isSecure(options.publicUrl) ? '; Secure' : '';
  const httpOnly = options.httpOnly ? '; HttpOnly' : '';
  return `${options.name}=${options.value}; Path=/; Max-Age=${options.maxAge}${httpOnly}; SameSite=Lax${secure}`;
}

/** The `Set-Cookie`s of a new session: the token (HttpOnly) and the hint. */
export function sessionCookies(token: string, publicUrl: string): string[] {
  return [
    cookie({ name: sessionCookieName(publicUrl), value: token, maxAge: SESSION_SECONDS, httpOnly: true, publicUrl }),
    cookie({ name: signedInHintName(publicUrl), value: '1', maxAge: SESSION_SECONDS, httpOnly: false, publicUrl }),
  ];
}

/** The `Set-Cookie`s that remove the session's cookies (sign-out, or a cookie whose session has ended). */
export function clearedSessionCookies(publicUrl: string): string[] {
  return [
    cookie({ name: sessionCookieName(publicUrl), value: '', maxAge: 0, httpOnly: true, publicUrl }),
    cookie({ name: signedInHintName(publicUrl), value: '', maxAge: 0, httpOnly: false, publicUrl }),
  ];
}

/** The session token a request's cookie carries, if any. */
export const sessionTokenOfCookie = (cookieHeader: string | undefined, publicUrl: string) =>
  readCookie(cookieHeader, sessionCookieName(publicUrl));

/** A sign-in step's reply: when it opened a session, the session's cookies go with the answer. */
export function setSessionCookiesOf(reply: FastifyReply, outcome: SignInOutcome, publicUrl: string): SignInOutcome {
  if (outcome.kind === 'session') reply.header('set-cookie', sessionCookies(outcome.token, publicUrl));
  return outcome;
}
