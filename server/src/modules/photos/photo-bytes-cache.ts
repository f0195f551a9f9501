import { LRUCache } from 'lru-cache';

/**
 * Decrypted photo sizes kept in this process's memory, by entity tag (decision 021). A tag names one size of one
 * stored file of a photo (photo-view.ts), and a photo's files never change in place, so an entry can never be stale,
 * and every server sharing the files may hold its own copy: nothing here is state another server needs. It spares
 * the directory's views the lookup of the size's file, its opening and decryption that cost most of a photo's answer.
 * Bounded to 32 MB; a size larger than 1 MB is not kept.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;

const cache = new LRUCache<string, Buffer>({ maxSize: MAX_BYTES, sizeCalculation: (bytes) => bytes.length });

/** The bytes kept under this entity tag, if any. */
export function cachedPhotoBytes(etag: string): Buffer | undefined {
  return cache.get(etag);
}

/** Keeps the bytes served under this entity tag, unless they are too large to keep. */
export function keepPhotoBytes(etag: string, bytes: Buffer): void {
  if (bytes.length <= MAX_ENTRY_BYTES) cache.set(etag, bytes);
}
