import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { readOrCreateSecret } from '../../../lib/secret-file';
import { parseSigningKey } from './key-text';

/** The name of the generated key in the data folder. */
export const SIGNING_KEY_FILE = 'credential-signing.key';

/**
 * The issuer's Ed25519 key. The issuer is the key's own `did:key` (the DID is the public key, so anyone resolves it
 * without asking us), and the proofs name its one verification method `did:key:z6Mk…#z6Mk…`.
 */
export interface SigningKey {
  did: string;
  verificationMethod: string;
  publicKeyMultibase: string;
  keyPair: Ed25519Multikey.Ed25519KeyPair;
}

/** The key of a 32-byte Ed25519 seed (the secret key), with its did:key. */
export async function signingKeyFromSeed(seed: Uint8Array): Promise<SigningKey> {
  if (seed.length !== 32) throw new Error('An Ed25519 secret key is 32 bytes.');
  const { publicKeyMultibase } = await Ed25519Multikey.generate({ seed });
  const did = `did:key:${publicKeyMultibase}`;
  const keyPair = await Ed25519Multikey.generate({ seed, controller: did });
  return { did, verificationMethod: `${did}#${publicKeyMultibase}`, publicKeyMultibase, keyPair };
}

/** The key of a configured text (see parseSigningKey), checking a given public key against the secret one. */
export async function signingKeyFromText(text: string): Promise<SigningKey> {
  const { seed, publicKeyMultibase } = parseSigningKey(text);
  const key = await signingKeyFromSeed(seed);
  if (publicKeyMultibase !== undefined && publicKeyMultibase !== key.publicKeyMultibase) {
    throw new Error('the Multikey JSON\'s "publicKeyMultibase" is not the public key of its "secretKeyMultibase"');
  }
  return key;
}

/**
 * The credential signing key: CREDENTIAL_SIGNING_KEY, or the key generated once into DATA_DIR/credential-signing.key
 * (mode 0600; written whole and published with an exclusive link, so servers sharing the folder all use one key).
 */
export async function loadSigningKey(options: {
  configured: string | undefined;
  dataDir: string;
}): Promise<SigningKey> {
  if (options.configured !== undefined) {
    try {
      return await signingKeyFromText(options.configured);
    } catch (error) {
      throw new Error(`CREDENTIAL_SIGNING_KEY: ${(error as Error).message}.`, { cause: error });
    }
  }
  const file = path.join(options.dataDir, SIGNING_KEY_FILE);
  try {
    return await signingKeyFromText(readOrCreateSecret(file, 32));
  } catch (error) {
    throw new Error(`The credential signing key in ${file}: ${(error as Error).message}.`, { cause: error });
  }
}
