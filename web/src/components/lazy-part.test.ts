import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart, preloadedScreen } from './lazy-part';

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

  it("renders at once, without its boundary's fallback, once its code is there", async () => {
    const load = vi.fn(() =>
      Promise.resolve((({ open }) => `part ${String(open)}`) as ComponentType<{ open: boolean }>),
    );
    const LazyPart = preloadedScreen(load, Fallback);
    const page = () =>
      renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(LazyPart, { open: true })));
    expect(page()).toContain('loading');
    await LazyPart.preload();
    expect(page()).toContain('part true');
    expect(page()).not.toContain('loading');
    await LazyPart.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
