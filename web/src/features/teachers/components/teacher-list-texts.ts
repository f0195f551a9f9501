/** What the staff grid and the public directory both say about their pages of teachers. */
export const TEACHER_LIST_TEXTS = {
  loading: 'Cargando profesores',
  empty: 'No se encontraron profesores',
  noMatches: (query: string) => `No hay resultados para "${query}"`,
  status: (shown: number, total: string) => `Mostrando ${shown} de ${total} profesores`,
  more: { label: 'Cargar más', loadingLabel: 'Cargando más resultados' },
};
