/**
 * `npm run db:check-migrations`: fails when the Drizzle schema (server/src/db/schema) and the committed migrations
 * (server/src/db/migrations) disagree, that is when `npm run db:generate` would write a new migration.
 *
 * It runs drizzle-kit's own `generate` with the project's drizzle.config.ts, but with `out` pointing at a
 * throw-away copy of the migrations folder, so nothing is written to the tree. drizzle-kit answers 0 even when it
 * fails, so the verdict comes from what it printed and what appeared in the copy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(root, 'server/src/db/migrations');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
const NO_CHANGES = 'No schema changes, nothing to migrate';

/** The tables a migration touches, from its SQL (CREATE/ALTER/DROP TABLE, CREATE INDEX … ON, enums). */
function tablesIn(sql) {
  const names = new Set();
  for (const match of sql.matchAll(/\b(?:CREATE|ALTER|DROP) TABLE (?:IF (?:NOT )?EXISTS )?"(?:[^"]+"\.")?([^"]+)"/g))
    names.add(match[1]);
  for (const match of sql.matchAll(/\bON "(?:[^"]+"\.")?([^"]+)"/g)) names.add(match[1]);
  for (const match of sql.matchAll(/\b(?:CREATE|ALTER|DROP) TYPE "(?:[^"]+"\.")?([^"]+)"/g))
    names.add(`enum ${match[1]}`);
  return [...names].sort();
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'check-migrations-'));
try {
  const out = path.join(work, 'migrations');
  fs.cpSync(migrationsDir, out, { recursive: true });
  const before = new Set(fs.readdirSync(out));
  // drizzle-kit prefixes `out` with './', so it must be relative to the working directory (the project root).
  const config = path.join(work, 'drizzle.config.ts');
  fs.writeFileSync(
    config,
    `import config from ${JSON.stringify(path.join(root, 'drizzle.config.ts'))};\n` +
      `export default { ...config, out: ${JSON.stringify(path.relative(root, out))} };\n`,
  );
  // stdin closed: a question drizzle-kit would ask (a renamed column or table) cannot wait for an answer.
  const result = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const added = fs.readdirSync(out).filter((name) => name.endsWith('.sql') && !before.has(name));

  if (added.length > 0) {
    const sql = added.map((name) => fs.readFileSync(path.join(out, name), 'utf8')).join('\n');
    const tables = tablesIn(sql);
    console.error(
      `The Drizzle schema and the committed migrations disagree${tables.length ? ` on: ${tables.join(', ')}` : ''}.`,
    );
    console.error(
      `drizzle-kit would write this migration (run \`npm run db:generate\` and commit it):\n\n${sql.trim()}`,
    );
    process.exitCode = 1;
  } else if (result.error || result.status !== 0 || !output.includes(NO_CHANGES)) {
    console.error('drizzle-kit generate did not confirm that the schema matches the migrations.');
    if (result.error) console.error(result.error.message);
    if (output.includes('Interactive prompts require a TTY')) {
      const what = /prompt\w*Column/.test(output) ? 'a column' : 'a table, enum or other object';
      console.error(`It would ask whether ${what} was created or renamed: the schema has changes without a migration.`);
      console.error('Run `npm run db:generate` in a terminal to answer it and write the migration.');
    }
    console.error(output.trim());
    process.exitCode = 1;
  } else {
    console.log('The Drizzle schema matches the committed migrations.');
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
