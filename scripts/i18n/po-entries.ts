import fs from 'node:fs';
import path from 'node:path';

/*
 * Reading the catalogues' .po files, for the checks that hold them (the specification-texts test, the walk in both
 * languages). `npm run i18n:check` (check-catalogues.mjs) keeps its own copy: it runs as plain Node, without tsx.
 */

/** The .po files under a folder, recursively. */
export function poFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : poFiles(full);
    return entry.name.endsWith('.po') ? [full] : [];
  });
}

/** The entries of a .po file, msgid → msgstr (the header left out). */
export function entriesOf(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  for (const match of text.matchAll(/^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm)) {
    const id = unquote(match[1]!);
    if (id) entries.set(id, unquote(match[2]!));
  }
  return entries;
}
