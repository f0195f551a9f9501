import type { PortfolioTechnique } from '@contracts/portfolio';

const byLabel = new Intl.Collator('es', { sensitivity: 'base' });

/** The techniques staff added (not the expertise areas), in alphabetical order. */
export function addedTechniques(catalogue: readonly PortfolioTechnique[]): PortfolioTechnique[] {
  return catalogue.filter((technique) => technique.added).sort((a, b) => byLabel.compare(a.label, b.label));
}
