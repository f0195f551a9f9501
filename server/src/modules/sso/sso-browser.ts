import crypto from 'node:crypto';
import { hashToken } from '../../lib/token-hash';

/*
 * A provider's sign-in is bound to the browser that started it (no login CSRF): the start sets a random value in a
 * short-lived cookie and keeps only its SHA-256 with the authorization request; the callback and the ticket trade
 * must bring the same cookie back. A callback URL or a ticket opened in another browser signs nobody in.
 */

export const SSO_BROWSER_COOKIE = 'school_sso_browser';
/** Every step after the start is under this path: the callback and the ticket trade. */
const COOKIE_PATH = '/api/auth/sso';
const COOKIE_SECONDS = 10 * 60;

export function newBrowserBinding(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Whether the request's binding cookie is the one whose hash was kept; false without a cookie or a kept hash. */
export function sameBrowser(cookieValue: string | undefined, keptHash: string | null | undefined): boolean {
  if (!cookieValue || !keptHash) return false;
  const given = Buffer.from(hashToken(cookieValue), 'hex');
  const kept = Buffer.from(keptHash, 'hex');
  return given.length === kept.length && crypto.timingSafeEqual(given, kept);
}

/** The `Set-Cookie` of a binding (Secure when PUBLIC_URL is https), or of its removal without a value. */
export function browserBindingCookie(options: { value?: string; publicUrl: string }): string {
  const secure = options.publicUrl.startsWith('https:') ? '; Secure' : '';
  const value = options.value ?? '';
  const maxAge = options.value ? COOKIE_SECONDS : 0;
  return `${SSO_BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The value of the binding cookie in a Cookie header. */
export function readBrowserBinding(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === SSO_BROWSER_COOKIE) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
