import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@contracts/error-codes';
import { AppError } from '../lib/app-error';
import { textIn } from '../i18n/server-texts';
import { inputRefusalOf } from './input-refusals';
import { TextInputError } from './text-input';
import type { Text } from '@contracts/i18n/texts';
import type { Language } from '@contracts/languages';

interface Issue {
  path: string[];
  message: string;
}

const INVALID_VALUE = /*i18n*/ { id: 'errors.invalidValue', message: 'Invalid value' };
const INVALID_REQUEST = /*i18n*/ { id: 'errors.invalidRequest', message: 'Invalid request' };

function issuesOf(validation: { instancePath: string; message?: string }[], language: Language): Issue[] {
  return validation.map((entry) => ({
    path: entry.instancePath.split('/').filter(Boolean),
    message: entry.message ?? textIn(language, INVALID_VALUE),
  }));
}

/** Whether PostgreSQL answered one of these SQLSTATEs, on the error or one of its causes. */
function hasSqlState(error: unknown, states: readonly string[]): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code && states.includes(current.code)) return true;
  }
  return false;
}

/** The handler's own answers, in the reader's language (decision 040). */
const ERROR_TEXTS = {
  alreadyExists: /*i18n*/ { id: 'errors.alreadyExists', message: 'This record already exists.' },
  concurrentChange: /*i18n*/ {
    id: 'errors.concurrentChange',
    message: 'Otro cambio se guardaba al mismo tiempo y no se guardó nada. Inténtalo de nuevo.',
  },
  internal: /*i18n*/ { id: 'errors.internal', message: 'Internal error' },
};

/**
 * The framework's and its plugins' own 4xx (Fastify's body parsers, @fastify/multipart), by their code: their words
 * (English, as Fastify writes them) through the catalogues, so that they too are answered in the reader's language.
 */
const FRAMEWORK_TEXTS: Record<string, Text> = {
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ { id: 'errors.framework.bodyTooLarge', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ {
    id: 'errors.framework.unsupportedMediaType',
    message: 'Unsupported Media Type: this address does not take a body of this content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ {
    id: 'errors.framework.contentLengthMismatch',
    message: 'Request body size did not match Content-Length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ {
    id: 'errors.framework.emptyJsonBody',
    message: 'Body cannot be empty when content-type is set to application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ {
    id: 'errors.framework.invalidJsonBody',
    message: 'Body is not valid JSON but content-type is set to application/json',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: /*i18n*/ {
    id: 'errors.framework.notMultipart',
    message: 'The request is not multipart',
  },
  FST_REQ_FILE_TOO_LARGE: /*i18n*/ { id: 'errors.framework.fileTooLarge', message: 'Request file too large' },
  FST_FILES_LIMIT: /*i18n*/ { id: 'errors.framework.tooManyFiles', message: 'The request has too many files' },
  FST_PARTS_LIMIT: /*i18n*/ { id: 'errors.framework.tooManyParts', message: 'The request has too many parts' },
  FST_FIELDS_LIMIT: /*i18n*/ { id: 'errors.framework.tooManyFields', message: 'The request has too many fields' },
  FST_PROTO_VIOLATION: /*i18n*/ {
    id: 'errors.framework.prototypeField',
    message: 'A prototype property is not allowed as a field name',
  },
  FST_INVALID_JSON_FIELD_ERROR: /*i18n*/ {
    id: 'errors.framework.invalidJsonField',
    message: 'A request field is not valid JSON as its Content-Type declares',
  },
  FST_MP_PREMATURE_CLOSE: /*i18n*/ {
    id: 'errors.framework.prematureClose',
    message: 'The request was closed before the multipart data was fully read',
  },
};

/** A framework 4xx without a text of its own: its status's words. */
const STATUS_TEXTS: Record<number, Text> = {
  400: /*i18n*/ { id: 'errors.status.400', message: 'Bad Request' },
  401: /*i18n*/ { id: 'errors.status.401', message: 'Unauthorized' },
  403: /*i18n*/ { id: 'errors.status.403', message: 'Forbidden' },
  404: /*i18n*/ { id: 'errors.status.404', message: 'Not Found' },
  405: /*i18n*/ { id: 'errors.status.405', message: 'Method Not Allowed' },
  406: /*i18n*/ { id: 'errors.status.406', message: 'Not Acceptable' },
  413: /*i18n*/ { id: 'errors.status.413', message: 'Payload Too Large' },
  415: /*i18n*/ { id: 'errors.status.415', message: 'Unsupported Media Type' },
};
const REFUSED_TEXT = /*i18n*/ { id: 'errors.status.other', message: 'The request was refused' };

/** The words of a 4xx the framework or a plugin threw: its own text, its code's, else its status's. */
function frameworkText(error: { text?: Text; code?: string }, status: number): Text {
  return error.text ?? (error.code ? FRAMEWORK_TEXTS[error.code] : undefined) ?? STATUS_TEXTS[status] ?? REFUSED_TEXT;
}

const UNIQUE_VIOLATION = ['23505'];
/** deadlock_detected, serialization_failure: PostgreSQL rolled the transaction back; the request may be sent again. */
const CONCURRENT_CHANGE = ['40P01', '40001'];

/**
 * A refusal in the middle of a body (an upload stopped at its first bytes, with the part parser still piped
 * from the request and paused) leaves the rest of it unread: the client would wait to send it, and on a kept
 * alive connection the next request would wait behind it. Read and dropped, as Node does for a body nobody
 * reads (closing the connection instead would lose the answer to a client still sending).
 */
function discardRestOfBody(raw: IncomingMessage): void {
  raw.unpipe();
  raw.resume();
}

/** The code of a 4xx the framework or a plugin threw with its own status (no AppError): the status's generic code. */
function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'ROUTE_NOT_FOUND';
    case 406:
      return 'NOT_ACCEPTABLE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return 'BAD_REQUEST';
  }
}

/**
 * How long a refusal of a limit (429, and 503 when the server's share of CPU work is taken) waits before it is sent. A caller that sends again as soon as it is refused
 * (a flood on one connection after another) then costs a timer, not a core: measured by `npm run bench:abuse`,
 * 200 connections posting set-password took the whole CPU answering 10,000 refusals a second, and a real
 * person's sign-in went from 74 ms to 2.1 s. A person who reaches a limit only reads its message a second later.
 */
export const REFUSAL_PAUSE_MS = 1_000;

function pauseThenSend(
  reply: FastifyReply,
  body: { code: string; message: string },
  ms: number,
): Promise<FastifyReply> {
  return new Promise((resolve) => setTimeout(() => resolve(reply.send(body)), ms));
}

/**
 * One error handler; every answer is `{ code, message }` with a code of contracts/error-codes.ts: validation →
 * 400 VALIDATION_FAILED with field messages (`issues`), AppError → its code and the code's status, a unique-key
 * race → 409 ALREADY_EXISTS, a deadlock → 409 CONCURRENT_CHANGE, the framework's own 4xx → its status and that status's generic code, input the
 * database or the form parser refused → 4xx (logged), anything else → 500 INTERNAL with a logged `errorId`.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, options: { refusalPauseMs?: number }) => {
  const refusalPauseMs = options.refusalPauseMs ?? REFUSAL_PAUSE_MS;
  app.setErrorHandler((error, request, reply) => {
    if (!request.raw.complete) discardRestOfBody(request.raw);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error.validation, request.language);
      return reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message: issues[0]?.message ?? textIn(request.language, INVALID_REQUEST),
        issues,
      });
    }
    if (error instanceof TextInputError) {
      const issues = error.issues.map((issue) => ({
        path: issue.path,
        message: typeof issue.message === 'string' ? issue.message : textIn(request.language, issue.message),
      }));
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: issues[0]?.message ?? error.message, issues });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const message = textIn(request.language, error.text, error.values);
      const body = { code: error.code, message };
      // 503 too: a server busy with its share of CPU work is a refusal a looping client must not turn into a loop.
      if ((error.status === 429 || error.status === 503) && refusalPauseMs > 0)
        return pauseThenSend(reply.status(error.status), body, refusalPauseMs);
      return reply.status(error.status).send(body);
    }
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      return reply
        .status(409)
        .send({ code: 'ALREADY_EXISTS', message: textIn(request.language, ERROR_TEXTS.alreadyExists) });
    }
    if (hasSqlState(error, CONCURRENT_CHANGE)) {
      request.log.warn({ err: error }, 'transaction rolled back by a concurrent change');
      return reply
        .status(409)
        .header('retry-after', '1')
        .send({
          code: 'CONCURRENT_CHANGE',
          message: textIn(request.language, ERROR_TEXTS.concurrentChange),
        });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = textIn(request.language, frameworkText(error as { text?: Text; code?: string }, status));
      return reply.status(status).send({ code: codeOfStatus(status), message });
    }
    const refusal = inputRefusalOf(error);
    if (refusal) {
      // A schema let through a value the database or the parser refuses: the client is answered, and the log
      // says which check to add where the value comes in.
      request.log.warn(
        { reason: refusal.reason, route: `${request.method} ${request.routeOptions.url ?? ''}` },
        'input refused after validation',
      );
      const code: ErrorCode = refusal.status === 409 ? 'RELATED_RECORD_MISSING' : 'INPUT_REFUSED';
      return reply.status(refusal.status).send({ code, message: textIn(request.language, refusal.message) });
    }
    const errorId = crypto.randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: textIn(request.language, ERROR_TEXTS.internal), errorId });
  });
});
