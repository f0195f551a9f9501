import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { ErrorCode } from '@contracts/error-codes';
import { AppError } from '../../lib/app-error';
import type { Text } from '@contracts/i18n/texts';

const SNIFF_BYTES = 4100;

/**
 * What the first bytes of each extension a caller may accept must be (by file-type's detection of the magic
 * numbers). Which of these an upload accepts is the caller's rule (multipart-upload.ts): documents PDF, JPG, JPEG
 * and PNG; badge images PNG, JPG, JPEG and WebP ('RIFF', 4 bytes of size, 'WEBP'). SVG has no magic number (it is
 * text) and is never here.
 */
const EXPECTED: Record<string, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

export function mimeTypeOf(extension: string): string {
  return EXPECTED[extension]?.mime ?? 'application/octet-stream';
}

/**
 * Passes a stream through unchanged, but first holds its opening bytes and checks that the real content
 * is what the extension claims (an executable renamed .pdf is refused, with `code`, FILE_CONTENT_MISMATCH unless
 * the caller says). Holds at most 4,100 bytes.
 */
export function contentTypeCheck(
  extension: string,
  message: Text,
  code: ErrorCode = 'FILE_CONTENT_MISMATCH',
): Transform {
  const expected = EXPECTED[extension];
  let head: Buffer[] = [];
  let headLength = 0;
  let checked = false;

  const check = async (stream: Transform): Promise<void> => {
    const buffer = Buffer.concat(head);
    const detected = buffer.length > 0 ? await fileTypeFromBuffer(buffer) : undefined;
    if (buffer.length > 0 && (!expected || detected?.mime !== expected.mime)) throw new AppError(code, message);
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
