import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEEDS_ISOLATION } from '../../vitest.config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['contracts', 'web/src', 'web/build', 'scripts'];
/** What a file does that a shared module graph would break: replace a module, or import one afresh. */
const NEEDS_ITS_OWN_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

function unitTestFiles() {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

describe("the web, contracts and scripts tests' shared module graph (vitest.config.ts)", () => {
  it('leaves out every file that mocks a module or resets the modules: NEEDS_ISOLATION names each', () => {
    const needing = unitTestFiles()
      .filter((file) => NEEDS_ITS_OWN_MODULES.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
      .sort();
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !NEEDS_ISOLATION.includes(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(NEEDS_ISOLATION.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
