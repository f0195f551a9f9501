import type { Config } from '../../config';
import { loadSigningKey, type SigningKey } from '../../credentials/signing-key';

/** Who signs the badge credentials: the school (its name and public address) and its key. */
export interface CredentialIssuer {
  key: SigningKey;
  name: string;
  /** The product's public address, without a trailing slash (PUBLIC_URL). */
  url: string;
}

let configured: CredentialIssuer | undefined;

/** The issuer of the configuration: its key from CREDENTIAL_SIGNING_KEY or DATA_DIR/credential-signing.key. */
export async function credentialIssuerFrom(config: Pick<Config, 'credentialSigningKey' | 'dataDir' | 'schoolName' | 'publicUrl'>): Promise<CredentialIssuer> {
  const key = await loadSigningKey({ configured: config.credentialSigningKey, dataDir: config.dataDir });
  return { key, name: config.schoolName, url: config.publicUrl };
}

/**
 * Set once at start-up (main.ts; server/test/build-app.ts for the tests), so that the badges module issues
 * credentials inside its transactions without carrying the key. Servers sharing the data folder read the same key
 * file, or are given the same CREDENTIAL_SIGNING_KEY, so every one signs as the same issuer.
 */
export function configureCredentialIssuer(issuer: CredentialIssuer): void {
  configured = issuer;
}

export function credentialIssuer(): CredentialIssuer {
  if (!configured) throw new Error('The credential issuer is not configured: call configureCredentialIssuer() at start-up.');
  return configured;
}
