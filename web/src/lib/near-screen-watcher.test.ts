import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver that records what it watches and lets the test report entries. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.made.push(this);
  }
  observe(node: Element) {
    this.watched.add(node);
  }
  unobserve(node: Element) {
    this.watched.delete(node);
  }
  disconnect() {
    this.watched.clear();
  }
}

const box = () => ({}) as Element;

describe('watchNearScreen', () => {
  let watchNearScreen: typeof import('./near-screen-watcher').watchNearScreen;
  beforeEach(async () => {
    FakeObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.resetModules();
    ({ watchNearScreen } = await import('./near-screen-watcher'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('watches every box with one observer and calls each box once, when it comes near', () => {
    const [first, second] = [box(), box()];
    const nearFirst = vi.fn();
    const nearSecond = vi.fn();
    watchNearScreen(first, nearFirst);
    watchNearScreen(second, nearSecond);
    expect(FakeObserver.made).toHaveLength(1);
    const observer = FakeObserver.made[0]!;

    observer.report([
      { target: first, isIntersecting: true },
      { target: second, isIntersecting: false },
    ]);
    expect(nearFirst).toHaveBeenCalledTimes(1);
    expect(nearSecond).not.toHaveBeenCalled();
    expect([...observer.watched]).toEqual([second]);

    observer.report([{ target: first, isIntersecting: true }]);
    expect(nearFirst).toHaveBeenCalledTimes(1);
  });

  it('watches with one observer per margin', () => {
    const [near, onScreen] = [vi.fn(), vi.fn()];
    const [first, second] = [box(), box()];
    watchNearScreen(first, near);
    watchNearScreen(second, onScreen, '0px');
    expect(FakeObserver.made).toHaveLength(2);
    FakeObserver.made[1]!.report([{ target: second, isIntersecting: true }]);
    expect(onScreen).toHaveBeenCalledTimes(1);
    expect(near).not.toHaveBeenCalled();
  });

  it('stops watching a box when asked, and a stale stop leaves a newer watch of the same box alone', () => {
    const node = box();
    const stopOld = watchNearScreen(node, vi.fn());
    stopOld();
    const observer = FakeObserver.made[0]!;
    expect(observer.watched.size).toBe(0);

    const onNear = vi.fn();
    watchNearScreen(node, onNear);
    stopOld();
    observer.report([{ target: node, isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
