import crypto from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';

const TEMPLATE_DATABASE = 'school_test_template';

/** A database of its own for the calling test file, cloned from the migrated template and dropped after it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `school_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.pool.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), 5);
  afterAll(async () => {
    await handle.pool.end();
    const cleanup = connectDatabase(adminUrl, 1);
    await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.pool.end();
  });
  return handle;
}
