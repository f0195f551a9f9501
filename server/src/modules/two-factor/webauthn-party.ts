/**
 * The WebAuthn relying party is the product's public address (PUBLIC_URL): passkeys are bound to its host name,
 * and answers signed for any other origin are refused, whatever the request's own headers say.
 */
export function relyingParty(publicUrl: string): { id: string; origin: string } {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** The WebAuthn library, loaded with the first passkey call (it is the largest of the sign-in packages). */
export const loadWebAuthn = () => import('@simplewebauthn/server');
