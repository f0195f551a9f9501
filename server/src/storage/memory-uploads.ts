import crypto from 'node:crypto';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An upload sink that keeps files in memory instead of on disk, for uploads that are processed before anything is
 * stored (a profile photo: its original, metadata and all, never reaches the disk; decision 021). The caller's
 * multipart limit bounds the size. `take` hands the bytes over once and forgets them.
 */
export interface MemoryUploads {
  newName(extension: string): string;
  writeTemporary(name: string, source: Readable, transforms?: Transform[]): Promise<{ size: number }>;
  discardTemporary(name: string): Promise<void>;
  take(name: string): Buffer;
}

export function createMemoryUploads(): MemoryUploads {
  const files = new Map<string, Buffer>();
  return {
    newName: (extension) => `${crypto.randomUUID()}.${extension}`,
    async writeTemporary(name, source, transforms = []) {
      const chunks: Buffer[] = [];
      const collect = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      await pipeline([source, ...transforms, collect]);
      const content = Buffer.concat(chunks);
      files.set(name, content);
      return { size: content.length };
    },
    async discardTemporary(name) {
      files.delete(name);
    },
    take(name) {
      const content = files.get(name);
      if (!content) throw new Error(`No upload held under ${name}`);
      files.delete(name);
      return content;
    },
  };
}
