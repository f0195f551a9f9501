import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ME_PATH, normalizeApiUrl } from '@contracts/api-paths';
import { firstDataRouteOf, firstQueryUrl, type FirstAnswer, type FirstData } from '@contracts/first-data';
import { LIST_HEADERS } from '@contracts/list-limits';
import { sessionTokenOfCookie } from '../modules/auth/session-cookie';

/*
 * Decision 039: the first answers of a signed-in page, computed as the person who asks for it. Each is the GET the
 * web would send, run through the whole app (`app.inject`) with the request's session cookie and nothing else, so
 * the same guards, policies and presenters decide what it holds; a bearer token is never used for it. An answer
 * that fails or is not in within the wait is left out, and the web asks for it itself.
 */

/** How long the page waits for its first answers, in all. */
export const FIRST_DATA_WAIT_MS = 1000;

/** The headers of an answer the web reads besides its body: a list page's total and cursor. */
const KEPT_HEADERS: readonly string[] = Object.values(LIST_HEADERS);

/** `promise`'s value, or undefined once `deadline` (epoch ms) has passed. */
function byDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** GET `url` as the page's requester: their cookie and address, JSON asked; a 200's body and kept headers. */
async function answerAs(app: FastifyInstance, request: FastifyRequest, url: string): Promise<FirstAnswer | undefined> {
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress: request.ip,
    headers: {
      cookie: request.headers.cookie ?? '',
      accept: 'application/json',
      ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  if (response.statusCode !== 200) return undefined;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { body: response.json<unknown>(), headers };
}

interface MeAnswer {
  id: number;
  profile: { id: number } | null;
}

const isMe = (body: unknown): body is MeAnswer =>
  typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'number';

/**
 * The first data of the page at `pathname` for the request's session cookie: GET /api/me's answer and those of
 * the route's declared queries, by normalised URL. Null when the cookie names no session (or none is sent).
 */
export async function firstDataOf(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  waitMs = FIRST_DATA_WAIT_MS,
): Promise<FirstData | null> {
  // PUBLIC_URL (the accounts plugin) names the cookie; an app made of the plugins alone answers at the default.
  const publicUrl = app.hasDecorator('publicUrl') ? app.publicUrl : 'http://localhost:3000';
  if (!sessionTokenOfCookie(request.headers.cookie, publicUrl)) return null;
  const deadline = Date.now() + waitMs;
  const me = await byDeadline(answerAs(app, request, ME_PATH), deadline);
  if (!me || !isMe(me.body)) return null;
  const person = me.body;
  const answers: Record<string, FirstAnswer> = { [ME_PATH]: me };
  const urls = [...new Set((firstDataRouteOf(pathname)?.queries(person) ?? []).map(firstQueryUrl))];
  const read = await Promise.all(urls.map((url) => byDeadline(answerAs(app, request, url), deadline)));
  urls.forEach((url, at) => {
    const answer = read[at];
    if (answer) answers[normalizeApiUrl(url)] = answer;
  });
  return { userId: person.id, answers };
}

/**
 * `value` as JSON that may sit inside a `<script>` element: '<', '>' and '&' (so no `</script>` or `<!--`) and the
 * line separators JavaScript once refused are written as their `\u` escapes, which JSON reads back the same.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
