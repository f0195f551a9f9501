import fs from 'node:fs';
import path from 'node:path';
import { buildApp, WEB_DIST_DIR } from './app';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { openDatabase, type RunningDatabase } from './bootstrap/database';
import { ensureWebBuilt } from './bootstrap/web-build';
import { ConfigError, loadConfig } from './config';
import { lockDataDir } from './lib/data-dir-lock';
import { encryptionKeyFrom } from './lib/encryption-key';
import { createLocalStorage } from './storage/file-storage';

const log = (line: string) => console.log(`[school] ${line}`);

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  // 0711: the embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o711 });
  const unlock = lockDataDir(config.dataDir);

  let database: RunningDatabase | undefined;
  let key: Buffer;
  try {
    key = encryptionKeyFrom(config);
    database = await openDatabase(config, log);
    const admin = await ensureFirstAdmin({ db: database.db, email: config.adminEmail, password: config.adminPassword });
    if (admin?.generatedPassword) {
      log(`First staff administrator created: ${admin.email} / ${admin.generatedPassword}`);
      log('This password is shown only once: sign in and change it.');
    } else if (admin) {
      log(`First staff administrator created: ${admin.email} (password from ADMIN_PASSWORD).`);
    }
    await ensureWebBuilt(WEB_DIST_DIR, log);
  } catch (error) {
    await database?.close();
    unlock();
    throw error;
  }

  const storage = createLocalStorage({ root: path.join(config.dataDir, 'files'), key });
  const app = await buildApp({ db: database.db, storage, logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  const running = database;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: closing HTTP, then the database pool, then the database.`);
    try {
      await app.close();
      await app.drainRequests();
      await running.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  log(`Ready on http://${shownHost}:${config.port} in ${((Date.now() - started) / 1000).toFixed(1)} s (API docs at /api/docs).`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('[school] Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
