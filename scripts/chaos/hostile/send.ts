import http from 'node:http';
import { JSON_BODY_LIMIT } from '../../../server/src/plugins/request-bounds';

/**
 * One hostile request over node:http, its answer's status and Retry-After kept (a 503 that says when to come back
 * is the refusal the issue asks for when a queue is full, not a failure). No answer within `timeoutMs`, or a
 * connection closed before the status, is `status: undefined`. A request that met a kept-alive connection the
 * server was closing is sent once more on a new one, as the fuzzer does (fuzz-http.ts).
 */
export interface HostileAnswer {
  status: number | undefined;
  retryAfter?: string;
  /**
   * A JSON body over the server's limit whose connection the server closed while it was still being sent (the 413
   * goes out before the body is read, and the write then fails): refused, not unanswered.
   */
  closedOverLimit?: boolean;
  /** The answer's first 300 characters, or why there was none. */
  text: string;
}

const FRESH_CONNECTIONS = new http.Agent({ keepAlive: false });

function attempt(options: {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
  agent: http.Agent;
  timeoutMs: number;
}): Promise<HostileAnswer & { reusedSocket: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    const request = http.request(options.url, {
      method: options.method,
      agent: options.agent,
      headers: { ...options.headers, 'content-length': String(options.body.length) },
      timeout: options.timeoutMs,
    });
    const finish = (answer: HostileAnswer) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, reusedSocket: request.reusedSocket });
    };
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => {
        if (text.length < 300) text += piece;
      });
      const answered = () =>
        finish({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          text: text.slice(0, 300),
        });
      response.on('end', answered);
      response.on('error', answered);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    const overLimit = /json/i.test(options.headers['content-type'] ?? '') && options.body.length > JSON_BODY_LIMIT;
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        status: undefined,
        text: error.message,
        closedOverLimit: overLimit && (error.code === 'EPIPE' || error.code === 'ECONNRESET'),
      }),
    );
    request.end(options.body);
  });
}

export async function sendHostile(options: {
  baseUrl: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  agent: http.Agent;
  timeoutMs: number;
}): Promise<HostileAnswer> {
  const request = { ...options, url: new URL(options.path, options.baseUrl) };
  const first = await attempt(request);
  const answer =
    first.status === undefined && first.reusedSocket && !first.closedOverLimit
      ? await attempt({ ...request, agent: FRESH_CONNECTIONS })
      : first;
  return {
    status: answer.status,
    retryAfter: answer.retryAfter,
    text: answer.text,
    ...(answer.closedOverLimit ? { closedOverLimit: true } : {}),
  };
}

/** A 503 with Retry-After: a full queue's refusal, as the issue asks for (413/422/503 with Retry-After). */
export const isBusyRefusal = (answer: HostileAnswer) => answer.status === 503 && answer.retryAfter !== undefined;
