import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart } from './lazy-part';

const Part: ComponentType<{ open: boolean }> = () => null;
const Fallback: ComponentType<{ open: boolean }> = () => null;

describe('a lazily loaded part', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is the loaded component when its code comes', async () => {
    await expect(loadPart(() => Promise.resolve(Part), Fallback)).resolves.toEqual({ default: Part });
  });

  it('is the fallback, not a failed page, when its code cannot be fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadPart(() => Promise.reject(failure), Fallback)).resolves.toEqual({ default: Fallback });
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
