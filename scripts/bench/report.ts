import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs one bounded load against a loopback URL and keeps the figures we report. */
export async function measure(options: { name: string; url: string; token: string; seconds?: number; connections?: number }): Promise<LoadResult> {
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

export function printResults(title: string, results: LoadResult[]): void {
  console.log(`\n${title}`);
  console.log('| call | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of results) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`);
}
