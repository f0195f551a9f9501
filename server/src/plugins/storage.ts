import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp(async (app: FastifyInstance, options: { storage: FileStorage }) => {
  app.decorate('storage', options.storage);
});
