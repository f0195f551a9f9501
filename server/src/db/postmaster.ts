import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { stopPostmaster } from './stop-postmaster';

export interface RunningPostmaster {
  pid: number;
  /** Settles when the postmaster has exited, whether stopped by us or not. */
  exited: Promise<void>;
  /** Stops it (fast shutdown, escalating) and waits for it to exit. */
  stop: () => Promise<void>;
}

const READY = 'database system is ready to accept connections';
const READY_TIMEOUT_MS = 120_000;

/** PostgreSQL refuses to run as root: as root, it runs as the owner of the cluster (initialise made it `postgres`). */
function runAs(databaseDir: string): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const { uid, gid } = fs.statSync(databaseDir);
  if (uid === 0)
    throw new Error(`The database cluster ${databaseDir} belongs to root, and PostgreSQL refuses to run as root.`);
  return { uid, gid };
}

/**
 * Starts `postgres` on a cluster and resolves once it accepts connections, or rejects with its last messages if it
 * exits first. It runs in its own session, so that a Ctrl-C in the terminal reaches only the server, which stops
 * it after the HTTP server and the pool; if this process exits without stopping it, it is told to stop (SIGINT).
 */
export function spawnPostmaster(options: {
  binary: string;
  databaseDir: string;
  port: number;
  flags?: string[];
  log?: (line: string) => void;
}): Promise<RunningPostmaster> {
  const child = spawn(
    options.binary,
    ['-D', options.databaseDir, '-p', String(options.port), ...(options.flags ?? [])],
    {
      ...runAs(options.databaseDir),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const lastLines: string[] = [];
  let pending = '';
  let ready = false;
  let markReady: () => void = () => undefined;
  const readyNow = new Promise<void>((resolve) => (markReady = resolve));
  // Read for its whole life: a full pipe would block PostgreSQL's next log line.
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      options.log?.(line);
      lastLines.push(line);
      if (lastLines.length > 8) lastLines.shift();
      if (!ready && line.includes(READY)) {
        ready = true;
        markReady();
      }
    }
  });

  const stopOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopOnExit);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      process.off('exit', stopOnExit);
      resolve();
    });
    child.once('error', () => resolve());
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  return new Promise<RunningPostmaster>((resolve, reject) => {
    const fail = (reason: string, cause?: unknown) => {
      clearTimeout(timer);
      reject(new Error(`${reason}${lastLines.length ? `\n${lastLines.join('\n')}` : ''}`, { cause }));
    };
    const timer = setTimeout(() => {
      fail(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s.`);
      if (child.pid !== undefined) void stopPostmaster({ pid: child.pid, isGone: hasExited });
    }, READY_TIMEOUT_MS);
    child.once('error', (error) => fail(`PostgreSQL could not be started: ${error.message}`, error));
    void exited.then(() =>
      fail(`PostgreSQL exited during start-up (${child.signalCode ?? `exit code ${child.exitCode}`}).`),
    );
    void readyNow.then(() => {
      clearTimeout(timer);
      const pid = child.pid;
      if (pid === undefined) return fail('PostgreSQL has no process id.');
      resolve({
        pid,
        exited,
        stop: async () => {
          if (!(await stopPostmaster({ pid, isGone: hasExited })))
            throw new Error(`PostgreSQL (pid ${pid}) did not stop.`);
          await exited;
        },
      });
    });
  });
}
