import crypto from 'node:crypto';
import fs from 'node:fs';

function readSecret(filePath: string): string | undefined {
  try {
    const secret = fs.readFileSync(filePath, 'utf8').trim();
    if (secret === '')
      throw new Error(
        `The secret file ${filePath} is empty: restore it from a backup, or remove it to generate a new one.`,
      );
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Reads a secret kept in the data folder, generating it once (mode 0600) where it is missing.
 * Safe when several processes (app servers sharing the folder) create it at the same instant: the secret is
 * written whole under a private name, then published with link(), which fails if the name exists; the loser
 * reads the winner's secret, so every process ends up with the same one and nobody sees a half-written file.
 */
export function readOrCreateSecret(filePath: string, bytes = 32): string {
  const existing = readSecret(filePath);
  if (existing !== undefined) return existing;

  const secret = crypto.randomBytes(bytes).toString('hex');
  const draft = `${filePath}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(draft, 'wx', 0o600);
  try {
    fs.writeSync(fd, secret);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, filePath);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(filePath);
    if (winner === undefined)
      throw new Error(`The secret file ${filePath} vanished while it was being created.`, { cause: error });
    return winner;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
