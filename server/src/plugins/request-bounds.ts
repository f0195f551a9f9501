import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_MESSAGES } from '@contracts/errors';

/** The body a public route (`config: { public: true }`: sign-in, reset, …) takes; its largest real body is ~2 KB (a passkey's answer). */
export const PUBLIC_BODY_LIMIT = 8 * 1024;

/** The deepest JSON body any route takes: no form of the product nests more than a few levels. */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether `text` opens more than `max` objects or arrays inside one another: one pass over the characters,
 * brackets inside strings (and escaped quotes) skipped, no allocation. Malformed text is left to JSON.parse.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

class BodyTooDeepError extends Error {
  readonly statusCode = 400;

  constructor() {
    super(INPUT_MESSAGES.tooDeeplyNested);
    this.name = 'BodyTooDeepError';
  }
}

/**
 * Bounds what a request may cost before anything reads it (issue 21):
 * - a public route (anyone, no session) takes a body of at most PUBLIC_BODY_LIMIT, set on each when it is
 *   registered (Fastify's per-route `bodyLimit`: a larger Content-Length is refused 413 before a byte is read);
 *   signed-in routes keep the app's 1 MB, and uploads their multipart limits;
 * - every JSON body nested deeper than JSON_MAX_DEPTH is refused 400 by a linear scan before JSON.parse (then
 *   Fastify's own parser, secure-json-parse with its prototype-poisoning checks, which has no depth limit): a
 *   900 KB body of brackets cost half a second of the event loop to parse and walk.
 * Registered before the routes (its onRoute hook sees only routes registered after it).
 */
export const requestBoundsPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string, JSON_MAX_DEPTH)) return done(new BodyTooDeepError(), undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true && route.bodyLimit === undefined) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
});
