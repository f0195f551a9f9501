import { t } from '@lingui/core/macro';
import { PORTFOLIO_MAX_WORKS, PORTFOLIO_MESSAGES } from '@contracts/portfolio-texts';
import { translate } from '@contracts/i18n/texts';
import type { PortfolioList } from '@contracts/portfolio';

/**
 * Why 'Añadir obra' is disabled, shown beside it: the portfolio holds PORTFOLIO_MAX_WORKS works already. Null while
 * a work may be added (or when the list says no for another reason: the editor is the teacher's own).
 */
export function addLimitNote(list: Pick<PortfolioList, 'items' | 'can_add'> | undefined): string | null {
  if (!list || list.can_add || list.items.length < PORTFOLIO_MAX_WORKS) return null;
  const tooMany = translate(PORTFOLIO_MESSAGES.tooMany, { max: PORTFOLIO_MAX_WORKS });
  return t`${tooMany}. Elimina una para añadir otra.`;
}

/** 'N de 30 obras'. */
export const worksCountText = (count: number) => t`${count} de ${PORTFOLIO_MAX_WORKS} obras`;
