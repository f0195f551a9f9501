import { describe, expect, it } from 'vitest';
import { createViewportWidthStore, type ViewportSource } from './viewport-width';

/** A window stand-in that counts how often its width is read. */
function fakeWindow(initialWidth: number) {
  const listeners = new Set<() => void>();
  let width = initialWidth;
  const counter = { reads: 0 };
  const source: ViewportSource = {
    get innerWidth() {
      counter.reads += 1;
      return width;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const resize = (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
  return { source, counter, listeners, resize };
}

describe('createViewportWidthStore', () => {
  it('reads the width once for any number of snapshots, not on each', () => {
    const screen = fakeWindow(390);
    const store = createViewportWidthStore(screen.source);
    const unsubscribe = store.subscribe(() => undefined);
    const readsAfterSubscribing = screen.counter.reads;
    for (let i = 0; i < 50; i += 1) expect(store.getSnapshot()).toBe(390);
    expect(screen.counter.reads).toBe(readsAfterSubscribing);
    unsubscribe();
  });

  it('tells every subscriber of a resize and answers the new width', () => {
    const screen = fakeWindow(390);
    const store = createViewportWidthStore(screen.source);
    const told: string[] = [];
    const first = store.subscribe(() => told.push('first'));
    const second = store.subscribe(() => told.push('second'));
    expect(screen.listeners.size).toBe(1);
    screen.resize(1280);
    expect(told).toEqual(['first', 'second']);
    expect(store.getSnapshot()).toBe(1280);
    first();
    second();
    expect(screen.listeners.size).toBe(0);
  });

  it('reads the width afresh once nobody listens any more (a resize then goes unheard)', () => {
    const screen = fakeWindow(390);
    const store = createViewportWidthStore(screen.source);
    expect(store.getSnapshot()).toBe(390);
    store.subscribe(() => undefined)();
    screen.resize(1024);
    expect(store.getSnapshot()).toBe(1024);
  });

  it('sees a resize that came between the first render and the subscription', () => {
    const screen = fakeWindow(390);
    const store = createViewportWidthStore(screen.source);
    expect(store.getSnapshot()).toBe(390);
    screen.resize(800); // no listener yet
    store.subscribe(() => undefined);
    expect(store.getSnapshot()).toBe(800);
  });
});
