import crypto from 'node:crypto';

/**
 * The one way a secret token is stored and looked up: its SHA-256, hex. Sessions, sign-in challenges, identity
 * provider states and browser bindings, recovery codes and one-time password links keep only this hash, never the
 * token the person holds.
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
