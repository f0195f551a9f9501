import { describe, expect, it } from 'vitest';
import { serverEnv } from './server-env.mjs';

describe("the server process's environment", () => {
  it("gives large blocks their own mappings, and keeps the operator's variables", () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it("leaves the operator's own threshold", () => {
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });
});
