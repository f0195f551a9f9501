import { spawn } from 'node:child_process';
import { processStartTicks } from '../lib/process-info';

/**
 * The watchdog's program (CommonJS, run with `node -e`). Arguments: server pid, its start ticks, postmaster pid,
 * its start ticks ('' where /proc is missing). A process is "the same" while its pid runs, is no zombie, and has
 * the start time it had: a reused pid is not mistaken for it. Every 250 ms: the postmaster gone → exit; the
 * server gone → SIGINT (fast shutdown) to the postmaster, SIGQUIT after 10 s, SIGKILL after 15 s, then exit.
 */
const WATCHDOG = `
const fs = require('fs');
const [serverPid, serverStart, postmasterPid, postmasterStart] = process.argv.slice(1);
function runs(pid, start) {
  try { process.kill(Number(pid), 0); } catch (error) { if (error.code !== 'EPERM') return false; }
  let stat;
  try { stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8'); } catch { return start === ''; }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[0] !== 'Z' && (start === '' || fields[19] === start);
}
function signal(name) { try { process.kill(Number(postmasterPid), name); } catch {} }
let stoppingSince = 0;
setInterval(() => {
  if (!runs(postmasterPid, postmasterStart)) process.exit(0);
  if (stoppingSince === 0) {
    if (runs(serverPid, serverStart)) return;
    stoppingSince = Date.now();
    signal('SIGINT');
  } else if (Date.now() - stoppingSince > 15000) signal('SIGKILL');
  else if (Date.now() - stoppingSince > 10000) signal('SIGQUIT');
}, 250);
`;

/**
 * Starts a tiny detached process that stops the embedded PostgreSQL when this server dies without doing it
 * (kill -9, an out-of-memory kill): nothing else would, and the postmaster would hold the data folder. It exits
 * by itself once the postmaster is gone, so a normal stop needs nothing from it.
 */
export function startPostgresWatchdog(options: { postmasterPid: number; serverPid?: number }): number | undefined {
  const serverPid = options.serverPid ?? process.pid;
  const args = [
    serverPid,
    processStartTicks(serverPid) ?? '',
    options.postmasterPid,
    processStartTicks(options.postmasterPid) ?? '',
  ].map(String);
  // No NODE_OPTIONS: a loader the server runs under (tsx in tests) has no business in the watchdog.
  const child = spawn(process.execPath, ['-e', WATCHDOG, ...args], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  child.on('error', () => undefined);
  child.unref();
  return child.pid;
}
