import { Worker } from 'node:worker_threads';

/**
 * The person the attacks must not slow: signs in (POST /api/auth/login) and reads its account (GET /api/me) one
 * after the other, without pause, on a worker thread of its own, so that the attackers' work in this process
 * (making and sending bodies of megabytes) does not delay its clock.
 */

export type VictimPhase = 'idle' | 'attack';

export interface VictimSample {
  phase: VictimPhase;
  kind: 'sign-in' | 'me';
  ms: number;
  /** The status, or undefined when no answer came (timeout, connection closed). */
  status: number | undefined;
  error?: string;
}

/** Plain JavaScript (a worker given code runs it untranspiled). */
const VICTIM_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, credentials, timeoutMs } = workerData;
let phase = 'idle';
let stopping = false;
const samples = [];
parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
  else phase = message;
});
async function timed(kind, url, init) {
  const started = performance.now();
  const current = phase;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    samples.push({ phase: current, kind, ms: performance.now() - started, status: response.status });
    return response.status === 200 ? JSON.parse(text) : undefined;
  } catch (error) {
    samples.push({ phase: current, kind, ms: performance.now() - started, status: undefined, error: String(error && error.message || error) });
    return undefined;
  }
}
(async () => {
  while (!stopping) {
    const session = await timed('sign-in', baseUrl + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (session && session.token)
      await timed('me', baseUrl + '/api/me', { headers: { authorization: 'Bearer ' + session.token } });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  parentPort.postMessage(samples);
})();
`;

export interface Victim {
  setPhase: (phase: VictimPhase) => void;
  /** How many samples of a phase were taken so far is not tracked here: the caller waits by time. */
  stop: () => Promise<VictimSample[]>;
}

export function startVictim(options: {
  baseUrl: string;
  credentials: { email: string; password: string };
  timeoutMs: number;
}): Victim {
  const worker = new Worker(VICTIM_CODE, { eval: true, workerData: options });
  const finished = new Promise<VictimSample[]>((resolve, reject) => {
    worker.once('message', (samples: VictimSample[]) => resolve(samples));
    worker.once('error', reject);
  });
  return {
    setPhase: (phase) => worker.postMessage(phase),
    stop: async () => {
      worker.postMessage('stop');
      const samples = await finished;
      await worker.terminate();
      return samples;
    },
  };
}
