import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * Rendered public pages kept in this process's memory (decision 046), each with the public site's version it was
 * made at (`public_site_version`, raised by triggers in the transaction of any change a page shows). A request reads
 * the version (one key lookup) and takes the kept page only when the versions are equal: a change committed on any
 * app server makes every server's copy stale at once, and no server needs another's memory. The version is read
 * before rendering, so a page rendered while a change commits is kept under the older version and made again.
 * Bounded: 8 MB, pages of searches included (an unbounded set of keys).
 */
export interface RenderedPage {
  version: number;
  status: number;
  etag: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

const cache = new LRUCache<string, RenderedPage>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (page) => page.body.length + page.gzip.length + page.brotli.length + 200,
});

/** The kept page of `key`, if it was made at `version`. */
export function keptPage(key: string, version: number): RenderedPage | undefined {
  const page = cache.get(key);
  return page && page.version === version ? page : undefined;
}

/** Compresses once what every later request sends, and keeps it under `key`. */
export function keepPage(key: string, version: number, status: number, html: string): RenderedPage {
  const body = Buffer.from(html, 'utf8');
  const page: RenderedPage = {
    version,
    status,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    gzip: zlib.gzipSync(body, { level: 9 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
  cache.set(key, page);
  return page;
}

/** For tests: forget every kept page. */
export function forgetPages(): void {
  cache.clear();
}

/**
 * Reads of the public site's version, shared: at most one query in flight, and a request that arrives while one is in
 * flight waits for the next one (which starts after it arrived, so it sees every change committed before the request
 * came), shared by every request that arrived meanwhile. Under load a version query serves many requests, and no
 * request is answered from a version read before it arrived.
 */
export function sharedVersionReads(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const current = (): Promise<number> => {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return current();
      });
    return next;
  };
  return current;
}
