import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real OpenID provider (oidc-provider) for the tests, on a free port of this machine. Its interaction (login and
 * consent) is answered by the test at once, for the account it names with `signInNext`: no login form.
 */

export interface TestAccount {
  email: string;
  email_verified: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in. */
  signInNext(account: TestAccount): void;
  close(): Promise<void>;
}

interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<{ params: Record<string, unknown> }>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options?: object,
  ): Promise<void>;
  Grant: new (options: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
}
type OidcProviderClass = new (issuer: string, configuration: object) => OidcProvider;

/** Starts the provider; `redirectUris` are the callbacks of its one client. */
export async function startTestIdentityProvider(options: { redirectUris: string[] }): Promise<TestIdentityProvider> {
  // oidc-provider ships no types; it is a dev dependency used by tests only.
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: OidcProviderClass };
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;
  const clientId = 'school-test';
  const clientSecret = 'school-test-secret-0123456789';

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://localhost:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The product reads the ID token's claims: the scope's claims go into it, not only to userinfo.
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile'],
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return (
        account && {
          accountId: sub,
          claims: () => ({ sub, email: account.email, email_verified: account.email_verified }),
        }
      );
    },
  });
  const handle = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!next) throw new Error('the test named no account to sign in');
      const accountId = `account-${accounts.size + 1}`;
      accounts.set(accountId, next);
      next = undefined;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    signInNext(account) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie jar for fetch: every cookie is sent back (the provider's paths do not matter here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }
}

/**
 * Follows the provider's redirects from the authorization URL, with cookies, until it sends the browser back to
 * the product (a Location outside the provider): answers that location.
 */
export async function followProvider(authorizationUrl: string, issuer: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url);
    if (url.origin !== new URL(issuer).origin) return url;
  }
  throw new Error('too many redirects at the provider');
}
