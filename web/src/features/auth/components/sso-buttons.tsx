/** 'Continue with …' for each identity provider staff configured (none yet). */
export function SsoButtons() {
  return null;
}
