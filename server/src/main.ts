import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startDatabase, type StartingDatabase } from './bootstrap/database';
import { ConfigError, loadConfig } from './config';
import { lockDataDir } from './lib/data-dir-lock';
import { encryptionKeyFrom } from './lib/encryption-key';
import { WEB_DIST_DIR } from './lib/project-paths';

const log = (line: string) => console.log(`[school] ${line}`);

async function main(): Promise<void> {
  const config = loadConfig();
  // 0711: the embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o711 });
  // The lock guards the embedded database; app servers sharing an external one also share the folder (its files).
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);

  let database: StartingDatabase | undefined;
  let app: FastifyInstance;
  try {
    const key = encryptionKeyFrom(config);
    const opened = await startDatabase(config, log);
    database = opened;
    // While the embedded PostgreSQL starts, the app's modules load (imported only now, so that they do) and the
    // app is built: registering plugins and routes runs no query.
    const [{ buildApp }, { createLocalStorage }, { prepareDatabase }] = await Promise.all([
      import('./app'),
      import('./storage/file-storage'),
      import('./bootstrap/prepare-database'),
    ]);
    const storage = createLocalStorage({ root: path.join(config.dataDir, 'files'), key });
    [app] = await Promise.all([
      buildApp({ db: opened.db, storage, trustProxy: config.trustProxy, logger: config.logLevel === 'silent' ? false : { level: config.logLevel } }),
      opened.started.then(() => prepareDatabase({ database: opened, config, log })),
    ]);
  } catch (error) {
    await database?.close();
    unlock();
    throw error;
  }
  if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) log(`No web app in ${WEB_DIST_DIR}: serving the API only (npm run build).`);

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
  log(`Ready on http://${shownHost}:${config.port} ${process.uptime().toFixed(2)} s after launch (API docs at /api/docs).`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('[school] Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
