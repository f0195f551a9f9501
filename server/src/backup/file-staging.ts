import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertSafeName } from '../storage/file-storage';
import type { Manifest } from './manifest';
import { isProcessAlive } from './process-alive';
import { namesInFolder } from '../lib/read-folder';

const STAGING_PREFIX = '.backup-';
const LINKS_AT_ONCE = 16;

export interface StagedFiles {
  /** A folder inside the files root holding hard links to the snapshot's files; undefined when there was none to link. */
  dir: string | undefined;
  files: Manifest['files'];
  missing: Manifest['missingFiles'];
}

function isSafeName(name: string): boolean {
  try {
    assertSafeName(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hard-links the named files into a staging folder inside the files root (same filesystem: no copy), so they
 * outlive a deletion that commits after the snapshot. A name whose file is absent is reported, not fatal.
 */
export async function stageFiles(options: {
  filesRoot: string;
  references: { table: string; name: string }[];
}): Promise<StagedFiles> {
  const byName = new Map<string, string>();
  for (const reference of options.references)
    if (!byName.has(reference.name)) byName.set(reference.name, reference.table);
  const missing: Manifest['missingFiles'] = [];
  const wanted: { table: string; name: string }[] = [];
  for (const [name, table] of byName) (isSafeName(name) ? wanted : missing).push({ table, name });
  if (wanted.length === 0 || !fs.existsSync(options.filesRoot))
    return { dir: undefined, files: [], missing: [...missing, ...wanted] };
  const dir = path.join(options.filesRoot, `${STAGING_PREFIX}${process.pid}-${crypto.randomBytes(6).toString('hex')}`);
  await fsp.mkdir(dir, { mode: 0o700 });
  const files: Manifest['files'] = [];
  try {
    for (let start = 0; start < wanted.length; start += LINKS_AT_ONCE) {
      await Promise.all(
        wanted.slice(start, start + LINKS_AT_ONCE).map(async ({ table, name }) => {
          try {
            await fsp.link(path.join(options.filesRoot, name), path.join(dir, name));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
            missing.push({ table, name });
            return;
          }
          files.push({ name, size: (await fsp.stat(path.join(dir, name))).size });
        }),
      );
    }
  } catch (error) {
    await removeStaging(dir);
    throw error;
  }
  files.sort((a, b) => a.name.localeCompare(b.name));
  return { dir, files, missing };
}

export async function removeStaging(dir: string | undefined): Promise<void> {
  if (dir) await fsp.rm(dir, { recursive: true, force: true });
}

/** Removes staging folders left by backups whose process died (killed before it could clean up). */
export async function removeStaleStagings(filesRoot: string): Promise<void> {
  for (const name of await namesInFolder(filesRoot)) {
    const pid = Number(/^\.backup-(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && !isProcessAlive(pid)) await removeStaging(path.join(filesRoot, name));
  }
}
