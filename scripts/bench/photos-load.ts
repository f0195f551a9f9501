import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/src/lib/project-paths';

const AUTOCANNON = path.join(PROJECT_ROOT, 'node_modules', 'autocannon');

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes of body and headers per second, to show both sides served the same photo. */
  bytesPerSecond: number;
}

/** The load generator's process: autocannon's API with the options of argv[1] (JSON), printing its figures as JSON. */
const LOAD_PROCESS = `
const autocannon = require(${JSON.stringify(AUTOCANNON)});
autocannon(JSON.parse(process.argv[1]), (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({
    requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    non2xx: result.non2xx, errors: result.errors, bytesPerSecond: result.throughput.average,
  }));
});
`;

/** `connections` keep-alive connections GETting `url` for `seconds`, from their own process so they do not share the bench's event loop. */
export function loadUrl(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  const child = spawn(
    process.execPath,
    ['-e', LOAD_PROCESS, JSON.stringify({ url, headers, duration: seconds, connections, timeout: 30 })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(output) as LoadFigures);
      } catch {
        reject(new Error(`the load generator printed no figures (exit code ${code})`));
      }
    });
  });
}
