import { TOKEN_STORAGE_KEY } from '@contracts/constants';

/**
 * The one API client (spec §7): bearer token from localStorage `token`,
 * cookies included, JSON in and out. Non-OK answers (except DELETE) throw
 * `Error('{status}: {response text}')`.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The error thrown for a non-OK answer; its message is `{status}: {text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** What a DELETE resolves to: DELETE never throws on a non-OK answer (spec §7). */
export interface DeleteResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T | undefined;
  text: string;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when an authenticated call answers 401 (the session expired or was revoked). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* storage unavailable (private mode): the session lasts for this page only */
  }
}

function buildInit(method: Method, options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method, headers, body, credentials: 'include', signal: options.signal };
}

function parse<T>(text: string): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

async function send(method: Method, path: string, options: RequestOptions): Promise<{ response: Response; text: string }> {
  const token = getToken();
  const response = await fetch(path, buildInit(method, options, token));
  const text = response.status === 204 ? '' : await response.text();
  if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
  return { response, text };
}

async function request<T>(method: Exclude<Method, 'DELETE'>, path: string, options: RequestOptions = {}): Promise<T> {
  const { response, text } = await send(method, path, options);
  if (!response.ok) throw new ApiError(response.status, text);
  return parse<T>(text) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  /** Resolves whatever the status; check `ok` (or use `ensureDeleted`). */
  delete: async <T = unknown>(path: string, options?: RequestOptions): Promise<DeleteResult<T>> => {
    const { response, text } = await send('DELETE', path, options ?? {});
    return { ok: response.ok, status: response.status, data: parse<T>(text), text };
  },
};

/** Turns a failed DELETE into the same error the other methods throw. */
export function ensureDeleted<T>(result: DeleteResult<T>): DeleteResult<T> {
  if (!result.ok) throw new ApiError(result.status, result.text);
  return result;
}

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
    return fallback;
  }
  return fallback;
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function getErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
