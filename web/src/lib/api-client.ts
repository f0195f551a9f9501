import { SIGNED_IN_HINT_COOKIES } from '@contracts/constants';
import { isErrorCode, type ErrorCode } from '@contracts/error-codes';
import { afterNextPaint } from './after-next-paint';
import { forgetFirstAnswers, takeFirstAnswer } from './first-answers';

/**
 * The one API client (DESIGN §4): every call of the web app goes through it — JSON, list pages, downloads,
 * images and uploads with progress — so its rules live here only:
 * - the session is the HttpOnly cookie the sign-in set (decision 037), sent with `credentials: 'same-origin'`;
 *   the app never sees nor stores a token;
 * - a non-OK answer to any method, DELETE included (decision 023), throws `ApiError('{status}: {response text}')`,
 *   whose `code` is the server's stable error code (contracts/error-codes.ts) — what callers test, rather than the
 *   status or the message;
 * - a 401 (the session expired or was revoked) tells the `onUnauthorized` listeners, which sign out if someone
 *   was signed in;
 * - a GET the server answered into the page for the signed-in person (decision 039, lib/first-answers.ts) is taken
 *   from there once instead of being sent.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface UploadOptions {
  /** Share of the request body sent so far, 0–100, from the browser's upload progress. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** One field refused by the server (VALIDATION_FAILED): the path of the field and the message to show under it. */
export interface ServerIssue {
  path: (string | number)[];
  message: string;
}

interface ErrorBody {
  code: ErrorCode | undefined;
  issues: ServerIssue[];
}

/** The `code` and field `issues` of an error answer `{ code, message, issues? }`; none when the body is not JSON. */
function readErrorBody(body: string): ErrorBody {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { code: undefined, issues: [] };
  }
  if (!data || typeof data !== 'object') return { code: undefined, issues: [] };
  const code = 'code' in data && isErrorCode(data.code) ? data.code : undefined;
  const issues = 'issues' in data && Array.isArray(data.issues) ? data.issues.filter(isServerIssue) : [];
  return { code, issues };
}

function isServerIssue(value: unknown): value is ServerIssue {
  if (!value || typeof value !== 'object') return false;
  const issue = value as Partial<ServerIssue>;
  return Array.isArray(issue.path) && typeof issue.message === 'string';
}

/**
 * The error thrown for a non-OK answer; its message is `{status}: {text}`, its `code` the server's error code and
 * its `issues` the fields the server refused (empty unless the answer carried them).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: ErrorCode | undefined;
  readonly issues: ServerIssue[];

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the class's name
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    ({ code: this.code, issues: this.issues } = readErrorBody(body));
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when an authenticated call answers 401 (the session expired or was revoked). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Whether the page holds the hint that a session cookie was set (decision 037): start-up then asks GET /api/me who
 * is signed in, else shows the login at once. Only /api/me's answer says whether the session is still good.
 */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return (SIGNED_IN_HINT_COOKIES as readonly string[]).includes(name ?? '') && value === '1';
  });
}

/**
 * The page's session generation: bumped at each sign-in and sign-out in this page. Answers asked for under one
 * generation (start-up's /api/me) are taken only while it is still the current one, and the answers in the page are
 * forgotten: after a sign-out or another sign-in they are nobody's (issue 41).
 */
let generation = 0;
export const sessionGeneration = () => generation;
export function nextSessionGeneration(): void {
  generation += 1;
  forgetFirstAnswers();
}

/** The headers every call sends: JSON accepted and the caller's own. */
function headersFor(extra?: Record<string, string>): Record<string, string> {
  return { Accept: 'application/json', ...extra };
}

/** A 401: the session is over, if there was one (the listeners know). */
function noteStatus(status: number): void {
  if (status === 401) unauthorizedListeners.forEach((listener) => listener());
}

const isOk = (status: number) => status >= 200 && status < 300;

function parse<T>(text: string): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

function buildInit(method: Method, options: RequestOptions): RequestInit {
  const headers = headersFor(options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method, headers, body, credentials: 'same-origin', signal: options.signal };
}

/**
 * Calls sent over the network start once the browser has painted, one per task: a screen asks for its queries (and
 * its images) while React commits it, and starting every `fetch` inside that commit made one long task on a phone
 * (decision 026; measured again with the first data in the page, decision 039: the Trombinoscopio's photos and
 * portfolio images). Calls asked for together share one wait for the paint, then start one after the other, each
 * in a task of its own. An answer taken from the page waits for nothing.
 */
const waitingCalls: Array<() => void> = [];

function startNextCall(): void {
  waitingCalls.shift()?.();
  if (waitingCalls.length > 0) setTimeout(startNextCall, 0);
}

function callTurn(): Promise<void> {
  return new Promise((resolve) => {
    waitingCalls.push(resolve);
    if (waitingCalls.length === 1) afterNextPaint(startNextCall);
  });
}

/** A sent call's answer, returned unread unless it is a failure the client throws. */
async function checked(response: Response): Promise<Response> {
  noteStatus(response.status);
  if (!isOk(response.status)) throw new ApiError(response.status, await response.text());
  return response;
}

/** The answer in the page to GET `path`, as the answer the server would send. */
function firstAnswerOf(method: Method, path: string): Response | undefined {
  const answer = method === 'GET' ? takeFirstAnswer(path) : undefined;
  if (!answer) return undefined;
  const headers = new Headers({ 'content-type': 'application/json', ...answer.headers });
  return new Response(JSON.stringify(answer.body), { status: 200, headers });
}

/**
 * Sends one call with fetch, or takes its answer from the page. The answer is returned unread, unless it is a
 * failure the client throws.
 */
async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const inPage = firstAnswerOf(method, path);
  if (inPage) return checked(inPage);
  await callTurn();
  return checked(await fetch(path, buildInit(method, options)));
}

const readText = (response: Response) => (response.status === 204 ? Promise.resolve('') : response.text());

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await readText(await send(method, path, options))) as T;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- an exception's name and message for code, never shown
const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/** A multipart POST through XMLHttpRequest, which (unlike fetch) reports the upload's progress. */
function sendWithProgress(path: string, body: FormData, options: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    // Same-origin: the session cookie goes with it.
    xhr.open('POST', path);
    Object.entries(headersFor()).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      noteStatus(xhr.status);
      if (isOk(xhr.status)) resolve(xhr.responseText);
      else reject(new ApiError(xhr.status, xhr.responseText));
    };
    // fetch's own failures, so callers see one kind of network error and of abort.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- as fetch's own failure: for code, never shown
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(abortError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  /** Throws `ApiError` on a non-OK answer like the other methods (decision 023); resolves to the answer's body, if any. */
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A GET whose OK answer the caller reads itself: its headers (list pages) or its bytes (downloads, images). */
  getResponse: (path: string, options?: Omit<RequestOptions, 'body'>) => send('GET', path, options ?? {}),
  /** A multipart POST that reports its upload progress; resolves to the JSON answer. */
  upload: async <T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> =>
    parse<T>(await sendWithProgress(path, body, options)) as T,
};

/**
 * The server's `{ message }` from a failed call, for toasts; the fallback when
 * the error carries none (network failure, HTML error page, …).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const data = parse<unknown>(error.body);
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
  }
  return fallback;
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function getErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
