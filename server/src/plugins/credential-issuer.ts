import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { throwawayCredentialIssuer, type CredentialIssuer } from '../modules/credentials/credential-issuer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who signs the badge credentials, and whose signatures the verification trusts (decision 011). */
    credentialIssuer: CredentialIssuer;
  }
}

/**
 * The badge credentials' issuer: the one buildApp is given (main.ts: the configured key, credentialIssuerFrom), or,
 * for a test app given none, one with a random key on the app's public address.
 */
export const credentialIssuerPlugin = fp(async (app: FastifyInstance, options: { issuer?: CredentialIssuer }) => {
  app.decorate('credentialIssuer', options.issuer ?? (await throwawayCredentialIssuer(app.publicUrl)));
});
