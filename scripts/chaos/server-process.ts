import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/src/lib/free-port';
import { isProcessRunning } from '../../server/src/lib/process-info';
import { PROJECT_ROOT } from '../../server/src/lib/project-paths';
import { startNodeOptions } from '../bench/start-options';
import { serverEnv } from '../start/server-env.mjs';

export const ADMIN = { email: 'chaos-admin@school.test', password: 'chaos-admin-password' };

/**
 * A product started as an operator does: `node [options] scripts/start.mjs` (what `npm start` runs), by default
 * without its supervisor (SUPERVISE=0), so that the process the rounds kill is the server itself.
 */
export interface ProductProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** The last lines it printed, for the report of a failed start. */
  output: () => string;
  /** What /api/health last answered while waiting for it (status and body, or the connection error). */
  lastHealth: string;
  exited: Promise<void>;
}

export function launchProduct(options: { dataDir: string; port: number; supervised?: boolean }): ProductProcess {
  const child = spawn(process.execPath, [...startNodeOptions(), path.join(PROJECT_ROOT, 'scripts', 'start.mjs')], {
    cwd: PROJECT_ROOT,
    // The server's environment as `npm start` gives it (unsupervised, this process starts the server itself).
    env: serverEnv({
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SUPERVISE: options.supervised ? '1' : '0',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    baseUrl: `http://127.0.0.1:${options.port}`,
    dataDir: options.dataDir,
    output: () => lines.join('\n'),
    exited,
    lastHealth: 'no attempt',
  };
}

export const hasExited = (product: ProductProcess) =>
  product.child.exitCode !== null || product.child.signalCode !== null;

/** Seconds from now until /api/health answers 200, or undefined if it does not within `timeoutMs` or the process exits. */
export async function waitHealthy(
  product: ProductProcess,
  timeoutMs: number,
  startedAt = performance.now(),
): Promise<number | undefined> {
  while (performance.now() - startedAt < timeoutMs) {
    if (hasExited(product)) return undefined;
    try {
      const response = await fetch(`${product.baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return (performance.now() - startedAt) / 1000;
      product.lastHealth = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      // not listening yet
      product.lastHealth =
        error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error);
    }
    await sleep(25);
  }
  return undefined;
}

/** Starts the product and times spawn → first 200 of /api/health. */
export async function startProduct(options: {
  dataDir: string;
  timeoutMs: number;
  supervised?: boolean;
}): Promise<{ product: ProductProcess; seconds: number | undefined }> {
  const port = await freePort();
  const startedAt = performance.now();
  const product = launchProduct({ dataDir: options.dataDir, port, supervised: options.supervised });
  return { product, seconds: await waitHealthy(product, options.timeoutMs, startedAt) };
}

/** The pid of the postmaster on the product's cluster, from its postmaster.pid (while one runs). */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isProcessRunning(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function killHard(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export async function waitGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!isProcessRunning(pid)) return true;
    await sleep(25);
  }
  return !isProcessRunning(pid);
}

/** Stops the product as an operator would (SIGTERM) and waits for it and its PostgreSQL to be gone. */
export async function stopProduct(product: ProductProcess): Promise<void> {
  const postgres = postmasterPid(product.dataDir);
  if (!hasExited(product)) {
    product.child.kill('SIGTERM');
    await exitedWithin(product, 30_000);
    if (!hasExited(product)) killHard(product.child.pid);
  }
  if (postgres !== undefined) await waitGone(postgres, 15_000);
}

/**
 * The build `npm start` would do when sources changed since the last one, done beforehand so that restarts are
 * timed without it. Sources edited meanwhile may not build for a moment: it is tried again for a few minutes.
 */
export async function buildIfStale(log: (line: string) => void = () => undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    if (build.status === 0) return;
    if (attempt >= 18) throw new Error(`the build fails:\n${build.stderr.slice(-2000)}`);
    log(`  the build fails (sources being edited?); trying again in 10 s`);
    await sleep(10_000);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the product's process has exited, `ms` at most. The timer is cleared once it has: a pending one kept
 * `npm run test:chaos` alive for 30 s after its last part had passed.
 */
export async function exitedWithin(product: ProductProcess, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([product.exited, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
