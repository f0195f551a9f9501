import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The contracts modules the first screens import for texts, limits and small helpers (decision 026): neither they
 * nor anything they import may load zod, or every first screen fetches and evaluates it again.
 */
const ZOD_FREE = [
  'role-names',
  'list-limits',
  'badge-messages',
  'document-labels',
  'grade-values',
  'photo-sizes',
  'portfolio-texts',
  // The faculty record's names of kinds and choices, shown by the record's, the reports' and the CV's screens.
  'activity-labels',
  // What the server and the web's router read to put and take a page's first data (decision 039).
  'api-paths',
  'first-data',
];

/** The module specifiers a file imports at run time (`import type` is erased and does not count). */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

/** Every file reached from `file` through relative run-time imports, with the packages any of them imports. */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier.startsWith('.')) reach(path.resolve(path.dirname(file), `${specifier}.ts`), seen, packages);
    else packages.add(specifier);
  }
  return { seen, packages };
}

describe('the zod-free contracts modules', () => {
  it.each(ZOD_FREE)('%s loads no zod, directly or through what it imports', (name) => {
    const { packages } = reach(path.join(import.meta.dirname, `${name}.ts`));
    expect([...packages].filter((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))).toEqual([]);
  });

  it('sees a zod import where there is one', () => {
    expect(reach(path.join(import.meta.dirname, 'roles.ts')).packages.has('zod')).toBe(true);
    expect(reach(path.join(import.meta.dirname, 'grades.ts')).packages.has('zod')).toBe(true);
  });
});
