import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/client';
import { createLocalStorage } from '../../storage/file-storage';
import { buildTestApp, TEST_KEY } from '../../../test/build-app';

/** The answer, or 'no answer' if none came within `ms`. */
async function within<T>(ms: number, answer: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('GET /api/health', () => {
  it('answers while every connection of the main pool is taken', async () => {
    const context = await buildTestApp();
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const pool = (context.db as typeof context.db & { $client: pg.Pool }).$client;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      expect(pool.idleCount).toBe(0);
      const response = await within(1_000, context.app.inject({ method: 'GET', url: '/api/health' }));
      expect(response === 'no answer' ? response : response.statusCode).toBe(200);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('fails within its timeout when PostgreSQL cannot be reached', async () => {
    // A port nothing listens on: the database is down.
    const { db, pool } = connectDatabase('postgres://school:school@127.0.0.1:9/school');
    const app = await buildApp({
      db,
      storage: createLocalStorage({ root: '/nonexistent', key: TEST_KEY }),
      webDistDir: '/nonexistent',
    });
    afterAll(async () => {
      await app.close();
      await pool.end();
    });
    const response = await within(5_000, app.inject({ method: 'GET', url: '/api/health' }));
    expect(response === 'no answer' ? response : response.statusCode).toBe(500);
  });
});
