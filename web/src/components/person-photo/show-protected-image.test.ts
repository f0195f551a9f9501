import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoBlobKey } from './use-photo-blob';

const fetchPhoto = vi.fn<(url: string) => Promise<Blob>>();
vi.mock('./fetch-photo', () => ({ fetchPhoto: (url: string) => fetchPhoto(url) }));

/** A stand-in IntersectionObserver the test reports through. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched = new Set<Element>();
  constructor(readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(node: Element) {
    this.watched.add(node);
  }
  unobserve(node: Element) {
    this.watched.delete(node);
  }
}

/** Just what the function touches of an <img>: src, attributes and load/error listeners. */
class FakeImage extends EventTarget {
  src = '';
  attributes = new Set<string>();
  setAttribute(name: string) {
    this.attributes.add(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

const URL_OF_PHOTO = '/api/document-direct/7?t=1&size=small';
const bytes = new Blob(['png'], { type: 'image/png' });

describe('showProtectedImage', () => {
  let show: typeof import('./show-protected-image').showProtectedImage;
  let client: QueryClient;
  beforeEach(async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.resetModules();
    ({ showProtectedImage: show } = await import('./show-protected-image'));
    client = new QueryClient();
    fetchPhoto.mockReset();
  });
  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
  });

  it('shows cached bytes at once, without watching the screen or fetching', () => {
    client.setQueryData(photoBlobKey(URL_OF_PHOTO), bytes);
    const img = new FakeImage();
    show(img as unknown as HTMLImageElement, URL_OF_PHOTO, client);
    expect(img.src).toMatch(/^blob:/);
    expect(fetchPhoto).not.toHaveBeenCalled();
    expect(FakeObserver.last?.watched.size ?? 0).toBe(0);
  });

  it('fetches once the image nears the screen, shows it, and marks it loaded once decoded', async () => {
    fetchPhoto.mockResolvedValue(bytes);
    const img = new FakeImage();
    show(img as unknown as HTMLImageElement, URL_OF_PHOTO, client);
    await Promise.resolve();
    expect(fetchPhoto).not.toHaveBeenCalled();

    FakeObserver.last!.report([{ target: img as unknown as Element, isIntersecting: true }]);
    await vi.waitFor(() => expect(img.src).toMatch(/^blob:/));
    expect(fetchPhoto).toHaveBeenCalledWith(URL_OF_PHOTO);
    expect(client.getQueryData(photoBlobKey(URL_OF_PHOTO))).toBe(bytes);
    expect(img.attributes.has('data-loaded')).toBe(false);
    img.dispatchEvent(new Event('load'));
    expect(img.attributes.has('data-loaded')).toBe(true);
    img.dispatchEvent(new Event('error'));
    expect(img.attributes.has('data-loaded')).toBe(false);
  });

  it('after the cleanup, stops watching and shows nothing that answers late', async () => {
    let answer: (blob: Blob) => void = () => undefined;
    fetchPhoto.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const img = new FakeImage();
    const cleanup = show(img as unknown as HTMLImageElement, URL_OF_PHOTO, client);
    FakeObserver.last!.report([{ target: img as unknown as Element, isIntersecting: true }]);
    await vi.waitFor(() => expect(fetchPhoto).toHaveBeenCalled());
    cleanup();
    answer(bytes);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(img.src).toBe('');

    const unseen = new FakeImage();
    show(unseen as unknown as HTMLImageElement, '/api/document-direct/8?t=1&size=small', client)();
    expect(FakeObserver.last!.watched.has(unseen as unknown as Element)).toBe(false);
  });
});
