import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/src/lib/free-port';
import { PROJECT_ROOT } from '../../server/src/lib/project-paths';
import { startNodeOptions } from './start-options';

export interface BenchServer {
  baseUrl: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Resolves once `/api/health` answers 200; rejects if the process exits first or after `timeoutMs`. */
export async function waitUntilHealthy(baseUrl: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited during start-up (${child.signalCode ?? `exit code ${child.exitCode}`})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM and resolves with the exit code once the process has exited. */
export function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Builds the server bundle (dist/server/) when its sources changed since the last build. */
export function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build.mjs'), 'server', '--if-stale'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');
}

/** Starts the compiled server (dist/server/main.js, with `npm start`'s Node options) as its own process, so the load generator does not share its CPU time. */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  buildServerIfStale();
  const port = await freePort();
  const child = spawn(process.execPath, [...startNodeOptions(), path.join(PROJECT_ROOT, 'dist', 'server', 'main.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, child);
  return {
    baseUrl,
    process: child,
    stop: async () => {
      await stopProcess(child);
    },
  };
}
