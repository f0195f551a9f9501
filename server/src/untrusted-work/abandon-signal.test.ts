import net from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { untrustedWorkFor } from '../plugins/untrusted-work';
import { UntrustedWorkPool } from './pool';
import type { TaskName } from './task-list';

/*
 * A client that goes away stops its task: on a real socket, a request whose task never ends is cut, and the pool's
 * thread is free again at once instead of at the task's time limit.
 */

const pool = new UntrustedWorkPool({
  filename: fileURLToPath(new URL('./pool.test-worker.ts', import.meta.url)),
  minThreads: 0,
  limits: { threads: 1, timeLimitMs: 30_000 },
});
const app = Fastify();
app.decorate('untrustedWork', pool);
app.get('/forever', async (request, reply) =>
  untrustedWorkFor(request, reply).run('loopForever' as TaskName, {} as never),
);
app.get('/echo', async (request, reply) =>
  untrustedWorkFor(request, reply).run('echo' as TaskName, { value: 'answered' } as never),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as net.AddressInfo;
afterAll(async () => {
  await app.close();
  await pool.close();
});

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe('abandonSignal', () => {
  it('stops the running task of a client that closes its connection', async () => {
    expect(await fetch(`http://127.0.0.1:${port}/echo`).then((r) => r.text())).toBe('answered');
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /forever HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
    expect(await until(() => pool.pending === 1, 2_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cutAt = Date.now();
    socket.destroy();
    expect(await until(() => pool.pending === 0, 1_000)).toBe(true);
    expect(Date.now() - cutAt).toBeLessThan(1_000);
    expect(await fetch(`http://127.0.0.1:${port}/echo`).then((r) => r.text())).toBe('answered');
  });
});
