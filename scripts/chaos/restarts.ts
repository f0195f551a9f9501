/**
 * The restart half of `npm run test:chaos`: rounds of kill -9 and `npm start` on a throw-away data folder, each
 * round one way of dying (the server alone, idle or mid-upload; PostgreSQL alone; both, idle or mid-upload; a
 * first start killed at a random moment). After each, the product must answer /api/health within 10 s, keep all it
 * acknowledged, and leave no orphan file, row or temporary part.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acknowledgeSome, countLost, noneAcknowledged, type Acknowledged } from './acknowledged';
import { countLeftovers, total, type Leftovers } from './inventory';
import { randomSource, type Random } from './random';
import { interruptedUpload, pdfOf, signIn } from './school-api';
import { freePort } from '../../server/src/lib/free-port';
import {
  buildIfStale,
  exitedWithin,
  hasExited,
  killHard,
  launchProduct,
  postmasterPid,
  sleep,
  startProduct,
  stopProduct,
  type ProductProcess,
} from './server-process';
import { watchdogOf } from './watchdog-pid';

export const RESTART_GOAL_SECONDS = 10;

export const ROUND_KINDS = [
  'server-idle',
  'server-mid-upload',
  'postgres-alone',
  'both-idle',
  'both-mid-upload',
  'first-start',
] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

export interface RestartFigures {
  rounds: number;
  failedRestarts: number;
  /** Acknowledged teachers or documents missing or changed after a restart. */
  lost: number;
  leftovers: Leftovers;
  restartSeconds: number[];
  /** Restart seconds (Infinity: failed) of each kind of round. */
  byKind: Partial<Record<RoundKind, number[]>>;
  /** The machine's 1-minute load average at each restart: others sharing the cores slow every start. */
  loadAverages: number[];
  problems: string[];
}

/** The product on the rounds' data folder, its administrator's session, and what it acknowledged so far. */
interface MainProduct {
  product: ProductProcess;
  auth: Record<string, string>;
  acknowledged: Acknowledged;
}

interface Context {
  workDir: string;
  random: Random;
  log: (line: string) => void;
  figures: RestartFigures;
  firstStartSeconds: number;
  verbose: boolean;
}

const emptyLeftovers = (): Leftovers => ({
  filesWithoutRow: 0,
  rowsWithoutFile: 0,
  temporaryParts: 0,
  unacknowledgedRows: 0,
});

function addLeftovers(sum: Leftovers, more: Leftovers): void {
  for (const key of Object.keys(sum) as (keyof Leftovers)[]) sum[key] += more[key];
}

/**
 * Starts the product on `dataDir` after a crash and times it. A start that misses the goal is a failed restart;
 * the round then waits longer (or starts again) so that the next rounds still run, and throws if it never serves.
 */
async function restart(context: Context, dataDir: string, label: string): Promise<ProductProcess> {
  await buildIfStale(context.log);
  context.figures.loadAverages.push(os.loadavg()[0] ?? 0);
  const { product, seconds } = await startProduct({ dataDir, timeoutMs: RESTART_GOAL_SECONDS * 1000 });
  if (seconds !== undefined) {
    context.figures.restartSeconds.push(seconds);
    if (context.verbose) context.log(product.output().replace(/^/gm, '    '));
    return product;
  }
  context.figures.failedRestarts += 1;
  context.figures.restartSeconds.push(Number.POSITIVE_INFINITY);
  context.figures.problems.push(
    `${label}: no answer from /api/health within ${RESTART_GOAL_SECONDS} s (${hasExited(product) ? 'the server exited' : `last answer: ${product.lastHealth}`})\n${product.output()}`,
  );
  context.log(`  restart FAILED (last answer of /api/health: ${product.lastHealth}):\n${product.output()}`);
  killHard(product.child.pid);
  await product.exited;
  const second = await startProduct({ dataDir, timeoutMs: 60_000 });
  if (second.seconds === undefined) {
    killHard(second.product.child.pid);
    throw new Error(
      `the product does not start on ${dataDir} any more (last answer of /api/health: ${second.product.lastHealth}):\n${second.product.output()}`,
    );
  }
  return second.product;
}

/** Leftovers once the new server's background clean-up has had its moment. */
async function settledLeftovers(dataDir: string, acknowledged: Acknowledged): Promise<Leftovers> {
  const ids = new Set(acknowledged.documents.keys());
  let leftovers = await countLeftovers({ dataDir, acknowledged: ids });
  for (let attempt = 0; attempt < 30 && total(leftovers) > 0; attempt++) {
    await sleep(100);
    leftovers = await countLeftovers({ dataDir, acknowledged: ids });
  }
  return leftovers;
}

/** Kills, as the round's kind says, the server of `product` and/or its PostgreSQL. */
async function crash(context: Context, main: MainProduct, kind: Exclude<RoundKind, 'first-start'>): Promise<string> {
  const { product } = main;
  const serverPid = product.child.pid;
  const postgresPid = postmasterPid(product.dataDir);
  // Half the time the server's watchdog dies with it, as on a platform without one: the next start must stop the
  // PostgreSQL left running by itself.
  const withoutWatchdog = kind.startsWith('server') && context.random.chance(0.5);
  const watchdog = withoutWatchdog && serverPid !== undefined ? watchdogOf(serverPid) : undefined;
  const kill = () => {
    if (kind === 'postgres-alone') return killHard(postgresPid);
    killHard(watchdog);
    killHard(serverPid);
    if (kind.startsWith('both')) killHard(postgresPid);
  };
  let note = withoutWatchdog ? ', watchdog killed too' : '';
  if (kind.endsWith('mid-upload')) {
    const teacherId = [...main.acknowledged.teachers.keys()].at(-1) ?? 1;
    const content = pdfOf(context.random.integer(5_000_000, 10_000_000));
    const cutAt = context.random.integer(1, content.length);
    note = ` (cut after ${(cutAt / 1e6).toFixed(2)} of ${(content.length / 1e6).toFixed(2)} MB${note})`;
    await interruptedUpload({ baseUrl: product.baseUrl, auth: main.auth, teacherId, content, cutAt, interrupt: kill });
  } else {
    kill();
  }
  if (kind === 'postgres-alone') {
    // The server notices that its database died and stops (its supervisor, or the operator, starts it again).
    await exitedWithin(product, 15_000);
    if (!hasExited(product)) {
      context.figures.problems.push('postgres-alone: the server kept running for 15 s without its database');
      killHard(serverPid);
    }
  }
  await product.exited;
  return note;
}

async function checkAfter(
  context: Context,
  product: ProductProcess,
  auth: Record<string, string>,
  acknowledged: Acknowledged,
  label: string,
): Promise<string> {
  const leftovers = await settledLeftovers(product.dataDir, acknowledged);
  addLeftovers(context.figures.leftovers, leftovers);
  if (total(leftovers) > 0) context.figures.problems.push(`${label}: leftovers ${JSON.stringify(leftovers)}`);
  const { lost, details } = await countLost({ baseUrl: product.baseUrl, auth, acknowledged });
  context.figures.lost += lost;
  if (lost > 0) context.figures.problems.push(`${label}: lost ${details.join(', ')}`);
  return `leftovers ${total(leftovers)}, lost ${lost}`;
}

async function killRound(
  context: Context,
  main: MainProduct,
  kind: Exclude<RoundKind, 'first-start'>,
  label: string,
): Promise<string> {
  const size = context.random.integer(20_000, 200_000);
  await acknowledgeSome({
    baseUrl: main.product.baseUrl,
    auth: main.auth,
    into: main.acknowledged,
    label: label.replace(/\W+/g, '-'),
    size,
  });
  const note = await crash(context, main, kind);
  main.product = await restart(context, main.product.dataDir, label);
  return `${note}: ${await checkAfter(context, main.product, main.auth, main.acknowledged, label)}`;
}

/** A first start on an empty folder, killed at a random moment of it (initdb, migrations, first administrator). */
async function firstStartRound(context: Context, index: number, label: string): Promise<string> {
  const dataDir = path.join(context.workDir, `first-${index}`);
  fs.mkdirSync(dataDir, { mode: 0o711 });
  const delayMs = context.random.integer(50, Math.round(context.firstStartSeconds * 1000));
  const doomed = launchProduct({ dataDir, port: await freePort() });
  await exitedWithin(doomed, delayMs);
  const withPostgres = context.random.chance(0.5);
  const postgresPid = postmasterPid(dataDir);
  killHard(doomed.child.pid);
  if (withPostgres) killHard(postgresPid);
  await doomed.exited;
  const product = await restart(context, dataDir, label);
  try {
    const auth = await signIn(product.baseUrl);
    const outcome = await checkAfter(context, product, auth, noneAcknowledged(), label);
    return ` (killed ${delayMs} ms into it${withPostgres && postgresPid ? ', with its PostgreSQL' : ''}): ${outcome}`;
  } finally {
    await stopProduct(product);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The kinds of `rounds` rounds: each cycle of six covers every kind once, in a random order. */
function roundKinds(random: Random, rounds: number): RoundKind[] {
  const kinds: RoundKind[] = [];
  while (kinds.length < rounds) kinds.push(...random.shuffle([...ROUND_KINDS]));
  return kinds.slice(0, rounds);
}

export async function runRestarts(options: {
  rounds: number;
  seed: number;
  log: (line: string) => void;
  verbose?: boolean;
}): Promise<RestartFigures> {
  const figures: RestartFigures = {
    rounds: 0,
    failedRestarts: 0,
    lost: 0,
    leftovers: emptyLeftovers(),
    restartSeconds: [],
    byKind: {},
    loadAverages: [],
    problems: [],
  };
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-chaos-'));
  // The embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
  fs.chmodSync(workDir, 0o711);
  const random = randomSource(options.seed);
  let main: MainProduct | undefined;
  try {
    await buildIfStale(options.log);
    const mainDir = path.join(workDir, 'data');
    fs.mkdirSync(mainDir, { mode: 0o711 });
    const first = await startProduct({ dataDir: mainDir, timeoutMs: 120_000 });
    if (first.seconds === undefined) throw new Error(`the first start failed:\n${first.product.output()}`);
    main = { product: first.product, auth: await signIn(first.product.baseUrl), acknowledged: noneAcknowledged() };
    const context: Context = {
      workDir,
      random,
      log: options.log,
      figures,
      firstStartSeconds: first.seconds,
      verbose: options.verbose ?? false,
    };
    options.log(`First start on an empty folder: ${first.seconds.toFixed(2)} s (seed ${options.seed}).`);

    const kinds = roundKinds(random, options.rounds);
    for (const [index, kind] of kinds.entries()) {
      const label = `round ${index + 1}/${kinds.length} ${kind}`;
      const outcome =
        kind === 'first-start'
          ? await firstStartRound(context, index, label)
          : await killRound(context, main, kind, label);
      figures.rounds += 1;
      const seconds = figures.restartSeconds.at(-1);
      if (seconds !== undefined) (figures.byKind[kind] ??= []).push(seconds);
      options.log(`${label}${outcome}; restart ${seconds === undefined ? '?' : `${seconds.toFixed(2)} s`}`);
    }
  } finally {
    if (main) await stopProduct(main.product);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return figures;
}
