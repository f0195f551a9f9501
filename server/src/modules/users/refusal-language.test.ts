import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';

let context: TestContext;
let staff: TestUser;

beforeAll(async () => {
  context = await buildTestApp();
  staff = await signInAs(context, 'staff');
});

const disableSelf = (headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'PATCH',
    url: `/api/users/${staff.id}`,
    headers: { ...staff.auth, ...headers },
    payload: { disabled: true },
  });
const setLanguage = (language: string) =>
  context.app.inject({ method: 'PUT', url: '/api/me/language', headers: staff.auth, payload: { language } });

const OWN_ACCOUNT = {
  en: { code: 'OWN_ACCOUNT', message: 'You cannot disable, demote or delete your own account.' },
  es: { code: 'OWN_ACCOUNT', message: 'No puedes desactivar, degradar ni eliminar tu propia cuenta.' },
};

describe('a refusal in the reader’s language (decision 040)', () => {
  it('writes a Spanish specification text in English for an English reader, with its values', async () => {
    const missing = (language: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/courses/999999',
        headers: { ...staff.auth, 'accept-language': language },
      });
    expect((await missing('es')).json()).toEqual({ code: 'COURSE_NOT_FOUND', message: 'Curso no encontrado' });
    expect((await missing('en')).json()).toEqual({ code: 'COURSE_NOT_FOUND', message: 'Course not found' });
    const unknownRoute = (language: string) =>
      context.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': language } });
    expect((await unknownRoute('es')).json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'Ruta GET /api/no-such-thing no encontrada',
    });
    expect((await unknownRoute('en')).json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'Route GET /api/no-such-thing not found',
    });
  });

  it('writes zod’s field messages in the reader’s language too', async () => {
    const bad = (language: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/trusted-issuers',
        headers: { ...staff.auth, 'accept-language': language },
        payload: { did: 'not-a-did', name: '' },
      });
    const es = await bad('es');
    expect(es.statusCode).toBe(400);
    expect(es.json().code).toBe('VALIDATION_FAILED');
    expect(es.json().issues.map((issue: { message: string }) => issue.message)).toContain(
      'Escribe el DID del emisor: did:key:z… o did:web:dominio',
    );
    expect((await bad('en')).json().issues.map((issue: { message: string }) => issue.message)).toContain(
      "Write the issuer's DID: did:key:z… or did:web:domain",
    );
  });
  it('is written in the browser’s language, then in the account’s once chosen; the code and status stay', async () => {
    // No choice, no Accept-Language: the school's language (Spanish), the specification's English one language away.
    const plain = await disableSelf();
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toEqual(OWN_ACCOUNT.es);
    expect((await disableSelf({ 'accept-language': 'en-US,en;q=0.9' })).json()).toEqual(OWN_ACCOUNT.en);
    expect((await disableSelf({ 'accept-language': 'es-GT' })).json()).toEqual(OWN_ACCOUNT.es);

    // The account's choice wins over what the browser asks for.
    expect((await setLanguage('en')).statusCode).toBe(204);
    const chosen = await disableSelf({ 'accept-language': 'es' });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toEqual(OWN_ACCOUNT.en);
    expect((await setLanguage('es')).statusCode).toBe(204);
    expect((await disableSelf({ 'accept-language': 'en' })).json()).toEqual(OWN_ACCOUNT.es);
  });
});
