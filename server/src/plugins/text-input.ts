import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_MESSAGES } from '@contracts/errors';
import { asDeclared, type Text } from '@contracts/i18n/texts';

/** A field whose text cannot be stored, as a validation issue. */
export interface TextIssue {
  path: string[];
  /** Written already (a zod issue's, in the reader's language), or a text the error handler writes in it. */
  message: string | Text;
}

/** Refused input text; the error handler answers it as a validation error (400 `{ message, issues }`). */
export class TextInputError extends Error {
  readonly statusCode = 400;

  constructor(readonly issues: TextIssue[]) {
    super(asDeclared(issueText(issues[0]?.message)));
    this.name = 'TextInputError';
  }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL cannot take this text, or undefined. NUL: text columns refuse it (22021) and jsonb refuses
 * `\u0000` (22P05). A lone UTF-16 surrogate: jsonb refuses its `\uD800` escape (22P02), and a text column would
 * silently store U+FFFD instead (node-pg encodes strings as UTF-8), so it is refused too.
 */
const issueText = (message: string | Text | undefined): Text =>
  message === undefined ? INPUT_MESSAGES.invalidText : typeof message === 'string' ? { id: message, message } : message;

export function textProblemOf(text: string): Text | undefined {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.loneSurrogate;
  return undefined;
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

/** Issue paths stop at this depth: a body nested 100,000 deep is answered without a 100,000-key path. */
const PATH_DEPTH_SHOWN = 32;

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let current: Visit | undefined = visit; current; current = current.parent)
    if (current.key !== undefined) path.push(current.key);
  return path.reverse().slice(0, PATH_DEPTH_SHOWN);
}

/**
 * The first string, value or object key, that PostgreSQL cannot store in a parsed input (params, query, JSON
 * body, form fields). Walked with a stack and parent links rather than recursion and copied paths, so a
 * deeply nested body of the size the body limit lets in costs neither the call stack nor quadratic memory.
 */
export function findTextProblem(input: unknown, basePath: string[] = []): TextIssue | undefined {
  const stack: Visit[] = [{ value: input, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const message = textProblemOf(value);
      if (message) return { path: [...basePath, ...pathOf(visit)], message };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], key: String(index), parent: visit });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const message = textProblemOf(key);
        // The key itself cannot be shown back as it is: the issue points at the object holding it.
        if (message) return { path: [...basePath, ...pathOf(visit)], message };
      }
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/** Throws the 400 of the shared validation when `input` holds text PostgreSQL cannot store. */
export function assertStorableText(input: unknown, basePath: string[] = []): void {
  const issue = findTextProblem(input, basePath);
  if (issue) throw new TextInputError([issue]);
}

/**
 * Refuses, for every route at once and before its schema runs, text that PostgreSQL cannot store anywhere in
 * the path params, the query string and the parsed body: one `preValidation` hook instead of a check per
 * field. Multipart bodies are read by the route itself: `receiveUpload` (modules/documents/multipart-upload.ts)
 * applies the same check to each form field and to the uploaded file's name, and refuses them the same way;
 * the file name is refused rather than cleaned because no real file system names a file with a NUL, so only
 * a forged request carries one.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params);
    assertStorableText(request.query);
    assertStorableText(request.body);
  });
});
