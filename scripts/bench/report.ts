import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface LoadOptions {
  name: string;
  url: string;
  token: string;
  seconds?: number;
  connections?: number;
}

/**
 * The load generator: wrk (Debian's package, written in C) when it is on the PATH, else autocannon. Both keep N
 * connections busy; autocannon takes its timings on a Node event loop that shares the two cores with the servers
 * and PostgreSQL, and on this machine it put the hand-written reference's own p99 (10,000 teachers) anywhere from
 * 19 to 32 ms across runs, wrk at 15–21 ms (decision 009). `BENCH_LOAD=autocannon` forces autocannon.
 */
export const LOAD_GENERATOR: 'wrk' | 'autocannon' =
  process.env.BENCH_LOAD !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined ? 'wrk' : 'autocannon';

/** Runs one bounded load against a loopback URL and keeps the figures we report. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  return LOAD_GENERATOR === 'wrk' ? measureWithWrk(options) : measureWithAutocannon(options);
}

async function measureWithAutocannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: { authorization: `Bearer ${options.token}` },
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A wrk duration ("812.00us", "1.25ms", "2.01s") in ms. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(match[1]) * scale * 10) / 10;
}

async function measureWithWrk(options: LoadOptions): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)('wrk', [
    '--threads',
    '1',
    '--connections',
    String(options.connections ?? 10),
    '--duration',
    `${options.seconds ?? 10}s`,
    '--latency',
    '--header',
    `authorization: Bearer ${options.token}`,
    options.url,
  ]);
  const line = (pattern: RegExp) => {
    const match = pattern.exec(stdout);
    if (!match) throw new Error(`wrk printed no ${pattern}:\n${stdout}`);
    return match;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    name: options.name,
    requestsPerSecond: Math.round(Number(line(/Requests\/sec:\s+([\d.]+)/)[1])),
    p50: milliseconds(line(/^\s+50%\s+(\S+)$/m)[1]!),
    p99: milliseconds(line(/^\s+99%\s+(\S+)$/m)[1]!),
    errors: errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
  };
}

/** The table of results; rows with a `spread` (the rounds' slowest–fastest req/s) get that column. */
export function printResults(title: string, results: (LoadResult & { spread?: string })[]): void {
  const spread = results.some((row) => row.spread !== undefined);
  console.log(`\n${title}`);
  console.log(`| call | req/s |${spread ? ' rounds req/s |' : ''} p50 ms | p99 ms | errors | non-2xx |`);
  console.log(`|---|---:|${spread ? '---:|' : ''}---:|---:|---:|---:|`);
  for (const row of results)
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} |${spread ? ` ${row.spread ?? ''} |` : ''} ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
    );
}
