import http from 'node:http';
import type { FuzzRequest } from './fuzz-requests';

export type Answer = { status: number; body: string } | { status: undefined; error: string };

/**
 * Kept-alive connections, at most `sockets` at once. A connection per request would open some 20,000 in a run
 * and, on loopback, meet ports still in TIME_WAIT (reset connections that say nothing about the server).
 */
export function createAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/** For the one retry: a connection of its own, never another kept-alive one that may be closing too. */
const FRESH_CONNECTIONS = new http.Agent({ keepAlive: false });

type Attempt = Answer & { reusedSocket: boolean };

function attempt(options: {
  baseUrl: string;
  request: FuzzRequest;
  agent: http.Agent;
  timeoutMs: number;
}): Promise<Attempt> {
  const { baseUrl, request, agent, timeoutMs } = options;
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    let settled = false;
    let outgoing: http.ClientRequest | undefined;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, reusedSocket: outgoing?.reusedSocket ?? false });
    };
    try {
      outgoing = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent,
        headers: { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) },
        timeout: timeoutMs,
      });
    } catch (error) {
      finish({ status: undefined, error: `not sent: ${(error as Error).message}` });
      return;
    }
    const sent = outgoing;
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < 2048) chunks.push(chunk);
        kept += chunk.length;
      });
      response.on('end', () =>
        finish({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 2048) }),
      );
      response.on('error', (error) =>
        finish({ status: response.statusCode ?? 0, body: `(answer cut: ${error.message})` }),
      );
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    sent.on('error', (error) => finish({ status: undefined, error: error.message }));
    sent.end(request.body);
  });
}

/**
 * Sends a request as it is (path and headers unchanged, the body whole) over node:http, which unlike fetch
 * neither normalises the path nor refuses odd content types. The answer's first 2 KB are kept for the report.
 * A request that met a kept-alive connection the server was closing at that moment (after a refusal it
 * answers with `Connection: close`) is sent once more on a new connection, as Node's documentation advises; a request that gets
 * no answer on a fresh connection is not.
 */
export async function send(options: {
  baseUrl: string;
  request: FuzzRequest;
  agent: http.Agent;
  timeoutMs: number;
}): Promise<Answer> {
  const first = await attempt(options);
  const answer =
    first.status === undefined && first.reusedSocket ? await attempt({ ...options, agent: FRESH_CONNECTIONS }) : first;
  return answer.status === undefined
    ? { status: undefined, error: answer.error }
    : { status: answer.status, body: answer.body };
}
