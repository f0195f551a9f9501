import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startDatabase, type StartingDatabase } from './bootstrap/database';
import { createShutdown, installProcessEndHandlers } from './bootstrap/shutdown';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock';
import { encryptionKeyFrom } from './lib/encryption-key';
import { WEB_DIST_DIR } from './lib/project-paths';
import type { LocalStorage } from './storage/file-storage';

const log = (line: string) => console.log(`[school] ${line}`);

/** sysexits' EX_CONFIG: `npm start`'s supervisor (scripts/start/supervise.mjs) and the systemd unit do not restart on it. */
const EXIT_NEEDS_A_PERSON = 78;

/** Servers sharing the files folder (DATABASE_URL) may be mid-upload: only files this old are judged orphans. */
const SHARED_ORPHAN_AGE_MS = 60 * 60 * 1000;

let shuttingDown = () => false;

async function main(): Promise<void> {
  const config = loadConfig();
  // 0711: the embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o711 });
  // The lock guards the embedded database; app servers sharing an external one also share the folder (its files).
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const filesRoot = path.join(config.dataDir, 'files');

  let app: FastifyInstance | undefined;
  let database: StartingDatabase | undefined;
  let storage: LocalStorage | undefined;
  const shutdown = createShutdown({
    log,
    close: async () => {
      // The job workers stop with the app (plugins/jobs.ts).
      if (app) {
        await app.close();
        await app.drainRequests();
      }
      await database?.close();
    },
  });
  shuttingDown = () => shutdown.stopping;
  installProcessEndHandlers({
    shutdown,
    atExit: () => {
      storage?.releaseTemporaryFolder();
      unlock();
    },
  });

  try {
    const key = encryptionKeyFrom(config);
    const opened = await startDatabase(config, log);
    database = opened;
    void opened.lost.then(() => shutdown.run('The embedded PostgreSQL stopped unexpectedly', 1));
    // While the embedded PostgreSQL starts, the app's modules load (imported only now, so that they do) and the
    // app is built: registering plugins and routes runs no query.
    const [
      { buildApp },
      { createLocalStorage },
      { cleanIncoming },
      { prepareDatabase },
      { credentialIssuerFrom },
      { createMailer },
    ] = await Promise.all([
      import('./app'),
      import('./storage/file-storage'),
      import('./storage/incoming-cleanup'),
      import('./bootstrap/prepare-database'),
      import('./modules/credentials/credential-issuer'),
      import('./mail/mailer'),
    ]);
    // The badge credentials' signing key: CREDENTIAL_SIGNING_KEY, or generated once into the data folder.
    const credentialIssuer = await credentialIssuerFrom(config);
    const local = createLocalStorage({ root: filesRoot, key });
    storage = local;
    [app] = await Promise.all([
      buildApp({
        db: opened.db,
        storage: local,
        trustProxy: config.trustProxy,
        logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
        accounts: {
          encryptionKey: key,
          publicUrl: config.publicUrl,
          mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
        },
        credentialIssuer,
        supportContacts: config.supportContacts,
        credentialFetchAllowedHosts: config.credentialFetchAllowedHosts,
        schoolLanguage: config.schoolLanguage,
        publicPagesPerMinute: config.publicPagesPerMinute,
      }),
      opened.started.then(() => prepareDatabase({ database: opened, config, log })),
      cleanIncoming({ root: filesRoot, exclusive: !config.databaseUrl, keep: local.temporaryFolder, log }),
    ]);
  } catch (error) {
    if (!shutdown.stopping) await database?.close();
    throw error;
  }
  if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html')))
    log(`No web app in ${WEB_DIST_DIR}: serving the API only (npm run build).`);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  log(
    `Ready on http://${shownHost}:${config.port} ${process.uptime().toFixed(2)} s after launch (API docs at /api/docs).`,
  );

  // The job workers (mail, password resets, pruning, document expiry reminders) start once serving; the queue's
  // tables were installed with the migrations, so requests could queue jobs from the first one.
  const serving = app;
  void import('./jobs/workers')
    .then(({ startJobWorkers }) => startJobWorkers(serving))
    .catch((error: unknown) => {
      log(`The job queue did not start: ${error instanceof Error ? error.message : String(error)}`);
    });

  // Files an interrupted upload published without its row committing; in the background, not to delay serving.
  const { removeOrphanFiles } = await import('./bootstrap/orphan-files');
  const before = config.databaseUrl ? Date.now() - SHARED_ORPHAN_AGE_MS : performance.timeOrigin;
  removeOrphanFiles({ pool: database.pool, root: filesRoot, before, log }).catch((error: unknown) =>
    log(
      `Could not look for stored files without a document: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
}

main().catch((error: unknown) => {
  // A shutdown under way (a signal during start-up) ends the process itself.
  if (shuttingDown()) return;
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error instanceof ConfigError ? error.message : `[school] ${error.message}`);
    // A setting to fix or another server to stop: restarting would fail the same way (the supervisor waits for a person).
    process.exit(EXIT_NEEDS_A_PERSON);
  }
  console.error('[school] Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
