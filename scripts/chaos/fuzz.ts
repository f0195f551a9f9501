/**
 * A bounded fuzzer of the running API: for every route of its OpenAPI document and every role (anonymous,
 * student, teacher, staff) it sends generated bad input, and checks that nothing answers 5xx and that no
 * rejected request changes what is stored.
 *
 * State changes: requests go in batches; the database (row count and md5 of every table's rows, through
 * `databaseUrl`, plus the files folder when given; else what staff can read through the API) is fingerprinted
 * between batches, when nothing is in flight. A batch whose requests were all refused (4xx/5xx/no answer) must
 * leave the fingerprint as it was. A batch with a success (2xx/3xx) changes it legitimately: its refused
 * requests are sent again on their own, fingerprinted around, so they are checked too. A changed fingerprint
 * is narrowed down by sending the batch's requests again one at a time. The throttle of refused sign-ins is
 * left out: counting them is its job.
 *
 * Deterministic for a seed (the same requests in the same order; the ids of the accounts it makes differ),
 * bounded by `requests` and `timeLimitMs`, loopback only.
 */
import pg from 'pg';
import { JOB_QUEUE_SCHEMA } from '../../server/src/jobs/job-queue';
import { ROLES as SIGNED_IN_ROLES } from '../../contracts/roles';
import { keepSignedIn, prepareAccounts, type FuzzAccounts, type SignedInAccounts } from './fuzz-accounts';
import {
  apiFingerprint,
  changedBetween,
  databaseFingerprint,
  filesFingerprint,
  type Fingerprint,
} from './fuzz-fingerprint';
import { createAgent, send, type Answer } from './fuzz-http';
import { readOperations, type Operation } from './fuzz-openapi';
import { buildRequest, ROLES, type FuzzRequest, type FuzzRole } from './fuzz-requests';
import { prepareTargets } from './fuzz-targets';
import { randomSource } from './random';

export interface FuzzOptions {
  /** The running server, on loopback (http://127.0.0.1:PORT). */
  baseUrl: string;
  /** How many generated requests to send (replays for the state check are not counted). */
  requests: number;
  seed?: number;
  /** Staff signs in; a teacher and a student are made through the API when not given. */
  accounts: FuzzAccounts;
  /** The server's database (loopback), for the fingerprint; without it, staff's API reads are compared. */
  databaseUrl?: string;
  /** The server's files folder (DATA_DIR/files), added to the fingerprint when given. */
  filesDir?: string;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Requests between two fingerprints (default 20). */
  batchSize?: number;
  /** Stops sending after this long (default 15 minutes). */
  timeLimitMs?: number;
  /** An answer slower than this counts as none (default 20 s). */
  requestTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface FuzzResult {
  requests: number;
  /** 5xx answers, to the generated requests and to those sent again for the state check. */
  status5xx: number;
  /** Refused requests (or batches of them, when not narrowed down) that changed what is stored. */
  stateChanges: number;
  byStatus: Record<string, number>;
  failures: string[];
  /** Requests (or their replays) that got no answer (timeout, connection closed before the status). */
  noAnswer: number;
  /** Refused requests sent again for the state check. */
  replayed: number;
  seconds: number;
  stoppedBy: 'count' | 'time';
  fingerprint: 'database' | 'api';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
/**
 * Past these the server answers 413 (Fastify's body limit) or 431/414 (Node's 16 KB of headers) and closes the
 * connection with the rest unread, as both do on purpose; a client still sending may then see the connection
 * reset instead of the answer. Such a request without an answer is counted apart, not as a failure.
 */
const SERVER_BODY_LIMIT = 1024 * 1024;
const SERVER_HEADER_LIMIT = 16 * 1024;
const CLOSED_ON_OVERSIZE = 'closed (oversized input)';
const MAX_FAILURES_LISTED = 100;

function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (!LOOPBACK.has(host)) throw new Error(`The fuzzer only talks to loopback; ${what} is on ${host}.`);
}

const refused = (answer: Answer) => answer.status === undefined || answer.status >= 400;

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every (route, role) pair once per round, in a seeded order. */
function* pairs(
  operations: Operation[],
  random: ReturnType<typeof randomSource>,
): Generator<{ operation: Operation; role: FuzzRole }> {
  const all = operations.flatMap((operation) => ROLES.map((role) => ({ operation, role })));
  for (;;) yield* random.shuffle([...all]);
}

/** Jobs running, or due and waiting for a worker (pg-boss's table; those due later, as a mail's retry, not counted). */
const QUEUE_BUSY = `select count(*)::int as n from ${JOB_QUEUE_SCHEMA}.job
  where state = 'active' or (state in ('created', 'retry') and start_after <= now())`;

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  assertLoopback(options.baseUrl, 'the server');
  if (options.databaseUrl) assertLoopback(options.databaseUrl.replace(/^postgres(ql)?:/, 'http:'), 'the database');
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const timeLimitMs = options.timeLimitMs ?? 15 * 60_000;
  const concurrency = options.concurrency ?? 4;
  const batchSize = options.batchSize ?? 20;
  const random = randomSource(options.seed ?? 1);
  const agent = createAgent(concurrency);
  const pool = options.databaseUrl ? new pg.Pool({ connectionString: options.databaseUrl, max: 1 }) : undefined;

  const result: FuzzResult = {
    requests: 0,
    status5xx: 0,
    stateChanges: 0,
    byStatus: {},
    failures: [],
    noAnswer: 0,
    replayed: 0,
    seconds: 0,
    stoppedBy: 'count',
    fingerprint: pool ? 'database' : 'api',
  };
  let failuresLeftOut = 0;
  const fail = (line: string) => {
    if (result.failures.length < MAX_FAILURES_LISTED) result.failures.push(line);
    else failuresLeftOut++;
  };

  try {
    const operations = await readOperations(options.baseUrl);
    const accounts: SignedInAccounts = await prepareAccounts(options.baseUrl, options.accounts);
    const known = { ids: accounts.ids, writable: await prepareTargets(options.baseUrl, accounts.tokens.staff) };
    log(`${operations.length} routes × ${ROLES.length} roles; fingerprint through ${result.fingerprint}`);

    const fingerprint = async (): Promise<Fingerprint> => {
      const stored = pool
        ? await databaseFingerprint(pool)
        : await apiFingerprint({ baseUrl: options.baseUrl, authorization: `Bearer ${accounts.tokens.staff}` });
      return options.filesDir ? new Map([...stored, ...filesFingerprint(options.filesDir)]) : stored;
    };
    /**
     * A fingerprint once the job queue has nothing due or running: the work an accepted request leaves to it (the ZIPs
     * of CVs and of reviews, written as files) lands when a worker takes it, up to its polling interval later. On a
     * busy machine files changed while refused requests were being checked one at a time, and were blamed on them.
     */
    const settledFingerprint = async (): Promise<Fingerprint> => {
      for (const deadline = performance.now() + 15_000; pool && performance.now() < deadline;) {
        const { rows } = await pool.query<{ n: number }>(QUEUE_BUSY);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return fingerprint();
    };
    const sendOne = (request: FuzzRequest) =>
      send({ baseUrl: options.baseUrl, request, agent, timeoutMs: options.requestTimeoutMs ?? 20_000 });
    const describe = (request: FuzzRequest, answer?: Answer) =>
      `${answer ? `${answer.status ?? 'no answer'} ` : ''}${request.label} — ${request.path.slice(0, 160)}${answer ? `: ${('body' in answer ? answer.body : answer.error).slice(0, 200)}` : ''}`;

    /** Counts an answer's status (replays apart) and reports a 5xx or a missing answer, replays included. */
    const record = (request: FuzzRequest, answer: Answer, replay: boolean) => {
      const oversized =
        (request.body?.length ?? 0) > SERVER_BODY_LIMIT ||
        request.path.length + JSON.stringify(request.headers).length > SERVER_HEADER_LIMIT;
      const closedOnOversize = answer.status === undefined && oversized;
      if (!replay) {
        const key = closedOnOversize
          ? CLOSED_ON_OVERSIZE
          : answer.status === undefined
            ? 'no answer'
            : String(answer.status);
        result.byStatus[key] = (result.byStatus[key] ?? 0) + 1;
      }
      if (closedOnOversize || (answer.status !== undefined && answer.status < 500)) return;
      if (answer.status === undefined) result.noAnswer++;
      else result.status5xx++;
      fail(`${replay ? '(sent again) ' : ''}${describe(request, answer)}`);
    };

    /** Sends refused requests again one at a time; those that change the fingerprint are the culprits. */
    const narrowDown = async (requests: FuzzRequest[], changed: string[]) => {
      let found = 0;
      for (const request of requests) {
        const before = await settledFingerprint();
        const answer = await sendOne(request);
        record(request, answer, true);
        result.replayed++;
        const tables = changedBetween(before, await settledFingerprint());
        if (tables.length > 0 && refused(answer)) {
          found++;
          fail(`state changed (${tables.join(', ')}) by a refused request: ${describe(request, answer)}`);
        }
      }
      if (found === 0)
        fail(
          `state changed (${changed.join(', ')}) during a batch of ${requests.length} refused requests; not reproduced one at a time: ${requests
            .map((request) => request.label)
            .join(' | ')
            .slice(0, 600)}`,
        );
      result.stateChanges += Math.max(found, 1);
    };

    const source = pairs(operations, random);
    let base = await fingerprint();
    for (let batchNumber = 1; result.requests < options.requests; batchNumber++) {
      if (performance.now() - started > timeLimitMs) {
        result.stoppedBy = 'time';
        break;
      }
      const size = Math.min(batchSize, options.requests - result.requests);
      const batch: FuzzRequest[] = [];
      for (let index = 0; index < size; index++) {
        const { operation, role } = source.next().value as { operation: Operation; role: FuzzRole };
        batch.push(
          buildRequest({
            operation,
            role,
            token: role === 'anonymous' ? undefined : accounts.tokens[role],
            random,
            known,
          }),
        );
      }
      const answers = await inParallel(batch, concurrency, sendOne);
      result.requests += batch.length;
      answers.forEach((answer, index) => record(batch[index] as FuzzRequest, answer, false));

      const after = await settledFingerprint();
      const changed = changedBetween(base, after);
      base = after;
      const rejected = batch.filter((_, index) => refused(answers[index] as Answer));
      if (rejected.length === batch.length) {
        if (changed.length > 0) {
          await narrowDown(rejected, changed);
          base = await fingerprint();
        }
      } else if (rejected.length > 0) {
        // Some succeeded and may have changed things: the refused ones are checked again on their own.
        const replays = await inParallel(rejected, concurrency, sendOne);
        replays.forEach((answer, index) => record(rejected[index] as FuzzRequest, answer, true));
        result.replayed += rejected.length;
        const replayed = await fingerprint();
        const replayChanged = changedBetween(base, replayed);
        base = replayed;
        const stillRefused = rejected.filter((_, index) => refused(replays[index] as Answer));
        if (replayChanged.length > 0 && stillRefused.length === rejected.length) {
          await narrowDown(rejected, replayChanged);
          base = await fingerprint();
        }
      }

      if (batchNumber % 10 === 0) {
        for (const role of SIGNED_IN_ROLES) {
          if (await keepSignedIn(options.baseUrl, accounts, role))
            log(`the ${role} session had ended; signed in again`);
        }
        log(`${result.requests} requests, ${result.status5xx} 5xx, ${result.stateChanges} state changes`);
      }
    }

    const health = await fetch(`${options.baseUrl}/api/health`).catch((error: unknown) => error as Error);
    if (health instanceof Error || health.status !== 200)
      fail(`the server is not healthy after the run: ${health instanceof Error ? health.message : health.status}`);
  } finally {
    agent.destroy();
    await pool?.end();
  }
  if (failuresLeftOut > 0) result.failures.push(`… and ${failuresLeftOut} more`);
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}
