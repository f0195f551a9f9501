import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasIn, declaredPages, resolveImport } from '../../build/router-areas';

/*
 * Each screen loads the catalogues of the features it shows (router.tsx `areas`, decision 040): a feature left out
 * would show its texts in the code's language whatever the person's. Held here against the code itself: the feature
 * folders each route module reaches through its imports, static or lazy.
 */

/** A part loaded later with its own catalogues: `codeWithTexts([areas], () => import(module))` (lib/i18n.ts). */
const PART_WITH_TEXTS = /codeWithTexts\(\s*\[([^\]]*)\],\s*\(\) =>\s*import\('([^']+)'\),?\s*\)/g;

interface PartWithTexts {
  module: string;
  areas: string[];
}

/**
 * The feature folders a module reaches, itself included, and the parts it reaches that bring their own texts (whose
 * imports are not followed: their features are theirs to declare).
 */
function featuresReachedFrom(entry: string): { features: string[]; parts: PartWithTexts[] } {
  const seen = new Set<string>();
  const features = new Set<string>();
  const parts: PartWithTexts[] = [];
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const feature = /[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
    if (feature) features.add(feature);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, list, specifier] of source.matchAll(PART_WITH_TEXTS)) {
      const module = resolveImport(file, specifier ?? '');
      if (module) parts.push({ module, areas: areasIn(list ?? '') });
    }
    for (const match of source.replace(PART_WITH_TEXTS, '').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolveImport(file, match[1] ?? '');
      if (next) pending.push(next);
    }
  }
  return { features: [...features].sort(), parts };
}

describe('the catalogues each screen loads', () => {
  const pages = declaredPages();

  it('reads every page of the router', () => {
    expect(pages.length).toBeGreaterThan(25);
  });

  it.each(pages)('$module loads the texts of every feature it shows', ({ file, areas }) => {
    expect(areas).toEqual(featuresReachedFrom(file).features);
  });

  const parts = pages.flatMap(({ file }) => featuresReachedFrom(file).parts);

  it('finds the parts that bring their own texts (the teacher profile’s tabs)', () => {
    expect(parts.map(({ module }) => path.basename(module))).toEqual(
      expect.arrayContaining(['activity-tab.tsx', 'portfolio-editor.tsx', 'public-page-section.tsx']),
    );
  });

  it.each(parts)('$module, loaded later, brings the texts of every feature it shows', ({ module, areas }) => {
    const reached = featuresReachedFrom(module);
    expect(areas).toEqual(reached.features);
    for (const part of reached.parts) expect(part.areas).toEqual(featuresReachedFrom(part.module).features);
  });

  it('the shell loads those of the features it shows on every screen', async () => {
    const { SHELL_AREAS } = await import('./router');
    expect([...SHELL_AREAS].sort()).toEqual(
      featuresReachedFrom(path.join(__dirname, 'layouts/app-shell.tsx')).features,
    );
  });
});
