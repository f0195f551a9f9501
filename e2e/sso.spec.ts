import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { createAccount, expect, signIn, STAFF, test } from './fixtures';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog, expectUsableAt375 } from './files';

/*
 * Single sign-on end to end: a real OpenID provider (oidc-provider, with its built-in login and consent pages) runs
 * in this process on a free port; staff configure it on the staff screen, and a teacher signs in with it in
 * Chromium. Its accounts: any login typed on its form is the account id, and its email is that login, verified.
 */

interface OidcProvider {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
}
type OidcProviderClass = new (issuer: string, configuration: object) => OidcProvider;

const SLUG = 'escuela-e2e';
const NAME = 'Cuenta Escuela E2E';
const CLIENT = { id: 'school-e2e', secret: 'school-e2e-secret-0123456789' };

let server: http.Server;
let issuer: string;

test.beforeAll(async ({ baseURL }) => {
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: OidcProviderClass };
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const port = (server.address() as AddressInfo).port;
  issuer = `http://127.0.0.1:${port}`;
  const app = new URL(baseURL!);
  // PUBLIC_URL defaults to http://localhost:<port>; the tests open the app at 127.0.0.1: both are registered.
  const redirectUris = [
    `${app.origin}/api/auth/sso/${SLUG}/callback`,
    `http://localhost:${app.port}/api/auth/sso/${SLUG}/callback`,
  ];
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email', 'profile'],
    conformIdTokenClaims: false,
    cookies: { keys: ['e2e-cookie-key-0123456789abcdef'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true }),
    }),
  });
  server.on('request', provider.callback());
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

test('staff configure a provider on the staff screen, and a teacher signs in with it', async ({ page, request }) => {
  const teacher = await createAccount(request, 'teacher');

  await signIn(page, STAFF);
  await page.getByRole('link', { name: 'Inicio de sesión único', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in-providers$/);
  await expect(page.getByRole('heading', { name: 'Inicio de sesión único', level: 1 })).toBeVisible();
  await expect(page.getByText('Todavía no hay proveedores.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Añadir proveedor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  await expect(dialog).toBeVisible();
  // The contract's messages, before anything is sent.
  await dialog.getByRole('button', { name: 'Añadir proveedor' }).click();
  await expect(dialog.getByText('El secreto de cliente es obligatorio.')).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByLabel('Nombre en el botón').fill(NAME);
  await dialog.getByLabel('Identificador').fill(SLUG);
  await dialog.getByLabel('URL del emisor (issuer)').fill(issuer);
  await dialog.getByLabel('ID de cliente').fill(CLIENT.id);
  await dialog.getByLabel('Secreto de cliente').fill(CLIENT.secret);
  await expect(dialog.getByText(`/api/auth/sso/${SLUG}/callback`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Añadir proveedor' }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Proveedores de inicio de sesión' })
    .getByRole('listitem')
    .filter({ hasText: NAME });
  await expect(card).toBeVisible();
  await expect(card.getByText(issuer)).toBeVisible();
  await expect(page.getByText(CLIENT.secret)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  // Keyboard: the edit button is reachable and opens the form with the secret left empty.
  await card.getByRole('button', { name: `Editar ${NAME}` }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Editar proveedor' });
  await expect(edit.getByLabel('Secreto de cliente')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();

  const button = page.getByRole('link', { name: `Continuar con ${NAME}` });
  await expect(button).toBeVisible();
  await button.click();
  // The provider's own login and consent pages.
  await page.locator('input[name="login"]').fill(teacher.email.toUpperCase());
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
  await expect(page.getByText(teacher.email).first()).toBeVisible();
  // The provider's sign-in opened a session cookie like the password's (decision 037); storage holds no token.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a refused provider sign-in comes back to the login screen with a plain message', async ({ page }) => {
  await page.goto('/?sso_error=SSO_ACCOUNT_NOT_FOUND');
  await expect(
    page.getByRole('alert').filter({ hasText: 'No hay ninguna cuenta de la escuela con el correo de esa cuenta.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sso/complete?ticket=not-a-ticket');
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo completar el inicio de sesión con el proveedor.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
});

test("a provider's sign-in still asks for the account's second factor, on the login screen", async ({
  page,
  request,
}) => {
  const student = await createAccount(request, 'student');
  const login = await request.post('/api/auth/login', { data: { email: student.email, password: student.password } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const { secret } = await (await request.post('/api/me/two-factor/totp', { headers })).json();
  const now = Math.floor(Date.now() / 1000);
  expect(
    (
      await request.post('/api/me/two-factor/totp/confirm', {
        headers,
        data: { code: await generate({ secret, epoch: now }) },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/');
  await page.getByRole('link', { name: `Continuar con ${NAME}` }).click();
  await page.locator('input[name="login"]').fill(student.email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await expect(page).not.toHaveURL(/second_factor=/);
  await page.getByLabel('Código', { exact: true }).fill(await generate({ secret, epoch: now + 30 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByText('Sesión iniciada', { exact: true })).toBeVisible();
});
