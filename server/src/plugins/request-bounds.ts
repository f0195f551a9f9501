import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_MESSAGES } from '@contracts/errors';
import type { Text } from '@contracts/i18n/texts';

/** The body a public route (`config: { public: true }`: sign-in, reset, …) takes; its largest real body is ~2 KB (a passkey's answer). */
export const PUBLIC_BODY_LIMIT = 8 * 1024;

/**
 * The largest JSON body a signed-in route takes (a public one takes PUBLIC_BODY_LIMIT). The largest real ones are a
 * course with its 50 references (~100 KB at most) and a grade sheet of 500 grades (~20 KB); a larger Content-Length
 * is refused 413 before a byte is read. Uploads are multipart, with limits of their own.
 */
export const JSON_BODY_LIMIT = 256 * 1024;

/** The deepest JSON body any route takes: no form of the product nests more than a few levels. */
export const JSON_MAX_DEPTH = 32;

/**
 * The most values (object members and array items) a JSON body may hold. The largest real body is a grade sheet's
 * 500 grades of a few fields each (~3,000); past this, parsing, the text check and validation of a 1 MB body of
 * tiny values held the event loop 100–500 ms.
 */
export const JSON_MAX_VALUES = 10_000;

/**
 * Whether `text` opens more than `maxDepth` objects or arrays inside one another, or holds more than `maxValues`
 * values: one pass over the characters, brackets and commas inside strings (and escaped quotes) skipped, no
 * allocation. Values are counted by their separators (a comma, or the first value of an object or array), so an
 * object's members count once each. Malformed text is left to JSON.parse.
 */
export function jsonShapeProblem(
  text: string,
  maxDepth: number,
  maxValues = Number.POSITIVE_INFINITY,
): 'depth' | 'values' | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return 'depth';
      if (++values > maxValues) return 'values';
    } else if (code === 0x2c) {
      if (++values > maxValues) return 'values';
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return undefined;
}

/** Whether `text` opens more than `max` objects or arrays inside one another (jsonShapeProblem's depth alone). */
export function jsonNestingExceeds(text: string, max: number): boolean {
  return jsonShapeProblem(text, max) === 'depth';
}

class BodyShapeError extends Error {
  readonly statusCode = 400;
  /** Its message as a text of the catalogues, written in the reader's language by the error handler. */
  readonly text: Text;

  constructor(problem: 'depth' | 'values') {
    const text = problem === 'depth' ? INPUT_MESSAGES.tooDeeplyNested : INPUT_MESSAGES.tooManyValues;
    super(text.message);
    this.text = text;
    this.name = 'BodyShapeError';
  }
}

/**
 * Bounds what a request may cost before anything reads it (issue 21):
 * - a public route (anyone, no session) takes a body of at most PUBLIC_BODY_LIMIT, set on each when it is
 *   registered (Fastify's per-route `bodyLimit`: a larger Content-Length is refused 413 before a byte is read);
 *   a signed-in route's JSON body at most JSON_BODY_LIMIT (the parser's own limit; a route's `bodyLimit` wins), and
 *   uploads their multipart limits: 225 refused bodies of ~900 KB in a second, read and scanned, kept a main thread
 *   busy enough to slow another person's sign-in 5× with no single long task;
 * - every JSON body nested deeper than JSON_MAX_DEPTH, or holding more than JSON_MAX_VALUES values, is refused 400
 *   by a linear scan before JSON.parse (then Fastify's own parser, secure-json-parse with its prototype-poisoning
 *   checks, which has no depth limit): a 900 KB body of brackets cost half a second of the event loop to parse and
 *   walk, a 786 KB body of 65,000 keys 100–500 ms.
 * Registered before the routes (its onRoute hook sees only routes registered after it).
 */
export const requestBoundsPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const problem = jsonShapeProblem(body as string, JSON_MAX_DEPTH, JSON_MAX_VALUES);
      if (problem) return done(new BodyShapeError(problem), undefined);
      parseJson(request, body as string, done);
    },
  );
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true && route.bodyLimit === undefined) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
});
