import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_DATA_REQUESTS } from './early-requests';

type EarlyAnswers = typeof import('./early-answers');

/**
 * A fresh copy of the module (its maps are per page load), in a page whose script left `sent` (sent with the
 * session cookie), and the page's api client, whose session generation a sign-in or sign-out in the page bumps.
 */
async function pageWith(sent: Record<string, Promise<Response>> | undefined) {
  vi.resetModules();
  const window: Record<string, unknown> = sent ? { [EARLY_DATA_REQUESTS]: sent } : {};
  vi.stubGlobal('window', window);
  const module: EarlyAnswers = await import('./early-answers');
  const client = await import('./api-client');
  return { module, window, client };
}

/** Reads a sent answer as the api client would: its JSON, or its status as the failure. */
const readJson = async <T>(sent: Promise<Response>): Promise<T> => {
  const response = await sent;
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as T;
};

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the first screen answers the first-screen script asked for', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('are read once at start-up and taken once, read, as initial data', async () => {
    const { module, window } = await pageWith({ '/api/staff/analytics': answer({ stats: 1 }) });
    module.readEarlyAnswers(readJson);
    expect(window[EARLY_DATA_REQUESTS]).toBeNull();
    await module.earlyAnswersRead();
    expect(module.takeReadEarlyAnswer('/api/staff/analytics')).toEqual({ stats: 1 });
    expect(module.takeReadEarlyAnswer('/api/staff/analytics')).toBeUndefined();
    expect(module.takeEarlyAnswer('/api/staff/analytics')).toBeUndefined();
  });

  it('still on their way are taken by the query instead of asking again', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const sent = new Promise<Response>((resolve) => (arrive = resolve));
    const { module } = await pageWith({ '/api/staff/analytics': sent });
    module.readEarlyAnswers(readJson);
    expect(module.takeReadEarlyAnswer('/api/staff/analytics')).toBeUndefined();
    const taken = module.takeEarlyAnswer<{ stats: number }>('/api/staff/analytics');
    expect(taken).toBeInstanceOf(Promise);
    arrive(new Response('{"stats":2}'));
    await expect(taken).resolves.toEqual({ stats: 2 });
    expect(module.takeEarlyAnswer('/api/staff/analytics')).toBeUndefined();
  });

  it("sent to a path with the profile's slot are taken under the path they were sent to, with their headers", async () => {
    const response = new Response('[{"id":1}]', { headers: { 'X-Total-Count': '1' } });
    Object.defineProperty(response, 'url', { value: 'http://school.test/api/courses?limit=200&teacher_id=7' });
    const { module } = await pageWith({ '/api/courses?limit=200&teacher_id={profile}': Promise.resolve(response) });
    module.readEarlyAnswers(readJson);
    await module.earlyAnswersRead();
    expect(module.takeReadEarlyAnswerAndHeaders('/api/courses?limit=200&teacher_id={profile}')).toBeUndefined();
    const taken = module.takeReadEarlyAnswerAndHeaders('/api/courses?limit=200&teacher_id=7');
    expect(taken?.data).toEqual([{ id: 1 }]);
    expect(taken?.headers.get('X-Total-Count')).toBe('1');
    expect(module.takeReadEarlyAnswer('/api/courses?limit=200&teacher_id=7')).toBeUndefined();
  });

  it('a failed one is no initial data; the query that takes it gets the failure', async () => {
    const { module } = await pageWith({ '/api/staff/analytics': answer({ error: 'Forbidden' }, 403) });
    module.readEarlyAnswers(readJson);
    await module.earlyAnswersRead();
    expect(module.takeReadEarlyAnswer('/api/staff/analytics')).toBeUndefined();
    await expect(module.takeEarlyAnswer('/api/staff/analytics')).rejects.toThrow('403');
  });

  it('are waited for at most the limit, and not at all when there are none', async () => {
    const { module } = await pageWith({ '/api/staff/analytics': new Promise<Response>(() => undefined) });
    module.readEarlyAnswers(readJson);
    vi.useFakeTimers();
    let done = false;
    void module.earlyAnswersRead(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const none = await pageWith(undefined);
    none.module.readEarlyAnswers(readJson);
    let noneDone = false;
    void none.module.earlyAnswersRead(1_000).then(() => (noneDone = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(noneDone).toBe(true);
  });

  it('are nobody’s once this page has signed out or in again after the script asked for them', async () => {
    const { module, client } = await pageWith({ '/api/staff/analytics': answer({ stats: 3 }) });
    module.readEarlyAnswers(readJson);
    await module.earlyAnswersRead();
    client.nextSessionGeneration();
    expect(module.takeReadEarlyAnswer('/api/staff/analytics')).toBeUndefined();
    expect(module.takeEarlyAnswer('/api/staff/analytics')).toBeUndefined();
  });

  it('are never taken when the page signed in as someone else while they were on their way (issue 41)', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const sent = new Promise<Response>((resolve) => (arrive = resolve));
    const { module, window, client } = await pageWith({ '/api/staff/analytics': sent });
    module.readEarlyAnswers(readJson);
    expect(window[EARLY_DATA_REQUESTS]).toBeNull();
    // Signed out, then another person signed in, in this page, before the first person's answer came.
    client.nextSessionGeneration();
    client.nextSessionGeneration();
    arrive(new Response(JSON.stringify({ stats: 'first person' })));
    await module.earlyAnswersRead();
    expect(module.takeReadEarlyAnswer('/api/staff/analytics')).toBeUndefined();
    expect(module.takeEarlyAnswer('/api/staff/analytics')).toBeUndefined();
  });
});
