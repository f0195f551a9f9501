/** After this long, a shutdown that is still closing gives up waiting and exits. */
const GRACE_MS = 20_000;

export interface Shutdown {
  /** Closes what `close` closes, then exits with `exitCode`; later calls are ignored. */
  run: (reason: string, exitCode: number) => Promise<void>;
  readonly stopping: boolean;
}

export function createShutdown(options: { close: () => Promise<void>; log: (line: string) => void }): Shutdown {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    async run(reason, exitCode) {
      if (stopping) return;
      stopping = true;
      options.log(`${reason}: closing HTTP, then the database pool, then the database.`);
      setTimeout(() => {
        options.log(`Still closing after ${GRACE_MS / 1000} s: exiting now.`);
        process.exit(exitCode || 1);
      }, GRACE_MS).unref();
      try {
        await options.close();
      } catch (error) {
        options.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exitCode ||= 1;
      }
      process.exit(exitCode);
    },
  };
}

/**
 * Ends the server in order whatever ends it: SIGINT and SIGTERM (a second one exits at once), an uncaught
 * exception or unhandled rejection (logged, exit code 1). `atExit` runs on every exit, process.exit included, and
 * must be synchronous (the `exit` event waits for nothing): it releases what the next start would otherwise
 * find held. The embedded PostgreSQL is told to stop on exit by db/postmaster.ts, and after a kill -9 (no
 * event at all) by its watchdog (db/pg-watchdog.ts).
 */
export function installProcessEndHandlers(options: { shutdown: Shutdown; atExit: () => void }): void {
  const { shutdown } = options;
  // SIGHUP keeps its default (the process ends; the watchdog stops PostgreSQL): handling it would defeat nohup.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shutdown.stopping) process.exit(1);
      void shutdown.run(`${signal} received`, 0);
    });
  }
  const fail = (kind: string) => (error: unknown) => {
    console.error(`[school] ${kind}:`, error);
    void shutdown.run(kind, 1);
  };
  process.on('uncaughtException', fail('Uncaught exception'));
  process.on('unhandledRejection', fail('Unhandled rejection'));
  process.on('exit', options.atExit);
}
