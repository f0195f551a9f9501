import { useLingui } from '@lingui/react/macro';

/** What the staff grid and the public directory both say about their pages of teachers, in the active language. */
export function useTeacherListTexts() {
  const { t } = useLingui();
  return {
    loading: t`Cargando profesores`,
    empty: t`No se encontraron profesores`,
    noMatches: (query: string) => t`No hay resultados para "${query}"`,
    status: (shown: number, total: string) => t`Mostrando ${shown} de ${total} profesores`,
    more: { label: t`Cargar más`, loadingLabel: t`Cargando más resultados` },
  };
}
