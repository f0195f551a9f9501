import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const CONTRACTS = path.resolve(WEB_SRC, '..', '..', 'contracts');

/** What a screen shows only once asked (a dialog, a form, drag and drop, a file drop area) and must not load with it. */
const NOT_BEFORE_USE = [
  'zod',
  'react-hook-form',
  '@hookform/resolvers/zod',
  '@dnd-kit/core',
  'react-dropzone',
  path.join(WEB_SRC, 'components/ui/dialog.tsx'),
  path.join(WEB_SRC, 'components/ui/alert-dialog.tsx'),
  // The tooltip library and its positioning engine: loaded at a mouse's or the keyboard's first move.
  path.join(WEB_SRC, 'components/ui/tooltip-parts.tsx'),
];

/** The screens of the phone goal beyond the landing pages (bench:lighthouse), by their route module. */
const SCREENS = [
  'app/routes/admin/teachers.tsx',
  'app/routes/admin/documents.tsx',
  'app/routes/admin/courses.tsx',
  'app/routes/admin/students.tsx',
  'app/routes/teacher/profile.tsx',
  'app/routes/student/grades.tsx',
];

// Static imports only: `import type` is erased and `import()` loads on use. Side-effect imports are included.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(WEB_SRC, specifier.slice(2))
    : specifier.startsWith('@contracts/')
      ? path.join(CONTRACTS, specifier.slice('@contracts/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((end) => base + end)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every source module and package a module reaches through static imports, with the chain that reached it. */
function staticGraph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      const target = resolveSource(specifier, file) ?? specifier;
      if (reached.has(target)) continue;
      reached.set(target, [...(reached.get(file) ?? []), target]);
      if (target !== specifier) queue.push(target);
    }
  }
  return reached;
}

describe('the first render of a list screen, a profile and the grades', () => {
  it.each(SCREENS)('%s loads no dialog, form, zod or drag and drop before use', (screen) => {
    const graph = staticGraph(path.join(WEB_SRC, screen));
    const loaded = NOT_BEFORE_USE.filter((module) => graph.has(module)).map((module) =>
      (graph.get(module) ?? [])
        .map((file) => (path.isAbsolute(file) ? path.relative(WEB_SRC, file) : file))
        .join(' → '),
    );
    expect(loaded).toEqual([]);
  });

  // A student's grades show no tooltip: the paged table's tooltips (and their positioning code) stay with the lists.
  it('the grades screen loads no tooltip', () => {
    const graph = staticGraph(path.join(WEB_SRC, 'app/routes/student/grades.tsx'));
    expect(graph.has(path.join(WEB_SRC, 'components/ui/tooltip.tsx'))).toBe(false);
    expect(
      staticGraph(path.join(WEB_SRC, 'app/routes/admin/students.tsx')).has(
        path.join(WEB_SRC, 'components/ui/tooltip.tsx'),
      ),
    ).toBe(true);
  });

  it('sees a dialog a screen imports statically (the check can fail)', () => {
    const graph = staticGraph(path.join(WEB_SRC, 'features/teachers/components/teacher-form/teacher-form-dialog.tsx'));
    expect(graph.has(path.join(WEB_SRC, 'components/ui/dialog.tsx'))).toBe(true);
  });
});
