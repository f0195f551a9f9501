import crypto from 'node:crypto';

/**
 * Seals short secrets kept in the database (authenticator secrets, identity providers' client secrets) with
 * AES-256-GCM under a key derived from the server's encryption key, so a database dump alone does not reveal
 * them. The `purpose` is bound to the ciphertext: a secret copied into another column does not open.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  open(sealed: string, purpose: string): string;
}

const VERSION = 'v1';

export function createSecretBox(encryptionKey: Buffer): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'database secrets', 32));
  return {
    seal(plain, purpose) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed, purpose) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) throw new Error('Not a sealed secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
