import crypto from 'node:crypto';

/**
 * The recipient of a credential as Open Badges 3.0 hashes it (IdentityObject, `identityType: emailAddress`,
 * `hashed: true`): `sha256$` + the hex SHA-256 of the address and a salt of the credential's own. The address is
 * trimmed and lower-cased first, here and when someone checks it, so 'Ana@School.edu ' matches 'ana@school.edu'.
 */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailIdentityHash(email: string, salt: string): string {
  return `sha256$${crypto
    .createHash('sha256')
    .update(normalizedEmail(email) + salt)
    .digest('hex')}`;
}

/** A fresh salt for one credential (16 random bytes, hex). */
export function newIdentitySalt(): string {
  return crypto.randomBytes(16).toString('hex');
}

export interface EmailIdentityObject {
  type: 'IdentityObject';
  identityType: 'emailAddress';
  hashed: true;
  identityHash: string;
  salt: string;
}

export function emailIdentityObject(email: string, salt = newIdentitySalt()): EmailIdentityObject {
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: emailIdentityHash(email, salt),
    salt,
  };
}

/** Whether `email` is the one an IdentityObject hashes (constant-time comparison of the hashes). */
export function emailMatchesIdentity(email: string, identity: { identityHash: string; salt: string }): boolean {
  const expected = Buffer.from(identity.identityHash);
  const actual = Buffer.from(emailIdentityHash(email, identity.salt));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
