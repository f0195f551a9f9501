import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app';

let context: TestContext;
let port: number;
beforeAll(async () => {
  context = await buildTestApp();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});
afterAll(() => context.app.close());

/** Writes raw bytes and reads until the server closes the connection. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('the server kept the connection open')));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers malformed HTTP with 400 and says it closes the connection', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nbad header line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('\r\nConnection: close\r\n');
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request is not valid HTTP',
    });
  });

  it('answers headers over the size limit with 431 and says it closes the connection', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('\r\nConnection: close\r\n');
  });
});
