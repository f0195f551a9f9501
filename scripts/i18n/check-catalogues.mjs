/**
 * `npm run i18n:check` (part of `npm run lint`, decision 040): fails when the catalogues are not what `lingui extract`
 * makes of the code (a text added, changed or removed without `npm run i18n:extract`), when a message of one
 * language has no translation, or when a translation's placeholders differ from its message's. The catalogues are
 * put back as they were, whatever the extraction wrote.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The .po files of a folder, recursively. */
function poFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : poFiles(full);
    return entry.name.endsWith('.po') ? [full] : [];
  });
}

/** Every catalogue (lingui.config.ts): the web's, the contracts' and the server's. */
const catalogues = () =>
  ['web/src', 'contracts/locales', 'server/src/locales'].flatMap((folder) => poFiles(path.join(root, folder)));

/** The entries of a .po file: msgid → msgstr (the header left out). */
function entriesOf(text) {
  const entries = new Map();
  const unquote = (block) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`)).join('');
  for (const match of text.matchAll(/^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm)) {
    const id = unquote(match[1]);
    if (id) entries.set(id, unquote(match[2]));
  }
  return entries;
}

/** An id written by hand (`login.invalidEmail`), not a message standing for its own id. */
const isExplicitId = (id) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(id);

// A placeholder is `{name}` or `{name, plural, …}`; the branches of a plural or select (`one {…}`) are text, not names.
const placeholders = (message) =>
  [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)(?=\s*[,}])/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

const before = new Map(catalogues().map((file) => [file, fs.readFileSync(file, 'utf8')]));
const extract = spawnSync(
  process.execPath,
  // One process, no worker threads: this check took 12.7–13.6 CPU-s against 15.5–16.0 with Lingui's default
  // threads, for the same result, and the suite runs it beside the end-to-end tier, where the cores are full.
  [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--workers', '1'],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
const after = new Map(catalogues().map((file) => [file, fs.readFileSync(file, 'utf8')]));
for (const [file, text] of before) fs.writeFileSync(file, text);
for (const file of after.keys()) if (!before.has(file)) fs.rmSync(file);

const problems = [];
if (extract.status !== 0) problems.push(`lingui extract failed:\n${extract.stderr || extract.stdout}`);
for (const [file, text] of after) {
  const name = path.relative(root, file);
  const was = before.has(file) ? entriesOf(before.get(file)) : new Map();
  const now = entriesOf(text);
  for (const id of now.keys())
    if (!was.has(id)) problems.push(`${name}: "${id}" is in the code but not in the catalogue`);
  for (const id of was.keys())
    if (!now.has(id)) problems.push(`${name}: "${id}" is in the catalogue but no longer in the code`);
  for (const [id, translation] of was) {
    if (!translation) problems.push(`${name}: "${id}" has no translation`);
    else if (!isExplicitId(id) && placeholders(id) !== placeholders(translation))
      problems.push(`${name}: "${translation}" does not keep the placeholders of "${id}"`);
  }
}
// A message's translations keep the same placeholders in every language (an explicit id names none itself).
const byCatalogue = new Map();
for (const [file, text] of before) {
  const key = file.replace(/(^|[/\\])(es|en)([/\\.])/g, '$1{locale}$3');
  byCatalogue.set(key, [...(byCatalogue.get(key) ?? []), entriesOf(text)]);
}
for (const [key, [first, ...others]] of byCatalogue)
  for (const other of others)
    for (const [id, translation] of first)
      if (other.has(id) && translation && other.get(id) && placeholders(translation) !== placeholders(other.get(id)))
        problems.push(`${path.relative(root, key)}: "${id}" has other placeholders in another language`);
if (problems.length) {
  console.error(
    `${problems.join('\n')}\n\nRun npm run i18n:extract, then write each missing translation (decision 040).`,
  );
  process.exit(1);
}
console.log(`Catalogues match the code: ${after.size} files.`);
