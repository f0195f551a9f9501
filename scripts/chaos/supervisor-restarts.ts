/**
 * The supervisor round of `npm run test:chaos`: `npm start` with its supervisor on the data folder of the round
 * before; its server child is killed (SIGKILL, SIGSEGV as a crash, SIGKILL again) and each time the time from the
 * kill to the first 200 of /api/health from a new child is measured, the supervisor staying the same process.
 * Then SIGTERM to the supervisor must stop the server and its PostgreSQL, and the supervisor end with code 0.
 */
import fs from 'node:fs';
import { isProcessRunning, processArguments } from '../../server/src/lib/process-info';
import { signIn } from './school-api';
import {
  hasExited,
  postmasterPid,
  sleep,
  startProduct,
  stopProduct,
  waitGone,
  type ProductProcess,
} from './server-process';

/** The signals the server child is killed with, one a round. */
export const SUPERVISED_KILLS = ['SIGKILL', 'SIGSEGV', 'SIGKILL'] as const;
/** The supervisor's back-off before each of those restarts (1 s, doubling: scripts/start/supervise.mjs). */
const BACKOFF_SECONDS = [1, 2, 4];
/** A restart may take the back-off plus this (the restart goal of the kill -9 rounds). */
export const SUPERVISED_RESTART_GOAL_SECONDS = 10;

export interface SupervisorFigures {
  kills: number;
  restarts: number;
  /** Seconds from each kill to /api/health answering from the new child (Infinity: it did not). */
  seconds: number[];
  backoffSeconds: number[];
  supervisorPid: number | undefined;
  /** Whether SIGTERM to the supervisor stopped it (code 0), its server and its PostgreSQL. */
  stoppedCleanly: boolean;
  problems: string[];
}

/** The server the supervisor `pid` runs (scripts/start/run-server.mjs), if one runs. */
function serverChildOf(pid: number): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${child}/stat`, 'utf8');
    } catch {
      continue;
    }
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (
      parent === pid &&
      processArguments(child)?.some((arg) => arg.endsWith('run-server.mjs')) &&
      isProcessRunning(child)
    )
      return child;
  }
  return undefined;
}

async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
): Promise<T | undefined> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || performance.now() > deadline) return value;
    await sleep(25);
  }
}

async function healthyFrom(product: ProductProcess): Promise<true | undefined> {
  try {
    return (await fetch(`${product.baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok || undefined;
  } catch {
    return undefined;
  }
}

export async function runSupervisorRestarts(options: {
  dataDir: string;
  log: (line: string) => void;
}): Promise<SupervisorFigures> {
  const figures: SupervisorFigures = {
    kills: 0,
    restarts: 0,
    seconds: [],
    backoffSeconds: BACKOFF_SECONDS,
    supervisorPid: undefined,
    stoppedCleanly: false,
    problems: [],
  };
  const { product, seconds } = await startProduct({ dataDir: options.dataDir, timeoutMs: 120_000, supervised: true });
  figures.supervisorPid = product.child.pid;
  try {
    if (seconds === undefined || product.child.pid === undefined)
      throw new Error(`npm start with its supervisor did not start:\n${product.output()}`);
    for (const [index, signal] of SUPERVISED_KILLS.entries()) {
      const server = serverChildOf(product.child.pid);
      if (server === undefined) {
        figures.problems.push(`round ${index + 1}: no server child of the supervisor`);
        break;
      }
      const killedAt = performance.now();
      process.kill(server, signal);
      figures.kills += 1;
      await waitGone(server, 10_000);
      const limitMs = (BACKOFF_SECONDS[index]! + SUPERVISED_RESTART_GOAL_SECONDS) * 1000;
      const next = await waitFor(() => serverChildOf(product.child.pid!), limitMs);
      const served =
        next !== undefined && (await waitFor(() => healthyFrom(product), limitMs - (performance.now() - killedAt)));
      const taken = (performance.now() - killedAt) / 1000;
      figures.seconds.push(served ? taken : Number.POSITIVE_INFINITY);
      if (served) figures.restarts += 1;
      else
        figures.problems.push(
          `round ${index + 1} (${signal}): no new server answering within ${(limitMs / 1000).toFixed(0)} s\n${product.output()}`,
        );
      if (hasExited(product)) {
        figures.problems.push(`the supervisor exited after the ${signal} of its server`);
        break;
      }
      options.log(
        `Supervisor round ${index + 1}: server ${server} killed with ${signal}; ${served ? `new server ${next} answering after ${taken.toFixed(2)} s` : 'no restart'}`,
      );
    }
    if (!hasExited(product)) await signIn(product.baseUrl);
    if (!/Server was killed by SIGKILL; restarting in 1 s \(restart 1\)/.test(product.output()))
      figures.problems.push(`the supervisor's log does not say why it restarted:\n${product.output()}`);
  } finally {
    const server = product.child.pid === undefined ? undefined : serverChildOf(product.child.pid);
    const postgres = postmasterPid(options.dataDir);
    await stopProduct(product);
    const serverGone = server === undefined || (await waitGone(server, 15_000));
    const postgresGone = postgres === undefined || (await waitGone(postgres, 15_000));
    figures.stoppedCleanly = product.child.exitCode === 0 && serverGone && postgresGone;
    if (!figures.stoppedCleanly)
      figures.problems.push(
        `SIGTERM to the supervisor: exit code ${product.child.exitCode}, server ${serverGone ? 'gone' : 'still running'}, PostgreSQL ${postgresGone ? 'gone' : 'still running'}`,
      );
  }
  return figures;
}
