/**
 * The pages anyone may open, signed in or not, outside the sign-in gate: the public page of a badge credential,
 * /credentials/{id} (decision 011). Kept apart and small: the gate reads it before the login screen loads.
 */
export function publicCredentialId(pathname: string): string | null {
  const match = /^\/credentials\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return id.trim() ? id : null;
  } catch {
    return null;
  }
}

/** The set-password page of a one-time link (accounts made by an import): its token, or null on any other path. */
export function setPasswordToken(pathname: string, search: string): string | null {
  if (!/^\/set-password\/?$/.test(pathname)) return null;
  return new URLSearchParams(search).get('token') ?? '';
}

/** The page a provider's sign-in lands on, /sso/complete?ticket=…: its ticket (empty when lost), or null on any other path. */
export function ssoTicket(pathname: string, search: string): string | null {
  if (!/^\/sso\/complete\/?$/.test(pathname)) return null;
  return new URLSearchParams(search).get('ticket') ?? '';
}
