import { plural, t } from '@lingui/core/macro';
import type { GradeCourse } from '@contracts/grades';
import { totalLabel, type ListPage } from '@/lib/api-page';

/** What the search line says (in the active language): how many the page shows of how many, and how to find the others. */
export function searchNote(
  search: { isFetching: boolean; isError: boolean; data?: ListPage<GradeCourse> },
  q: string,
): string {
  if (search.isError) return t`No se pudo buscar cursos.`;
  if (search.isFetching) return t`Buscando…`;
  const page = search.data;
  if (!page) return '';
  if (page.nextCursor !== undefined || page.totalCapped) {
    const shown = page.items.length;
    const total = totalLabel([page]);
    return t`Mostrando ${shown} de ${total} cursos; escribe para buscar`;
  }
  if (q === '') return '';
  if (page.items.length === 0) return t`Ningún curso coincide.`;
  const count = page.items.length;
  return plural(count, { one: '# curso', other: '# cursos' });
}
