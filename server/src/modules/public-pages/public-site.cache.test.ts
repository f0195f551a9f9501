import { describe, expect, it } from 'vitest';
import { sharedVersionReads } from './public-site.cache';

describe('shared reads of the public site version', () => {
  it('runs one read at a time; a caller who came during a read gets the next one, shared', async () => {
    let version = 0;
    const started: number[] = [];
    const resolvers: (() => void)[] = [];
    const read = () =>
      new Promise<number>((resolve) => {
        started.push(version);
        const seen = version;
        resolvers.push(() => resolve(seen));
      });
    const current = sharedVersionReads(read);
    const first = current();
    // A change commits while the first read is in flight; these callers came after it.
    version = 1;
    const second = current();
    const third = current();
    expect(started).toEqual([0]);
    resolvers.shift()!();
    expect(await first).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1]);
    resolvers.shift()!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });
});
