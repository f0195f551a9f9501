import crypto from 'node:crypto';

/**
 * Stored file layout: MAGIC (4 bytes) | IV (12 bytes) | AES-256-GCM ciphertext | auth tag (16 bytes).
 * The stored name is bound as additional authenticated data, so a file copied under another name fails to open.
 */
export const MAGIC = Buffer.from('SDC1');
export const IV_LENGTH = 12;
export const TAG_LENGTH = 16;
export const HEADER_LENGTH = MAGIC.length + IV_LENGTH;
export const OVERHEAD = HEADER_LENGTH + TAG_LENGTH;

export function createEncryptor(key: Buffer, storedName: string) {
  const iv = crypto.randomBytes(IV_LENGTH);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(storedName));
  return { header: Buffer.concat([MAGIC, iv]), cipher };
}

export function createDecryptor(key: Buffer, storedName: string, header: Buffer, tag: Buffer) {
  if (header.length !== HEADER_LENGTH || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('Not an encrypted document file');
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length));
  decipher.setAAD(Buffer.from(storedName));
  decipher.setAuthTag(tag);
  return decipher;
}
