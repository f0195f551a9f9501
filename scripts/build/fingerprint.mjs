/**
 * A build's inputs in one hash: every file's path, size and modification time under the given folders, so any
 * edit, addition or removal changes it, and an unchanged tree is hashed in a few milliseconds (no file is read).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Test files are never part of a bundle. */
const NOT_AN_INPUT = /\.test\.tsx?$/;

function listFiles(root, relative, skip, into) {
  const absolute = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  if (stat.isFile()) {
    if (!NOT_AN_INPUT.test(relative)) into.push(`${relative}\0${stat.size}\0${stat.mtimeMs}`);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(absolute).sort()) {
    const child = path.join(relative, entry);
    if (entry === 'node_modules' || skip.includes(child)) continue;
    listFiles(root, child, skip, into);
  }
}

/**
 * @param {string} root the project folder
 * @param {{ inputs: string[], skip?: string[] }} target files and folders relative to root, and folders to leave out
 */
export function fingerprint(root, { inputs, skip = [] }) {
  const lines = [];
  for (const input of inputs) listFiles(root, input, skip, lines);
  return crypto.createHash('sha256').update(lines.join('\n')).digest('hex');
}
