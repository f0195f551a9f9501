import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisory-lock';
import { ensureFirstAdmin } from './first-admin';

/** Migrates the schema under the start-up advisory lock (see prepareDatabase). */
export async function migrateOnce(database: DatabaseHandle): Promise<void> {
  await withAdvisoryLock(database.pool, ADVISORY_LOCKS.startup, () => runMigrations(database.db));
}

/**
 * Migrates the schema and creates the first staff administrator, under the start-up advisory lock: of several
 * app servers starting at once on one database, one does the work and the others find it done.
 */
export async function prepareDatabase(options: {
  database: DatabaseHandle;
  config: Pick<Config, 'adminEmail' | 'adminPassword'>;
  log: (line: string) => void;
}): Promise<void> {
  const { database, config, log } = options;
  const admin = await withAdvisoryLock(database.pool, ADVISORY_LOCKS.startup, async () => {
    await runMigrations(database.db);
    return ensureFirstAdmin({ db: database.db, email: config.adminEmail, password: config.adminPassword });
  });
  if (admin?.generatedPassword) {
    log(`First staff administrator created: ${admin.email} / ${admin.generatedPassword}`);
    log('This password is shown only once: sign in and change it.');
  } else if (admin) {
    log(`First staff administrator created: ${admin.email} (password from ADMIN_PASSWORD).`);
    if (admin.commonPassword)
      log('Warning: ADMIN_PASSWORD is a common password, easily guessed: sign in and change it.');
  }
}
