import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A request a client gives up on, over a bare socket: the headers (with the whole body's Content-Length) and the
 * first `bodyBytes` of its body, then, `afterMs` later, the connection closed (`reset`: dropped at once, as a
 * crashed client does). The server sees a body that never ends.
 */
export async function cutRequest(options: {
  port: number;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  bodyBytes: number;
  afterMs: number;
  reset?: boolean;
}): Promise<void> {
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
  if (options.afterMs > 0) await sleep(options.afterMs);
  if (options.reset) socket.resetAndDestroy();
  else socket.end();
  await new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
    socket.destroy();
  });
}
