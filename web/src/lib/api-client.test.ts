import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPhoto } from '@/components/person-photo/fetch-photo';
import type { FirstData } from '@contracts/first-data';
import { api, ApiError, getErrorMessage, hasSessionHint, nextSessionGeneration, onUnauthorized } from './api-client';
import { getListPage } from './api-page';
import { downloadDocument } from './download-document';
import { confirmFirstAnswersOwner, readFirstAnswers } from './first-answers';
import { FakeXhr } from './testing/fake-xhr';
import { uploadDocument } from './upload-document';

let answer: () => Response;
const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => answer());
const signOut = vi.fn();
let stopListening: () => void;

/** A page whose storage still holds a token an older version kept: the client must not send it. */
function withOldStoredToken(): void {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === 'token' ? 'old-token' : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
}

/** Every answer of fetch and of the upload's XHR is `status` with `body`. */
function answerWith(status: number, body: BodyInit | null = '', type = 'application/json'): void {
  answer = () => new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': type } });
  FakeXhr.answer = { status, text: typeof body === 'string' ? body : '' };
}

const file = () => new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });

/** One call of each kind the web app makes. */
const CALLS = {
  'JSON read': () => api.get('/api/me'),
  'JSON write': () => api.post('/api/ideas', { content: 'x' }),
  'JSON delete': () => api.delete('/api/documents/7'),
  'list page': () => getListPage('/api/teachers', { limit: 50 }),
  download: () => downloadDocument(7, 'cv.pdf'),
  'image blob': () => fetchPhoto('/api/document-direct/7?t=1'),
  upload: () => uploadDocument({ document_type: 'teacher', entity_id: 3, document_tag: 'cv' }, file()),
} satisfies Record<string, () => Promise<unknown>>;

/** The headers the last call sent, by fetch or by the upload's XHR. */
function lastHeaders(kind: string): Record<string, string> {
  if (kind === 'upload') return FakeXhr.last!.headers;
  return fetchMock.mock.lastCall![1].headers as Record<string, string>;
}

beforeEach(() => {
  withOldStoredToken();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock.mockClear();
  fetchMock.mockImplementation(async () => answer());
  signOut.mockClear();
  FakeXhr.last = null;
  stopListening = onUnauthorized(signOut);
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('the api client', () => {
  it.each(Object.keys(CALLS))(
    'sends the session cookie (same origin) and no token with a %s, whatever storage holds',
    async (kind) => {
      answerWith(401, '{"message":"Unauthorized"}');
      await CALLS[kind as keyof typeof CALLS]().catch(() => undefined);
      expect(lastHeaders(kind).Authorization).toBeUndefined();
      // A same-origin XHR sends the cookie without withCredentials (which is for other origins).
      if (kind === 'upload') expect(FakeXhr.last!.withCredentials).toBe(false);
      else expect(fetchMock.mock.lastCall![1].credentials).toBe('same-origin');
    },
  );

  it('tells whether the page holds the hint that a session cookie was set', () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; signed-in=1' });
    expect(hasSessionHint()).toBe(true);
    vi.stubGlobal('document', { cookie: '__Host-signed-in=1' });
    expect(hasSessionHint()).toBe(true);
    vi.stubGlobal('document', { cookie: 'theme=dark; not-signed-in=1; signed-in=0' });
    expect(hasSessionHint()).toBe(false);
  });

  it.each(Object.keys(CALLS))("turns a non-OK answer to a %s into Error('{status}: {text}')", async (kind) => {
    answerWith(500, 'Internal error', 'text/plain');
    const failure = await CALLS[kind as keyof typeof CALLS]().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('500: Internal error');
  });

  it.each(Object.keys(CALLS))("exposes the server's error code of a failed %s", async (kind) => {
    answerWith(404, '{"code":"TEACHER_NOT_FOUND","message":"Profesor no encontrado"}');
    const failure = await CALLS[kind as keyof typeof CALLS]().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('TEACHER_NOT_FOUND');
    expect((failure as ApiError).status).toBe(404);
  });

  it('starts each call in a task of its own, not inside the code that asked for it', async () => {
    answerWith(200, '{}');
    // Work queued by a fetch call runs before the next call only if that call comes in a later task.
    const order: string[] = [];
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      queueMicrotask(() => order.push('end of its task'));
      return answer();
    });
    const calls = [api.get('/api/notifications'), api.get('/api/teachers/1/stats'), api.get('/api/grades/summary')];
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await Promise.all(calls);
    expect(order).toEqual(Array.from({ length: 3 }, () => ['fetch', 'end of its task']).flat());
  });

  it('starts a call once the browser has painted, or after 100 ms where no frame comes', async () => {
    answerWith(200, '{}');
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const task = () => new Promise((resolve) => setTimeout(resolve, 0));
    const painted = api.get('/api/notifications');
    await task();
    expect(fetchMock).not.toHaveBeenCalled();
    frames.shift()!();
    await task();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await painted;

    const hidden = api.get('/api/notifications');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await hidden;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts a call of a hidden page without waiting for a frame', async () => {
    answerWith(200, '{}');
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const call = api.get('/api/notifications');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await call;
  });

  it('has no error code when the answer carries none, or no known one', () => {
    expect(new ApiError(409, '{"message":"Ya existe"}').code).toBeUndefined();
    expect(new ApiError(502, '<html>Bad gateway</html>').code).toBeUndefined();
    expect(new ApiError(500, '').code).toBeUndefined();
    expect(new ApiError(400, '{"code":"NOT_A_CODE_OF_OURS"}').code).toBeUndefined();
    expect(new ApiError(400, '"VALIDATION_FAILED"').code).toBeUndefined();
    expect(new ApiError(400, '{"code":"VALIDATION_FAILED","message":"x","issues":[]}').code).toBe('VALIDATION_FAILED');
  });

  it("reads the server's message for toasts, a failed DELETE's as any other", async () => {
    answerWith(409, '{"message":"Ya existe"}');
    const failure = await api.post('/api/staff/teachers', {}).catch((error: unknown) => error);
    expect(getErrorMessage(failure, 'fallback')).toBe('Ya existe');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');

    const refused = await api.delete('/api/documents/7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(getErrorMessage(refused, 'fallback')).toBe('Ya existe');
  });

  it('resolves a DELETE that succeeds to its body, none for a 204, and sends its JSON body', async () => {
    answerWith(204);
    await expect(
      api.delete('/api/me/two-factor/totp', { body: { current_password: 'secret' } }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.lastCall![1];
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('{"current_password":"secret"}');

    answerWith(200, '{"profile_photo":null}');
    expect(await api.delete('/api/photos/teacher/3')).toEqual({ profile_photo: null });
  });

  it('reads the answers of each kind of call', async () => {
    answerWith(200, '[{"id":1}]');
    fetchMock.mockImplementationOnce(
      async () => new Response('[{"id":1}]', { headers: { 'x-total-count': '120', 'x-next-cursor': 'abc' } }),
    );
    expect(await getListPage('/api/teachers', { q: 'ana', limit: 50 })).toEqual({
      items: [{ id: 1 }],
      total: 120,
      totalCapped: false,
      nextCursor: 'abc',
    });
    expect(fetchMock.mock.lastCall![0]).toBe('/api/teachers?limit=50&q=ana');

    answerWith(201, '{"id":9,"document":{"id":9}}');
    const progress = vi.fn();
    expect(
      await uploadDocument({ document_type: 'teacher', entity_id: 3, document_tag: 'cv' }, file(), {
        onProgress: progress,
      }),
    ).toMatchObject({ id: 9 });
    expect(progress).toHaveBeenCalledWith(50);

    answerWith(200, new Blob(['png'], { type: 'image/png' }), 'image/png');
    expect((await fetchPhoto('/api/document-direct/7?t=1')).type).toBe('image/png');
  });
});

describe('a 401 answer', () => {
  it.each(Object.keys(CALLS))('to a %s signs the session out', async (kind) => {
    answerWith(401, '{"message":"Unauthorized"}');
    await CALLS[kind as keyof typeof CALLS]().catch(() => undefined);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('to a refused sign-in is thrown like any other and told too (the session provider ignores it while signed out)', async () => {
    answerWith(401, '{"message":"Invalid credentials"}');
    await expect(api.post('/api/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toThrow(
      '401: {"message":"Invalid credentials"}',
    );
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('to another status signs nobody out', async () => {
    answerWith(403, '{"message":"Forbidden"}');
    await api.get('/api/staff/teachers').catch(() => undefined);
    expect(signOut).not.toHaveBeenCalled();
  });
});

/** A page carrying `data` as the server writes it (decision 039). */
function pageWith(data: FirstData) {
  const element = { textContent: JSON.stringify(data), remove: vi.fn() };
  return { page: { getElementById: (id: string) => (id === 'first-data' ? element : null) } as never, element };
}

const FIRST_DATA: FirstData = {
  userId: 7,
  answers: {
    '/api/me': { body: { id: 7, email: 'me@school.test' } },
    '/api/teacher/documents': { body: { documents: [{ id: 1 }] } },
    '/api/courses?limit=200&teacher_id=3': {
      body: [{ id: 5 }],
      headers: { 'x-total-count': '1', 'x-next-cursor': 'abc' },
    },
  },
};

describe('the answers the server put in the page', () => {
  afterEach(() => readFirstAnswers(undefined));

  it('are taken once each, for the same URL in any order of its query, instead of asking', async () => {
    const { page, element } = pageWith(FIRST_DATA);
    readFirstAnswers(page);
    expect(element.remove).toHaveBeenCalled();
    expect(await api.get('/api/me')).toEqual({ id: 7, email: 'me@school.test' });
    confirmFirstAnswersOwner(7);
    expect(await api.get('/api/teacher/documents')).toEqual({ documents: [{ id: 1 }] });
    const list = await getListPage('/api/courses', { limit: 200, filters: { teacher_id: '3' } });
    expect(list).toEqual({ items: [{ id: 5 }], total: 1, totalCapped: false, nextCursor: 'abc' });
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: the next call asks the server.
    answerWith(200, '{"documents":[]}');
    expect(await api.get('/api/teacher/documents')).toEqual({ documents: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('other than GET /api/me are not taken before the signed-in person is known to be their owner', async () => {
    readFirstAnswers(pageWith(FIRST_DATA).page);
    answerWith(200, '{"documents":[]}');
    expect(await api.get('/api/teacher/documents')).toEqual({ documents: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are never taken by another person's session, nor after a sign-in or sign-out in the page", async () => {
    answerWith(200, '{"documents":[]}');
    readFirstAnswers(pageWith(FIRST_DATA).page);
    confirmFirstAnswersOwner(8);
    expect(await api.get('/api/me')).toEqual({ documents: [] });
    expect(await api.get('/api/teacher/documents')).toEqual({ documents: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    readFirstAnswers(pageWith(FIRST_DATA).page);
    confirmFirstAnswersOwner(7);
    nextSessionGeneration();
    expect(await api.get('/api/teacher/documents')).toEqual({ documents: [] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are none in a page whose data cannot be read', async () => {
    const element = { textContent: '{"userId":', remove: vi.fn() };
    readFirstAnswers({ getElementById: () => element } as never);
    confirmFirstAnswersOwner(7);
    answerWith(200, '{"id":1}');
    expect(await api.get('/api/me')).toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('wait for no paint: taken in the task that asks for them', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    readFirstAnswers(pageWith(FIRST_DATA).page);
    let answered = false;
    void api.get('/api/me').then(() => (answered = true));
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    for (let turn = 0; turn < 10 && !answered; turn += 1) await Promise.resolve();
    expect(answered).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are never taken for another method', async () => {
    readFirstAnswers(pageWith(FIRST_DATA).page);
    confirmFirstAnswersOwner(7);
    answerWith(200, '{}');
    await api.post('/api/teacher/documents', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
