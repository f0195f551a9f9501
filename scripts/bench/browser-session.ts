/**
 * A browser signed in as the web app is after a sign-in (decision 037): the HttpOnly session cookie holding `token`
 * and the page-readable hint beside it, for `baseUrl` (the `__Host-` names and `Secure` behind https). For
 * Playwright's `context.addCookies`; the end-to-end tests and the benches sign in with it.
 */
export function browserSessionCookies(
  baseUrl: string,
  token: string,
): { name: string; value: string; url: string; httpOnly: boolean; secure: boolean; sameSite: 'Lax' }[] {
  const secure = baseUrl.startsWith('https:');
  const url = new URL(baseUrl).origin;
  const prefix = secure ? '__Host-' : '';
  return [
    { name: `${prefix}session`, value: token, url, httpOnly: true, secure, sameSite: 'Lax' },
    { name: `${prefix}signed-in`, value: '1', url, httpOnly: false, secure, sameSite: 'Lax' },
  ];
}
