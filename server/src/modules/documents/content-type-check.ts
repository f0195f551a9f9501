import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';

const SNIFF_BYTES = 4100;

/** What the first bytes of each accepted extension must be (by file-type's detection). */
const EXPECTED: Record<string, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
};

export function mimeTypeOf(extension: string): string {
  return EXPECTED[extension]?.mime ?? 'application/octet-stream';
}

/**
 * Passes a stream through unchanged, but first holds its opening bytes and checks that the real content
 * is what the extension claims (an executable renamed .pdf is refused). Holds at most 4,100 bytes.
 */
export function contentTypeCheck(extension: string, message: string): Transform {
  const expected = EXPECTED[extension];
  let head: Buffer[] = [];
  let headLength = 0;
  let checked = false;

  const check = async (stream: Transform): Promise<void> => {
    const buffer = Buffer.concat(head);
    const detected = buffer.length > 0 ? await fileTypeFromBuffer(buffer) : undefined;
    if (buffer.length > 0 && (!expected || detected?.mime !== expected.mime)) throw new AppError('FILE_CONTENT_MISMATCH', message);
    checked = true;
    stream.push(buffer);
    head = [];
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (checked) return callback(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) return callback();
      check(this).then(() => callback(), callback);
    },
    flush(callback) {
      if (checked) return callback();
      check(this).then(() => callback(), callback);
    },
  });
}
