import { describe, expect, it } from 'vitest';
import { hostileFailures, timing, victimLimitMs, type AttackResult, type HostileFigures } from '../hostile-files';

const calm = { count: 20, median: 40, p95: 60, max: 70 };

/** A round where everything held: each test spoils one figure. */
function figures(change: Partial<HostileFigures> = {}): HostileFigures {
  return {
    routes: 3,
    missing: [],
    unused: [],
    results: [],
    notSent: 0,
    victim: {
      'sign-in': { idle: calm, attack: { ...calm, p95: 110 }, limitMs: victimLimitMs(60) },
      me: { idle: { ...calm, p95: 5 }, attack: { ...calm, p95: 50 }, limitMs: victimLimitMs(5) },
    },
    victimFailures: [],
    eventLoop: { p99: 20, max: 45 },
    rss: { before: 200 * 2 ** 20, peak: 400 * 2 ** 20, growth: 200 * 2 ** 20 },
    healthyAfter: true,
    serverExit: undefined,
    attackSeconds: 10,
    solo: undefined,
    seconds: 30,
    ...change,
  };
}

const result = (answer: AttackResult['answer']): AttackResult => ({
  attacker: 'teacher-a',
  route: 'POST /api/external-credentials/check',
  corpus: 'PNG: iTXt zlib bomb',
  bytes: 400_000,
  ms: 120,
  answer,
});

describe("the hostile-files round's verdict", () => {
  it('passes a round where every figure held', () => {
    expect(hostileFailures(figures())).toEqual([]);
  });

  it('allows the victim 2× idle, or idle + 50 ms when that is more (a 5 ms idle does not make 11 ms a failure)', () => {
    expect(victimLimitMs(200)).toBe(400);
    expect(victimLimitMs(5)).toBe(55);
    const slowed = figures({
      victim: { ...figures().victim, me: { idle: { ...calm, p95: 5 }, attack: { ...calm, p95: 56 }, limitMs: 55 } },
    });
    expect(hostileFailures(slowed)).toEqual([
      "the victim's me p95 56 ms during the attacks (20 answered), over 55 ms (idle p95 5 ms)",
    ]);
  });

  it('fails on a route without a corpus entry, a 5xx, a request without an answer, a held loop, grown memory', () => {
    const failures = hostileFailures(
      figures({
        missing: ['POST /api/new-upload'],
        results: [
          result({ status: 500, text: 'stack overflow' }),
          result({ status: undefined, text: 'socket hang up' }),
        ],
        eventLoop: { p99: 140, max: 900 },
        rss: { before: 0, peak: 301 * 2 ** 20, growth: 301 * 2 ** 20 },
      }),
    );
    expect(failures).toEqual([
      'route with a body but no corpus entry: POST /api/new-upload',
      'event-loop delay p99 140 ms, over 100 ms',
      'memory (RSS) grew by 301 MB, over 300 MB',
      '500 POST /api/external-credentials/check ← PNG: iTXt zlib bomb (teacher-a): stack overflow',
      '1 without an answer (socket hang up): POST /api/external-credentials/check ← PNG: iTXt zlib bomb (teacher-a, 0.1 s)',
    ]);
  });

  it('takes a 503 with Retry-After for the refusal of a full queue, and one without for a failure', () => {
    expect(hostileFailures(figures({ results: [result({ status: 503, retryAfter: '5', text: 'busy' })] }))).toEqual([]);
    expect(hostileFailures(figures({ results: [result({ status: 503, text: 'Service Unavailable' })] }))).toHaveLength(
      1,
    );
  });

  it('fails when no sign-in of the victim was answered during the attacks', () => {
    const none = figures({
      victim: { ...figures().victim, 'sign-in': { idle: calm, attack: timing([]), limitMs: victimLimitMs(60) } },
    });
    expect(hostileFailures(none)[0]).toMatch(/^the victim's sign-in p95 NaN ms/);
  });
});
