import { base58btcDecode } from './base58';

/*
 * The texts of Ed25519 keys, read without the signing libraries (the configuration checks CREDENTIAL_SIGNING_KEY
 * with them at start-up).
 */

/** The multicodec headers of an Ed25519 public key (0xed) and secret key (0x1300), as varints. */
const ED25519_PUBLIC_HEADER = [0xed, 0x01];
const ED25519_SECRET_HEADER = [0x80, 0x26];

const startsWith = (bytes: Uint8Array, header: number[]) => header.every((byte, index) => bytes[index] === byte);

/** The 32 raw bytes of an Ed25519 public key in multibase (`z6Mk…`), or an error naming what is wrong. */
export function ed25519PublicKeyBytes(publicKeyMultibase: string): Uint8Array {
  const bytes = publicKeyMultibase.startsWith('z') ? base58btcDecode(publicKeyMultibase.slice(1)) : undefined;
  if (!bytes || !startsWith(bytes, ED25519_PUBLIC_HEADER) || bytes.length !== ED25519_PUBLIC_HEADER.length + 32) {
    throw new Error(`"${publicKeyMultibase}" is not an Ed25519 public key in multibase (z6Mk…).`);
  }
  return bytes.subarray(ED25519_PUBLIC_HEADER.length);
}

/** The secret key (seed) of a secret multibase (`z…`: 32 bytes, or 64 with the public key after them). */
function seedOfSecretMultibase(secretKeyMultibase: string): Uint8Array {
  const bytes = secretKeyMultibase.startsWith('z') ? base58btcDecode(secretKeyMultibase.slice(1)) : undefined;
  const length = (bytes?.length ?? 0) - ED25519_SECRET_HEADER.length;
  if (!bytes || !startsWith(bytes, ED25519_SECRET_HEADER) || (length !== 32 && length !== 64)) {
    throw new Error('the secret key is not an Ed25519 secret key in multibase (z…)');
  }
  return bytes.slice(ED25519_SECRET_HEADER.length, ED25519_SECRET_HEADER.length + 32);
}

/**
 * The seed written in the configuration or the key file, in any of three forms: 64 hexadecimal characters (what
 * the server generates), a secret multibase (`z…`), or a Multikey JSON with `secretKeyMultibase` (its
 * `publicKeyMultibase`, when present, must be that key's). The error says which form was expected.
 */
export function parseSigningKey(text: string): { seed: Uint8Array; publicKeyMultibase?: string } {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return { seed: Buffer.from(value, 'hex') };
  if (value.startsWith('z')) return { seed: seedOfSecretMultibase(value) };
  if (value.startsWith('{')) {
    let multikey: unknown;
    try {
      multikey = JSON.parse(value);
    } catch {
      throw new Error('the Multikey JSON is not valid JSON');
    }
    const { secretKeyMultibase, publicKeyMultibase } = (multikey ?? {}) as Record<string, unknown>;
    if (typeof secretKeyMultibase !== 'string') throw new Error('the Multikey JSON has no "secretKeyMultibase"');
    if (publicKeyMultibase !== undefined && typeof publicKeyMultibase !== 'string')
      throw new Error('the Multikey JSON\'s "publicKeyMultibase" is not a string');
    return { seed: seedOfSecretMultibase(secretKeyMultibase), publicKeyMultibase };
  }
  throw new Error(
    'expected 64 hexadecimal characters, a secret multibase (z…) or a Multikey JSON with "secretKeyMultibase"',
  );
}
