import type { PortfolioTechnique } from '@contracts/portfolio';
import { compareText } from '@/lib/format';

/** The techniques staff added (not the expertise areas), in the alphabetical order of the active language. */
export function addedTechniques(catalogue: readonly PortfolioTechnique[]): PortfolioTechnique[] {
  return catalogue.filter((technique) => technique.added).sort((a, b) => compareText(a.label, b.label));
}
