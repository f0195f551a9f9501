import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Throttle } from '../lib/throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one throttle every limit goes through (lib/throttle.ts). */
    throttle: Throttle;
  }
}

export const throttlePlugin = fp(async (app: FastifyInstance) => {
  const throttle = new Throttle({ db: app.db });
  app.decorate('throttle', throttle);
  app.addHook('onClose', async () => throttle.close());
});
