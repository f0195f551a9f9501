import fs from 'node:fs';
import { processArguments } from '../../server/src/lib/process-info';

/** The pid of the PostgreSQL watchdog a server started (`node -e <program> <server pid> …`), if it runs. */
export function watchdogOf(serverPid: number): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const args = processArguments(pid);
    if (args?.[1] === '-e' && args[2]?.includes('postmasterPid') && args[3] === String(serverPid)) return pid;
  }
  return undefined;
}
