import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canWatchScreen, useNearScreen } from './use-near-screen';

/** The hook's first answer, before any observer has reported. */
function nearAtFirst(): boolean {
  function Probe() {
    return createElement('span', null, String(useNearScreen().near));
  }
  return renderToStaticMarkup(createElement(Probe)) === '<span>true</span>';
}

describe('useNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts every box as near where IntersectionObserver is missing (old browsers, jsdom)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(canWatchScreen()).toBe(false);
    expect(nearAtFirst()).toBe(true);
  });

  it('waits for the observer where there is one', () => {
    vi.stubGlobal('IntersectionObserver', class {});
    expect(canWatchScreen()).toBe(true);
    expect(nearAtFirst()).toBe(false);
  });
});
