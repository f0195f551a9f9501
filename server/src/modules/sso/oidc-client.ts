import crypto from 'node:crypto';
import type * as client from 'openid-client';

// Loaded with the first single sign-on, not at start-up.
const loadClient = () => import('openid-client');

/*
 * The one place that speaks to openid-client (the relying party). The product keeps no sign-in state in memory:
 * only the providers' discovered configurations are cached, which any app server rebuilds from the issuer.
 */

export interface ProviderSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export type OidcConfiguration = client.Configuration;

const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_MAX = 50;
const cache = new Map<string, { expiresAt: number; configuration: Promise<client.Configuration> }>();

/** Plain http is for a provider on this machine only (tests, development); anywhere else it must be https. */
export function isLoopbackHttp(url: URL): boolean {
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]')
  );
}

function cacheKey(settings: ProviderSettings): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([settings.issuerUrl, settings.clientId, settings.clientSecret]))
    .digest('base64url');
}

/** The provider's configuration from its discovery document (the issuer it names must be the one configured). */
export function providerConfiguration(settings: ProviderSettings): Promise<client.Configuration> {
  const key = cacheKey(settings);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.configuration;
  const issuer = new URL(settings.issuerUrl);
  const configuration = loadClient().then((openid) => {
    const options: client.DiscoveryRequestOptions = { timeout: 10 };
    if (isLoopbackHttp(issuer)) options.execute = [openid.allowInsecureRequests];
    return openid.discovery(issuer, settings.clientId, settings.clientSecret, undefined, options);
  });
  // A failed discovery is not kept: the next sign-in tries again.
  configuration.catch(() => cache.delete(key));
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { expiresAt: Date.now() + CACHE_TTL_MS, configuration });
  return configuration;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization code request with PKCE (S256), a random state and nonce. */
export async function authorizationRequest(
  configuration: client.Configuration,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const openid = await loadClient();
  const codeVerifier = openid.randomPKCECodeVerifier();
  const state = openid.randomState();
  const nonce = openid.randomNonce();
  const url = openid.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, state, nonce, codeVerifier };
}

export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
}

/** Trades the code for tokens, checking state, nonce, PKCE and the ID token; answers the ID token's claims. */
export async function exchangeCode(
  configuration: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<IdentityClaims> {
  const tokens = await (
    await loadClient()
  ).authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the token answer has no ID token');
  return claims as IdentityClaims;
}
