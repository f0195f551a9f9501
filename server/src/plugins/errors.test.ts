import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@contracts/error-codes';
import { errorResponses } from '@contracts/errors';
import { AppError } from '../lib/app-error';
import { responseSerializerCompiler } from '../lib/response-serializer';
import { errorsPlugin, REFUSAL_PAUSE_MS } from './errors';
import { webPlugin } from './web';
import { TEACHER_NOT_FOUND } from '../modules/teachers/teacher.service';

const SIGN_IN_THROTTLED = {
  id: 'test.throttled',
  message: 'Too many failed sign-in attempts. Try again in 1 minute(s).',
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorsPlugin);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The answer goes through the route's declared error schema, as every route of the app does.
  routes.get(
    '/api/teacher',
    { schema: { response: { 200: z.object({ id: z.number() }), ...errorResponses(404) } } },
    async () => {
      throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
    },
  );
  routes.get('/api/throttled', async () => {
    throw new AppError('RATE_LIMITED', SIGN_IN_THROTTLED, {
      'Retry-After': '42',
    });
  });
  routes.post(
    '/api/validated',
    { schema: { body: z.object({ name: z.string({ error: 'El nombre es obligatorio' }) }) } },
    async () => ({ ok: true }),
  );
  routes.get('/api/deadlock', async () => {
    throw new Error('query failed', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
  });
  routes.get('/api/broken', async () => {
    throw new Error('a bug');
  });
  await app.register(webPlugin, { distDir: '/nonexistent' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('the error handler', () => {
  it('answers a transaction PostgreSQL rolled back for a deadlock with 409 CONCURRENT_CHANGE and Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ code: 'CONCURRENT_CHANGE' });
  });

  it('answers an AppError with its code, the code’s status and its message, through the route’s schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/teacher' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'TEACHER_NOT_FOUND', message: 'Profesor no encontrado' });
  });

  it('sends the headers an AppError carries, and a refusal of a limit only after REFUSAL_PAUSE_MS', async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/throttled' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS - 20);
    const other = performance.now();
    expect((await app.inject({ method: 'GET', url: '/api/teacher' })).statusCode).toBe(404);
    expect(performance.now() - other).toBeLessThan(REFUSAL_PAUSE_MS / 2);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Try again in 1 minute(s).',
    });
  });

  it('answers a validation error with VALIDATION_FAILED and the field messages', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/validated', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'El nombre es obligatorio',
      issues: [{ path: ['name'], message: 'El nombre es obligatorio' }],
    });
  });

  it('answers the framework’s own refusal with its status and that status’s code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    const unsupported = await app.inject({
      method: 'POST',
      url: '/api/validated',
      headers: { 'content-type': 'application/x-nothing' },
      payload: 'x',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown route with ROUTE_NOT_FOUND', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route GET /api/nothing-here not found' });
  });

  it('answers anything else with 500 INTERNAL and an error id, never the error’s own message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 'INTERNAL',
      message: 'Internal error',
      errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

describe('the error code catalogue', () => {
  it('gives every code an HTTP error status', () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('is what an AppError’s status comes from', () => {
    expect(new AppError('FILE_TOO_LARGE', TEACHER_NOT_FOUND).status).toBe(413);
    expect(new AppError('EMAIL_TAKEN', TEACHER_NOT_FOUND).status).toBe(409);
  });
});
