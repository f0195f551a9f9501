import crypto from 'node:crypto';
import { APP_NAME } from '@contracts/constants';
import type { Config } from '../../config';
import { loadSigningKey, signingKeyFromSeed, type SigningKey } from './signing/signing-key';

/**
 * Who signs the badge credentials: the school (its name and public address) and its key. One per app, the
 * `app.credentialIssuer` decorator (plugins/credential-issuer.ts), given to buildApp like the database and the
 * storage; services that sign or verify take it as an option. Servers sharing the data folder read the same key
 * file, or are given the same CREDENTIAL_SIGNING_KEY, so every one signs as the same issuer.
 */
export interface CredentialIssuer {
  key: SigningKey;
  name: string;
  /** The product's public address, without a trailing slash (PUBLIC_URL). */
  url: string;
}

/** The issuer of the configuration: its key from CREDENTIAL_SIGNING_KEY or DATA_DIR/credential-signing.key. */
export async function credentialIssuerFrom(
  config: Pick<Config, 'credentialSigningKey' | 'dataDir' | 'schoolName' | 'publicUrl'>,
): Promise<CredentialIssuer> {
  const key = await loadSigningKey({ configured: config.credentialSigningKey, dataDir: config.dataDir });
  return { key, name: config.schoolName, url: config.publicUrl };
}

/** An issuer with a random key, for an app given none (a test app): its credentials do not outlive it. */
export async function throwawayCredentialIssuer(url: string): Promise<CredentialIssuer> {
  return { key: await signingKeyFromSeed(crypto.randomBytes(32)), name: APP_NAME, url };
}
