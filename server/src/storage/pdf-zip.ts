import { once } from 'node:events';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage } from './file-storage';

/** PDFs are compressed already: stored as they are. */
const ZIP_ENTRY = { compress: false } as const;
/** Past this many bytes of the ZIP not yet taken by the file, the next PDF waits. */
const HIGH_WATER = 4 * 1024 * 1024;

/** `name`, or `name (2).pdf`… when another entry of the ZIP already has it (case aside). */
function uniqueName(used: Set<string>, name: string): string {
  let candidate = name;
  for (let number = 2; used.has(candidate.toLowerCase()); number += 1)
    candidate = name.replace(/\.pdf$/, ` (${number}).pdf`);
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A batch job's ZIP of PDFs (the CVs of every teacher, a review cycle's documents): each item rendered in turn and
 * streamed into an encrypted temporary file, so memory does not grow with the number of items; an item whose render
 * throws is counted failed and skipped. `progress` is told the counts after each item. Once the ZIP is whole,
 * `publish` makes it the batch's file (in the batch's own transaction) and answers the files it replaced, which are
 * then removed. Anything else failing removes the temporary file, calls `failed` and throws.
 */
export async function writePdfZip<Item>(options: {
  storage: FileStorage;
  /** The items, read once the batch is running (a failure here fails the batch as any other). */
  items: () => Promise<readonly Item[]>;
  render: (item: Item) => Promise<{ bytes: Uint8Array; fileName: string }>;
  progress: (counts: { done: number; failed: number }) => Promise<void>;
  publish: (name: string) => Promise<string[]>;
  failed: () => Promise<void>;
}): Promise<void> {
  const { storage } = options;
  const name = storage.newName('zip');
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const written = storage.writeTemporary(name, output);
  // An early failure of the file must not go unhandled while the PDFs are rendered.
  written.catch(() => undefined);
  const used = new Set<string>();
  const counts = { done: 0, failed: 0 };
  try {
    for (const item of await options.items()) {
      try {
        const { bytes, fileName } = await options.render(item);
        zip.addBuffer(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          uniqueName(used, fileName),
          ZIP_ENTRY,
        );
        counts.done += 1;
      } catch {
        counts.failed += 1;
      }
      await options.progress({ ...counts });
      // The file takes the ZIP's stream as fast as the disk does; should it fall behind, wait for it.
      while (output.readableLength > HIGH_WATER) await once(output, 'data');
    }
    zip.end();
    await written;
    const replaced = await options.publish(name);
    for (const file of replaced) await storage.remove(file).catch(() => undefined);
  } catch (error) {
    output.destroy();
    await storage.discardTemporary(name).catch(() => undefined);
    await options.failed();
    throw error;
  }
}
