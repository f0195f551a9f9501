import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface StartedRequest {
  port: number;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** How much of the body is sent: the rest never comes. */
  bodyBytes: number;
}

/**
 * A request left hanging, over a bare socket: the headers (with the whole body's Content-Length) and the first
 * `bodyBytes` of its body; the server sees a body that never ends. `cut` closes the connection (`reset`: dropped at
 * once, as a crashed client does).
 */
export async function startRequest(options: StartedRequest): Promise<{ cut: (reset?: boolean) => Promise<void> }> {
  const socket = net.connect(options.port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const headers = { host: '127.0.0.1', ...options.headers, 'content-length': String(options.body.length) };
  socket.write(
    `${options.method} ${options.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );
  if (options.bodyBytes > 0) socket.write(options.body.subarray(0, options.bodyBytes));
  return {
    cut: async (reset = false) => {
      if (reset) socket.resetAndDestroy();
      else socket.end();
      await new Promise<void>((resolve) => {
        if (socket.destroyed) resolve();
        else socket.once('close', () => resolve());
        socket.destroy();
      });
    },
  };
}

/** A request its client gives up on: started (startRequest), then, `afterMs` later, its connection closed. */
export async function cutRequest(options: StartedRequest & { afterMs: number; reset?: boolean }): Promise<void> {
  const started = await startRequest(options);
  if (options.afterMs > 0) await sleep(options.afterMs);
  await started.cut(options.reset);
}
