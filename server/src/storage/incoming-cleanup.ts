import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isProcessRunning, startedAfter } from '../lib/process-info';

/** Where uploads are written before they are published: `<files>/.incoming/<host>-<pid>-<random>/<name>.part`. */
export const INCOMING_DIR = '.incoming';

/** A temporary folder untouched this long belongs to no upload that can still finish. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const thisHost = () => os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';

/** The temporary folder of one server process: several servers may share the files folder (DATABASE_URL). */
export function processIncomingName(options: { hostname?: string; pid?: number } = {}): string {
  return `${options.hostname ?? thisHost()}-${options.pid ?? process.pid}-${crypto.randomBytes(4).toString('hex')}`;
}

export function parseIncomingName(name: string): { hostname: string; pid: number } | undefined {
  const match = /^(.+)-(\d+)-[0-9a-f]+$/.exec(name);
  return match ? { hostname: match[1]!, pid: Number(match[2]) } : undefined;
}

/**
 * Removes the temporary parts that crashed uploads left: the folders of processes of this host that no longer
 * run (or whose pid now names a younger process), anything untouched for a day, and loose parts of older
 * versions. With `exclusive` (the embedded database: the data-folder lock guarantees no other server) every
 * folder but `keep` goes. A live process's folder elsewhere is never touched: its uploads are under way.
 */
export async function cleanIncoming(options: {
  root: string;
  exclusive: boolean;
  keep?: string;
  hostname?: string;
  now?: number;
  log?: (line: string) => void;
}): Promise<string[]> {
  const incoming = path.join(options.root, INCOMING_DIR);
  const hostname = options.hostname ?? thisHost();
  const now = options.now ?? Date.now();
  const entries = await fsp.readdir(incoming, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    const target = path.join(incoming, entry.name);
    if (options.keep && path.resolve(target) === path.resolve(options.keep)) continue;
    const stat = await fsp.stat(target).catch(() => undefined);
    if (!stat) continue;
    const owner = entry.isDirectory() ? parseIncomingName(entry.name) : undefined;
    const ownerGone =
      owner !== undefined &&
      owner.hostname === hostname &&
      (!isProcessRunning(owner.pid) || startedAfter(owner.pid, stat.mtimeMs));
    if (options.exclusive || ownerGone || now - stat.mtimeMs > ABANDONED_AFTER_MS) {
      await fsp.rm(target, { recursive: true, force: true });
      removed.push(target);
    }
  }
  if (removed.length > 0)
    options.log?.(`Removed ${removed.length} temporary upload folder(s) left by interrupted uploads.`);
  return removed;
}
