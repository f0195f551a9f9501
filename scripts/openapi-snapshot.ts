/**
 * The committed OpenAPI document, docs/openapi.json, so that a change of the API shows in review.
 *
 * `npm run openapi:snapshot` builds the app (never listening) and writes its document, pretty-printed with
 * sorted keys. `npm run openapi:check` builds it the same way and fails, with the paths added, removed and
 * changed, when it differs from the committed file.
 *
 * Building the app needs a database object but runs no query: the pool given here refuses every query, so a
 * registration that started to read the database would fail this script instead of hanging on a connection.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/src/app';
import { connectDatabase } from '../server/src/db/client';
import { createLocalStorage } from '../server/src/storage/file-storage';

const SNAPSHOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/openapi.json');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Document = { paths?: Record<string, Record<string, Json>> } & Record<string, Json>;

/** Object keys in alphabetical order at every depth; arrays keep their order (it can mean something). */
function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

function refuseQueries(): never {
  throw new Error('openapi-snapshot: building the app ran a database query; the snapshot expects none');
}

async function currentDocument(): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-snapshot-'));
  const { db, pool } = connectDatabase('postgres://openapi-snapshot@127.0.0.1:1/none', 1);
  Object.assign(pool, { connect: refuseQueries, query: refuseQueries });
  const storage = createLocalStorage({ root: path.join(work, 'files'), key: crypto.randomBytes(32) });
  // A web folder that does not exist: the document does not depend on whether the web app was built.
  const app = await buildApp({ db, storage, webDistDir: path.join(work, 'no-web') });
  try {
    await app.ready();
    return `${JSON.stringify(sortKeys(app.swagger() as unknown as Json), null, 2)}\n`;
  } finally {
    await app.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** One line per operation (`GET /api/x`) or other top-level part that was added, removed or changed. */
function summarize(before: Document, after: Document): string[] {
  const operations = (document: Document) => {
    const found = new Map<string, string>();
    for (const [route, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (HTTP_METHODS.includes(method)) found.set(`${method.toUpperCase()} ${route}`, JSON.stringify(operation));
      }
    }
    return found;
  };
  const lines: string[] = [];
  const was = operations(before);
  const now = operations(after);
  for (const key of now.keys()) if (!was.has(key)) lines.push(`added    ${key}`);
  for (const key of was.keys()) if (!now.has(key)) lines.push(`removed  ${key}`);
  for (const [key, text] of now) if (was.has(key) && was.get(key) !== text) lines.push(`changed  ${key}`);
  for (const part of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (part !== 'paths' && JSON.stringify(before[part]) !== JSON.stringify(after[part]))
      lines.push(`changed  ${part}`);
  }
  return lines;
}

const generated = await currentDocument();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(SNAPSHOT) ? fs.readFileSync(SNAPSHOT, 'utf8') : '{}';
  if (committed === generated) {
    console.log('The OpenAPI document matches docs/openapi.json.');
  } else {
    const lines = summarize(JSON.parse(committed) as Document, JSON.parse(generated) as Document);
    console.error(
      'The OpenAPI document differs from docs/openapi.json (run `npm run openapi:snapshot` and commit it):',
    );
    for (const line of lines.length > 0 ? lines : ['(formatting only)']) console.error(`  ${line}`);
    process.exitCode = 1;
  }
} else {
  fs.writeFileSync(SNAPSHOT, generated);
  console.log(`Wrote ${path.relative(process.cwd(), SNAPSHOT)}.`);
}
