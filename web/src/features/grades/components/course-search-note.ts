import type { GradeCourse } from '@contracts/grades';
import { totalLabel, type ListPage } from '@/lib/api-page';

/** What the search line says: how many the page shows of how many, and how to find the others. */
export function searchNote(
  search: { isFetching: boolean; isError: boolean; data?: ListPage<GradeCourse> },
  q: string,
): string {
  if (search.isError) return 'No se pudo buscar cursos.';
  if (search.isFetching) return 'Buscando…';
  const page = search.data;
  if (!page) return '';
  if (page.nextCursor !== undefined || page.totalCapped)
    return `Mostrando ${page.items.length} de ${totalLabel([page])} cursos; escribe para buscar`;
  if (q === '') return '';
  if (page.items.length === 0) return 'Ningún curso coincide.';
  return `${page.items.length} ${page.items.length === 1 ? 'curso' : 'cursos'}`;
}
