import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The client's address (behind a trusted proxy, the one it reports): the audit log records it with each change. */
    ipAddress: string;
  }
}

/** What services read of the request they serve without being handed it: the audit log's address. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ ipAddress: request.ip }) });
});
