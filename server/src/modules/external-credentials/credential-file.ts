import {
  EXTERNAL_CREDENTIAL_FILE_MESSAGES as FILE_MESSAGES,
  EXTERNAL_CREDENTIAL_MESSAGES as MESSAGES,
} from '@contracts/external-credentials';
import { INPUT_MESSAGES } from '@contracts/errors';
import { AppError } from '../../lib/app-error';
import { isPng, readBakedPng, readBakedSvg } from '../credentials/baking/read-baked';
import {
  CREDENTIAL_SIZE_LIMITS,
  CREDENTIAL_SIZE_MESSAGES,
  credentialSizeProblem,
} from '../credentials/signing/external/format-check';
import type { SourceFormat } from './external-credential.presenter';

/*
 * What an uploaded file holds (issue 25), told from its bytes, never from its name: a PNG (its signature) or an SVG
 * (`<svg` / `<?xml`) with a baked credential, or JSON. The JSON is a credential, or an object wrapping one (a
 * Verifiable Presentation's `verifiableCredential`, the first one; an array of credentials, the first one). A
 * compact JWT (baked, or a whole file) is recognised and answered as not supported yet. Runs in the pool of
 * untrusted work (untrusted-work/tasks/credential-in-file.ts, decision 030), never on the main thread.
 */

export type CredentialInFile =
  { sourceFormat: SourceFormat; credential: Record<string, unknown> } | { sourceFormat: SourceFormat; jwt: string };

/** Deeper than this, a JSON is refused before anything walks it. */
const MAX_JSON_DEPTH = 64;
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The deepest nesting of `[` and `{` in a JSON text, strings skipped. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The credential of a parsed JSON: itself, the first of an array, or the first a presentation carries. */
function unwrap(value: unknown): Record<string, unknown> | string | undefined {
  if (Array.isArray(value)) return unwrap(value[0]);
  if (!isObject(value)) return typeof value === 'string' && COMPACT_JWT.test(value) ? value : undefined;
  if ('verifiableCredential' in value && !('credentialSubject' in value)) {
    const inner = value.verifiableCredential;
    const first = Array.isArray(inner) ? inner[0] : inner;
    if (typeof first === 'string' && COMPACT_JWT.test(first)) return first;
    // An enveloped credential (VC 2.0 JOSE): its `id` is a data: URL holding a JWT.
    if (isObject(first) && typeof first.id === 'string' && first.id.startsWith('data:application/vc+jwt,'))
      return first.id.slice('data:application/vc+jwt,'.length);
    return isObject(first) ? first : undefined;
  }
  return value;
}

/** The credential in a text found in a file (a whole JSON file, or what an image had baked into it). */
function credentialInText(text: string, sourceFormat: SourceFormat): CredentialInFile {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (COMPACT_JWT.test(trimmed)) return { sourceFormat, jwt: trimmed };
  if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
    throw new AppError('CREDENTIAL_NOT_IN_FILE', sourceFormat === 'json' ? MESSAGES.fileType : MESSAGES.noCredential);
  if (jsonDepth(trimmed) > MAX_JSON_DEPTH) throw new AppError('CREDENTIAL_NOT_IN_FILE', INPUT_MESSAGES.tooDeeplyNested);
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new AppError('CREDENTIAL_NOT_IN_FILE', FILE_MESSAGES.jsonUnreadable);
  }
  const found = unwrap(parsed);
  if (found === undefined) throw new AppError('CREDENTIAL_NOT_IN_FILE', FILE_MESSAGES.jsonWithoutCredential);
  if (typeof found === 'string') return { sourceFormat, jwt: found };
  // Refused here, in the reading thread, so that no credential too large to check crosses to the main thread.
  const size = credentialSizeProblem(found);
  if (size)
    throw new AppError('FILE_TOO_COMPLEX', CREDENTIAL_SIZE_MESSAGES[size], undefined, {
      max: CREDENTIAL_SIZE_LIMITS[size],
    });
  return { sourceFormat, credential: found };
}

/** Reads an uploaded file: the credential it holds, or an AppError in plain words. */
export function credentialInFile(bytes: Buffer): CredentialInFile {
  if (bytes.length === 0) throw new AppError('FILE_EMPTY', FILE_MESSAGES.emptyFile);
  if (isPng(bytes)) {
    const baked = readBakedPng(bytes);
    if (baked === null) throw new AppError('CREDENTIAL_NOT_IN_FILE', FILE_MESSAGES.pngWithoutCredential);
    return credentialInText(baked, 'png');
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart().slice(0, 200).toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && /<svg[\s>]/i.test(text)) || start.startsWith('<!--')) {
    if (!/<svg[\s>]/i.test(text)) throw new AppError('FILE_TYPE_REFUSED', MESSAGES.fileType);
    const baked = readBakedSvg(text);
    if (baked === null) throw new AppError('CREDENTIAL_NOT_IN_FILE', FILE_MESSAGES.svgWithoutCredential);
    return credentialInText(baked, 'svg');
  }
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || COMPACT_JWT.test(trimmed))
    return credentialInText(trimmed, 'json');
  throw new AppError('FILE_TYPE_REFUSED', MESSAGES.fileType);
}
