import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@contracts/languages';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The client's address (behind a trusted proxy, the one it reports): the audit log records it with each change. */
    ipAddress: string;
    /** The language the request is answered in (request.language, read when a text is written: decision 040). */
    language: () => Language;
  }
}

/** What services read of the request they serve without being handed it: the audit log's address, the language. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ ipAddress: request.ip, language: () => request.language }),
  });
});
