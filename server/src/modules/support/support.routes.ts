import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SupportContactsSchema, type SupportContacts } from '@contracts/support';
import { presentSupportContacts } from './support.service';

export interface SupportRoutesOptions {
  /** The SUPPORT_* variables read by config.ts; none: the dialog says whom to ask. */
  contacts?: Partial<SupportContacts>;
}

export default async function supportRoutes(app: FastifyInstance, options: SupportRoutesOptions) {
  const contacts = presentSupportContacts(options.contacts);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/support-contacts',
    // Public: the login screen's 'Need assistance?' dialog shows them before anyone signs in.
    {
      config: { public: true },
      schema: {
        tags: ['support'],
        summary:
          "The support contacts of the login's 'Need assistance?' dialog (SUPPORT_WHATSAPP, SUPPORT_EMAIL, SUPPORT_DISCORD_URL, SUPPORT_HOURS); null where not set",
        response: { 200: SupportContactsSchema },
      },
    },
    async (_request, reply) => {
      // Set at start-up: a browser may keep them for five minutes.
      reply.header('cache-control', 'public, max-age=300');
      return contacts;
    },
  );
}
