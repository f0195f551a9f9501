import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core's source, as @axe-core/playwright injects it (axe-core is its dependency, not the project's). The specs
 * run axe themselves: AxeBuilder.analyze() injects the 500 kB script on every call and finishes each run in a new
 * blank page (for frames, which the app has none of), about a second a call; here it is injected once per document
 * and run in place.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One rule broken, on the elements named by their selectors. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string[]; failureSummary: string | undefined }[];
}

/**
 * axe-core on the elements `include` selects (the whole document without it): its default rules plus
 * label-content-name-mismatch (experimental, so off by default), which issue 24 names: a control's accessible name
 * must contain its visible text. Only the violations are detailed (the passes are not read).
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      const results = await axe.run(context as import('axe-core').ElementContext, {
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary,
        })),
      }));
    },
    { include },
  );
}
