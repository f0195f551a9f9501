import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@contracts/auth';
import { api, nextSessionGeneration } from '@/lib/api-client';
import { requestMe, requestMeAtStartup, sessionLookedUpAtStartup } from './me';

/** The page's cookies as the script sees them: the hint that a session cookie was set, or not (decision 037). */
const sessionHint = (present: boolean) =>
  vi.stubGlobal('document', { cookie: present ? 'theme=dark; signed-in=1' : 'theme=dark' });

const user = (email: string) => ({ id: 1, email, role: 'TEACHER' }) as unknown as Me;

describe('GET /api/me at start-up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("is sent before any render with the session cookie's hint, and its answer is the session's first look, once", async () => {
    sessionHint(true);
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
    expect(get).toHaveBeenLastCalledWith('/api/me', { signal });
  });

  it('is not sent without the hint', async () => {
    sessionHint(false);
    const get = vi.spyOn(api, 'get').mockResolvedValue(user('asked@school.test'));
    requestMeAtStartup();
    expect(get).not.toHaveBeenCalled();
    expect((await requestMe(new AbortController().signal)).email).toBe('asked@school.test');
  });

  it('asks again when this page signed in or out between start-up and the first look', async () => {
    sessionHint(true);
    const get = vi.spyOn(api, 'get').mockResolvedValueOnce(user('first@school.test'));
    requestMeAtStartup();
    nextSessionGeneration();
    get.mockResolvedValueOnce(user('second@school.test'));
    expect((await requestMe(new AbortController().signal)).email).toBe('second@school.test');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('hands its failure to the session provider instead of an unhandled rejection', async () => {
    sessionHint(true);
    vi.spyOn(api, 'get').mockRejectedValueOnce(new Error('401: Unauthorized'));
    requestMeAtStartup();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(requestMe(new AbortController().signal)).rejects.toThrow('401');
  });

  it('is decided once: the 401 that removes the hint of a session ended elsewhere does not undo the first look', async () => {
    sessionHint(true);
    vi.spyOn(api, 'get').mockRejectedValueOnce(new Error('401: Unauthorized'));
    requestMeAtStartup();
    expect(sessionLookedUpAtStartup()).toBe(true);
    // The answer's Set-Cookie removed the hint before the session provider looked.
    sessionHint(false);
    expect(sessionLookedUpAtStartup()).toBe(true);
    await expect(requestMe(new AbortController().signal)).rejects.toThrow('401');
  });

  it('without the hint, decides that nobody is signed in', () => {
    sessionHint(false);
    requestMeAtStartup();
    expect(sessionLookedUpAtStartup()).toBe(false);
  });
});
