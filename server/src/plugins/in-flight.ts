import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled (or after the timeout). */
    drainRequests: (timeoutMs?: number) => Promise<void>;
  }
}

/**
 * Counts requests being handled, so shutdown can wait for them before closing the database pool:
 * `app.close()` stops accepting connections but may resolve while a slow request still runs.
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  const active = new Set<object>();
  let waiters: (() => void)[] = [];
  const settle = (request: object) => {
    active.delete(request);
    if (active.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  app.addHook('onRequest', async (request) => {
    active.add(request);
  });
  app.addHook('onResponse', async (request) => settle(request));
  app.addHook('onRequestAbort', async (request) => settle(request));
  app.decorate('drainRequests', (timeoutMs = 10_000) =>
    active.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, timeoutMs).unref();
        }),
  );
});
