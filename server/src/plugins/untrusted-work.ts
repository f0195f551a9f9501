import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { abandonSignal } from '../untrusted-work/abandon-signal';
import { UntrustedWorkPool, type UntrustedWork, type UntrustedWorkLimits } from '../untrusted-work/pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bounded pool of threads that reads untrusted bytes (decision 030). */
    untrustedWork: UntrustedWorkPool;
  }
}

/**
 * The pool of untrusted work, one per app, its threads ended when the app closes. Threads start when first needed
 * (a test app that reads no file starts none) and stop after a minute idle.
 */
export const untrustedWorkPlugin = fp(
  async (app: FastifyInstance, options: { limits?: Partial<UntrustedWorkLimits> }) => {
    const pool = new UntrustedWorkPool({ limits: options.limits, minThreads: 0 });
    app.decorate('untrustedWork', pool);
    app.addHook('onClose', async () => pool.close());
  },
);

/** The pool as a route's request uses it: the client leaving stops its tasks. */
export function untrustedWorkFor(request: FastifyRequest, reply: FastifyReply): UntrustedWork {
  return request.server.untrustedWork.forRequest(abandonSignal(request, reply));
}
