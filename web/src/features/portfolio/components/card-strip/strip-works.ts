import { t } from '@lingui/core/macro';
import { PORTFOLIO_CARD_PREVIEW } from '@contracts/portfolio-texts';
import type { PortfolioPreview } from '@contracts/portfolio';

/** The works a Trombinoscopio card shows: the first PORTFOLIO_CARD_PREVIEW of its preview (none without one). */
export function stripWorks(preview: PortfolioPreview | null | undefined): PortfolioPreview {
  return (preview ?? []).slice(0, PORTFOLIO_CARD_PREVIEW);
}

/** The accessible name of a thumbnail's button. */
export const thumbnailLabel = (title: string) => t`Ver obra «${title}»`;
