import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@contracts/auth';
import { api } from '@/lib/api-client';
import { requestMe, requestMeAtStartup } from './me';

const storedToken = (token: string | null) =>
  vi.stubGlobal('localStorage', { getItem: () => token, setItem: () => undefined, removeItem: () => undefined });

const user = (email: string) => ({ id: 1, email, role: 'TEACHER' }) as unknown as Me;

describe('GET /api/me at start-up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("is sent before any render with a stored token, and its answer is the session's first look, once", async () => {
    storedToken('a-session');
    const get = vi.spyOn(api, 'get').mockResolvedValueOnce(user('early@school.test'));
    requestMeAtStartup();
    expect(get).toHaveBeenCalledTimes(1);
    const first = await requestMe(new AbortController().signal);
    expect([first.email, first.role]).toEqual(['early@school.test', 'teacher']);
    expect(get).toHaveBeenCalledTimes(1);
    // Taken once: a later look asks again, with its own signal.
    get.mockResolvedValueOnce(user('later@school.test'));
    const signal = new AbortController().signal;
    expect((await requestMe(signal)).email).toBe('later@school.test');
    expect(get).toHaveBeenLastCalledWith('/api/me', { signal, headers: undefined });
  });

  it('is not sent without a stored token', async () => {
    storedToken(null);
    const get = vi.spyOn(api, 'get').mockResolvedValue(user('asked@school.test'));
    requestMeAtStartup();
    expect(get).not.toHaveBeenCalled();
    expect((await requestMe(new AbortController().signal)).email).toBe('asked@school.test');
  });

  it("takes the one index.html's first-screen script sent, read by the client's rules, and sends none itself", async () => {
    storedToken('a-session');
    const get = vi.spyOn(api, 'get');
    const answer = JSON.stringify(user('script@school.test'));
    vi.stubGlobal('window', {
      __firstScreenMe: Promise.resolve(new Response(answer, { status: 200 })),
      __firstScreenToken: 'a-session',
    });
    requestMeAtStartup();
    const first = await requestMe(new AbortController().signal);
    expect([first.email, first.role]).toEqual(['script@school.test', 'teacher']);
    expect(get).not.toHaveBeenCalled();
    // Left as taken, so a script that runs only now sends nothing.
    expect((window as unknown as Record<string, unknown>).__firstScreenMe).toBeNull();
  });

  it("turns a refused early request into the client's 401, which signs out", async () => {
    storedToken('an-expired-session');
    vi.stubGlobal('window', {
      __firstScreenMe: Promise.resolve(new Response('{"message":"Unauthorized"}', { status: 401 })),
      __firstScreenToken: 'an-expired-session',
    });
    requestMeAtStartup();
    await expect(requestMe(new AbortController().signal)).rejects.toMatchObject({ status: 401 });
  });

  it("leaves the script's answer when another tab has changed the session since the script sent it", async () => {
    storedToken('second-session');
    const get = vi.spyOn(api, 'get').mockResolvedValue(user('second@school.test'));
    const answer = JSON.stringify(user('first@school.test'));
    vi.stubGlobal('window', {
      __firstScreenMe: Promise.resolve(new Response(answer, { status: 200 })),
      __firstScreenToken: 'first-session',
    });
    requestMeAtStartup();
    expect((await requestMe(new AbortController().signal)).email).toBe('second@school.test');
    expect(get).toHaveBeenCalledWith('/api/me', {
      signal: undefined,
      headers: { Authorization: 'Bearer second-session' },
    });
    expect((window as unknown as Record<string, unknown>).__firstScreenMe).toBeNull();
  });

  it('asks again when the session changed between start-up and the first look', async () => {
    let token = 'first-session';
    vi.stubGlobal('localStorage', { getItem: () => token, setItem: () => undefined, removeItem: () => undefined });
    const get = vi.spyOn(api, 'get').mockResolvedValueOnce(user('first@school.test'));
    requestMeAtStartup();
    token = 'second-session';
    get.mockResolvedValueOnce(user('second@school.test'));
    expect((await requestMe(new AbortController().signal)).email).toBe('second@school.test');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('hands its failure to the session provider instead of an unhandled rejection', async () => {
    storedToken('an-expired-session');
    vi.spyOn(api, 'get').mockRejectedValueOnce(new Error('401: Unauthorized'));
    requestMeAtStartup();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(requestMe(new AbortController().signal)).rejects.toThrow('401');
  });
});
