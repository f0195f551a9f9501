import type { Multipart } from '@fastify/multipart';
import { ACCEPTED_DOCUMENT_EXTENSIONS } from '@contracts/catalogues/documents';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_MB } from '@contracts/constants';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import type { ErrorCode } from '@contracts/error-codes';
import { INPUT_MESSAGES } from '@contracts/errors';
import { AppError } from '../../lib/app-error';
import { assertStorableText, TextInputError } from '../../plugins/text-input';
import type { FileStorage } from '../../storage/file-storage';
import { contentTypeCheck, mimeTypeOf } from './content-type-check';
import type { Text, TextValues } from '@contracts/i18n/texts';

export interface ReceivedFile {
  storedName: string;
  originalName: string;
  extension: string;
  mimeType: string;
  size: number;
}

/** Where an upload's file is written: the file storage's temporary names, or memory (storage/memory-uploads.ts). */
export type UploadSink = Pick<FileStorage, 'newName' | 'writeTemporary' | 'discardTemporary'>;

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

/**
 * What one kind of upload accepts, and how its refusals read. The caller's multipart `fileSize` limit should be
 * `maxBytes` too, so the stream stops there; a larger file that got through is refused after it was written.
 */
export interface UploadRules {
  /** Accepted extensions (lower case); the file's first bytes must be that type (content-type-check.ts). */
  extensions: readonly string[];
  maxBytes: number;
  /** An extension not accepted. */
  typeRefused: { code: ErrorCode; message: Text };
  /** Content that is not what the extension says (an executable renamed .png). */
  contentMismatch: { code: ErrorCode; message: Text };
  /** The message of FILE_TOO_LARGE, and the values of its placeholders. */
  tooLarge: { text: Text; values?: TextValues };
}

/** The documents' rules (decision 005): PDF, JPG, JPEG or PNG, at most 10 MB. */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  extensions: ACCEPTED_DOCUMENT_EXTENSIONS,
  maxBytes: DOCUMENT_MAX_BYTES,
  typeRefused: { code: 'FILE_TYPE_REFUSED', message: DOCUMENT_MESSAGES.extensionRefused },
  contentMismatch: { code: 'FILE_CONTENT_MISMATCH', message: DOCUMENT_MESSAGES.contentMismatch },
  tooLarge: { text: DOCUMENT_MESSAGES.tooLarge, values: { megabytes: DOCUMENT_MAX_MB } },
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** Keeps a readable original name: no path, no control characters, at most 200 characters. */
export function cleanOriginalName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'documento';
  const cleaned = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .trim();
  // The last 200 characters, counted by code point so that no surrogate pair is cut in half.
  return Array.from(cleaned || 'documento')
    .slice(-200)
    .join('');
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === code;
}

/**
 * Reads the multipart parts: text fields, and one file streamed (type-checked, encrypted) to a temporary
 * name, under `rules` (the documents' unless the caller gives its own). Any refusal removes what was written.
 * The caller publishes or discards `file.storedName`.
 */
export async function receiveUpload(
  parts: AsyncIterableIterator<Multipart>,
  storage: UploadSink,
  rules: UploadRules = DOCUMENT_UPLOAD_RULES,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // The same refusal as the shared validation of JSON bodies (plugins/text-input.ts), names included.
        assertStorableText({ [part.fieldname]: part.value });
        // Longer than the multipart `fieldSize` limit: refused rather than kept cut short.
        if (part.valueTruncated)
          throw new TextInputError([{ path: [part.fieldname], message: INPUT_MESSAGES.textTooLong }]);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      try {
        assertStorableText({ [part.fieldname]: part.filename });
      } catch (error) {
        part.file.resume();
        throw error;
      }
      if (file) throw new AppError('ONE_FILE_ONLY', DOCUMENT_MESSAGES.oneFileOnly);
      const extension = extensionOf(part.filename);
      if (!rules.extensions.includes(extension)) {
        part.file.resume();
        throw new AppError(rules.typeRefused.code, rules.typeRefused.message);
      }
      const storedName = storage.newName(extension);
      const { size } = await storage.writeTemporary(storedName, part.file, [
        contentTypeCheck(extension, rules.contentMismatch.message, rules.contentMismatch.code),
      ]);
      file = {
        storedName,
        originalName: cleanOriginalName(part.filename),
        extension,
        mimeType: mimeTypeOf(extension),
        size,
      };
      if (part.file.truncated || size > rules.maxBytes)
        throw new AppError('FILE_TOO_LARGE', rules.tooLarge.text, undefined, rules.tooLarge.values);
      if (size === 0) throw new AppError('FILE_EMPTY', DOCUMENT_MESSAGES.emptyFile);
    }
    return { fields, file };
  } catch (error) {
    if (file) await storage.discardTemporary(file.storedName);
    if (isCode(error, 'FST_FILES_LIMIT')) throw new AppError('ONE_FILE_ONLY', DOCUMENT_MESSAGES.oneFileOnly);
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE'))
      throw new AppError('FILE_TOO_LARGE', rules.tooLarge.text, undefined, rules.tooLarge.values);
    throw error;
  }
}
