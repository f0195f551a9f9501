import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../lib/secret-box';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals the secrets the database keeps (authenticator secrets, providers' client secrets). */
    secrets: SecretBox;
    mailer: Mailer;
    /** The address people reach the product at, without a trailing slash (links in mail, OpenID redirects). */
    publicUrl: string;
  }
}

export interface AccountsOptions {
  /** The server's encryption key (the files' key); the secrets' key is derived from it. */
  encryptionKey?: Buffer;
  mailer?: Mailer;
  publicUrl?: string;
}

/**
 * What sign-in beyond the password needs from the server. The defaults suit a test app: a random key (secrets
 * sealed by it do not outlive the app) and mail written to the app's log.
 */
export const accountsPlugin = fp(async (app: FastifyInstance, options: AccountsOptions) => {
  app.decorate('secrets', createSecretBox(options.encryptionKey ?? crypto.randomBytes(32)));
  app.decorate(
    'mailer',
    options.mailer ?? createMailer({ from: 'no-reply@localhost', log: (line) => app.log.info(line) }),
  );
  app.decorate('publicUrl', options.publicUrl ?? 'http://localhost:3000');
});
