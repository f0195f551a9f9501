import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@contracts/languages';
import { requestContext } from '@fastify/request-context';
import { requestLanguage } from '../lib/request-language';
import { loadServerTexts } from '../i18n/server-texts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (lib/request-language.ts); read when needed, after the session. */
    readonly language: Language;
  }
  interface FastifyInstance {
    /** SCHOOL_LANGUAGE: the language of whoever has chosen none, and of what no request asks for (a mail's job). */
    schoolLanguage: Language;
  }
}

/**
 * Gives every request its language (decision 040), and has the server's texts written in it: the catalogues are read
 * once, and a text is written in the language of the request being answered (the request context), else the school's.
 */
export const requestLanguagePlugin = fp(async (app: FastifyInstance, options: { schoolLanguage: Language }) => {
  await loadServerTexts({ languageNow: () => requestContext.get('language')?.() ?? options.schoolLanguage });
  app.decorate('schoolLanguage', options.schoolLanguage);
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return requestLanguage({
        account: this.user,
        headers: this.headers,
        schoolLanguage: options.schoolLanguage,
      });
    },
  });
});
