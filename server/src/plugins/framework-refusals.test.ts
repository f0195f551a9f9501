import { describe, expect, it } from 'vitest';
import { signInSpeaking } from '../../test/build-app';
import { signedInApp } from '../../test/signed-in-app';
import { JSON_BODY_LIMIT, PUBLIC_BODY_LIMIT } from './request-bounds';

/*
 * The framework's own refusals (Fastify's body parsers, before any handler of ours) on the real app: answered in the
 * language of whoever asks (decision 040), the code unchanged.
 */

const [context] = await signedInApp();
const [english, spanish] = await Promise.all([
  signInSpeaking(context, 'staff', 'en'),
  signInSpeaking(context, 'staff', 'es'),
]);

/** PUT /api/me/language with `payload` sent as it is, under `contentType`. */
const send = (headers: Record<string, string>, contentType: string, payload: string) =>
  context.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });

describe("the framework's refusals", () => {
  it.each([
    [
      'invalid JSON',
      'application/json',
      '{"language":',
      400,
      'BAD_REQUEST',
      'Body is not valid JSON but content-type is set to application/json',
      'El cuerpo no es un JSON válido, pero el content-type es application/json',
    ],
    [
      'an empty JSON body',
      'application/json',
      '',
      400,
      'BAD_REQUEST',
      'Body cannot be empty when content-type is set to application/json',
      'El cuerpo no puede estar vacío cuando el content-type es application/json',
    ],
    [
      'a content type no route takes',
      'application/x-nothing',
      'x',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported Media Type: this address does not take a body of this content type',
      'Tipo de contenido no admitido: esta dirección no acepta un cuerpo de este tipo',
    ],
    [
      'a body over the limit',
      'application/json',
      JSON.stringify({ language: 'x'.repeat(JSON_BODY_LIMIT) }),
      413,
      'PAYLOAD_TOO_LARGE',
      'Request body is too large',
      'El cuerpo de la petición es demasiado grande',
    ],
  ])('answers %s in the reader’s language', async (_case, contentType, payload, status, code, inEnglish, inSpanish) => {
    const answered = await send(english.auth, contentType, payload);
    expect(answered.statusCode).toBe(status);
    expect(answered.json()).toEqual({ code, message: inEnglish });
    const answeredInSpanish = await send(spanish.auth, contentType, payload);
    expect(answeredInSpanish.statusCode).toBe(status);
    expect(answeredInSpanish.json()).toEqual({ code, message: inSpanish });
  });

  it('answers someone signed out in the language their browser asks for, else the school’s', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(PUBLIC_BODY_LIMIT), password: 'x' });
    const login = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
    const asked = await login({ 'accept-language': 'en-US,en;q=0.9' });
    expect(asked.statusCode).toBe(413);
    expect(asked.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    const school = await login({});
    expect(school.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El cuerpo de la petición es demasiado grande',
    });
  });
});
