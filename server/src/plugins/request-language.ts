import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@contracts/languages';
import { requestLanguage } from '../lib/request-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (lib/request-language.ts); read when needed, after the session. */
    readonly language: Language;
  }
}

/** Gives every request its language (decision 040). */
export const requestLanguagePlugin = fp(async (app: FastifyInstance, options: { schoolLanguage: Language }) => {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return requestLanguage({
        chosen: this.user?.language,
        headers: this.headers,
        schoolLanguage: options.schoolLanguage,
      });
    },
  });
});
