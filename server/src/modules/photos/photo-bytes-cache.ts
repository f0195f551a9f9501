import { LRUCache } from 'lru-cache';
import type { FileStorage } from '../../storage/file-storage';

/**
 * Decrypted photo sizes kept in this process's memory, by stored name (decision 021). A stored name is never reused
 * and a photo's file never changes in place, so an entry can never be stale, and every server sharing the files may
 * hold its own copy: nothing here is state another server needs. It spares the directory's views the file opening
 * and decryption that cost most of a photo's answer. Bounded to 32 MB; a size larger than 1 MB is not kept.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 1024 * 1024;

const cache = new LRUCache<string, Buffer>({ maxSize: MAX_BYTES, sizeCalculation: (bytes) => bytes.length });

/** The decrypted content of one photo size, from memory or read once from the storage. */
export async function readPhotoBytes(storage: FileStorage, filename: string): Promise<Buffer> {
  const cached = cache.get(filename);
  if (cached) return cached;
  const bytes = await storage.read(filename);
  if (bytes.length <= MAX_ENTRY_BYTES) cache.set(filename, bytes);
  return bytes;
}
