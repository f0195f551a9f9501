/**
 * `npm start`'s supervisor: runs the server as a child process and starts it again whenever it ends other than by
 * our own stop (a crash, a kill -9, its database lost), after a back-off that doubles from 1 s to 30 s and starts
 * over once a server stayed up for a minute. SIGINT and SIGTERM are passed on to the server, which closes in order
 * (SIGHUP, the terminal closed, as SIGTERM); the supervisor then exits with its code. A second signal is passed on
 * too: the server then exits at once.
 */
import { fork } from 'node:child_process';
import os from 'node:os';

export const BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 };
/** The server's exit code for a setting to fix or a data folder another server holds (EX_CONFIG): not restarted. */
export const EXIT_NEEDS_A_PERSON = 78;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** How a child ended, as a shell tells it: its code, or 128 + the signal's number. */
const exitStatus = (code, signal) => code ?? 128 + (os.constants.signals[signal] ?? 0);

/**
 * Runs `script` (with `execArgv`, `env`, the terminal's stdio) until a stop signal; resolves to the exit status the
 * supervisor should end with. `onStart` hears each child's pid (tests, the chaos rounds).
 */
export function supervise({
  script,
  args = [],
  execArgv = process.execArgv,
  env = process.env,
  backoff = BACKOFF,
  log = (line) => console.log(`[school] ${line}`),
  onStart = () => {},
}) {
  return new Promise((resolve) => {
    let child;
    let timer;
    let stopping = false;
    let restarts = 0;
    let delayMs = backoff.firstMs;
    let lastStatus = 0;

    const finish = () => {
      for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
      resolve(lastStatus);
    };

    const ended = (startedAt, code, signal) => {
      child = undefined;
      lastStatus = exitStatus(code, signal);
      if (stopping) return finish();
      if (code === EXIT_NEEDS_A_PERSON) {
        log('Server could not start (see the message above); not restarting it until that is fixed.');
        return finish();
      }
      if (Date.now() - startedAt >= backoff.stableMs) delayMs = backoff.firstMs;
      restarts += 1;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      log(`Server ${how}; restarting in ${delayMs / 1000} s (restart ${restarts})`);
      timer = setTimeout(start, delayMs);
      delayMs = Math.min(delayMs * 2, backoff.maxMs);
    };

    function start() {
      const startedAt = Date.now();
      // Its own process group: a terminal's Ctrl-C reaches the supervisor alone, which passes exactly one signal on
      // (two would make the server skip its orderly shutdown). The IPC channel tells the server when we are gone.
      const started = fork(script, args, { execArgv, env, stdio: 'inherit', detached: true });
      child = started;
      let done = false;
      const once = (code, signal) => {
        if (done) return;
        done = true;
        ended(startedAt, code, signal);
      };
      started.once('exit', once);
      started.once('error', (error) => {
        log(`Could not run the server: ${error.message}`);
        once(1, null);
      });
      if (started.pid !== undefined) onStart(started.pid);
    }

    function onSignal(signal) {
      if (!stopping) {
        stopping = true;
        clearTimeout(timer);
        if (!child) return finish();
      }
      child?.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    }

    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
    start();
  });
}
