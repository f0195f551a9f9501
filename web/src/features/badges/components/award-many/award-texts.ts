import type { AwardRun } from '@contracts/badge-awards';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';

/** The texts of awarding a badge to several people and of a badge's holders, in one place. */
export const AWARD_TEXTS = {
  openMany: 'Asignar a varios',
  openManyLabel: (badge: string) => `Asignar a varios: ${badge}`,
  manyTitle: 'Asignar a varias personas',
  manyDescription: (badge: string) =>
    `Elige a quién asignar «${badge}». Cada persona recibe su propia credencial firmada.`,
  kind: 'Buscar entre',
  search: 'Buscar personas',
  searchPlaceholder: 'Buscar por nombre',
  searching: 'Buscando personas',
  searchFailed: 'No se pudieron cargar las personas',
  noMatches: (q: string) => (q ? `Nadie coincide con "${q}"` : 'No hay personas para mostrar'),
  results: 'Resultados',
  chooseAll: (count: number) => (count === 1 ? 'Elegir el resultado' : `Elegir los ${count} resultados`),
  chosen: (count: number) => (count === 1 ? '1 persona elegida' : `${count} personas elegidas`),
  noneChosen: 'Aún no has elegido a nadie.',
  unchoose: (name: string) => `Quitar a ${name}`,
  notes: 'Nota compartida',
  notesHint: 'Opcional; se guarda con cada asignación.',
  submit: (count: number) => (count === 1 ? 'Asignar a 1 persona' : `Asignar a ${count} personas`),
  starting: 'Iniciando...',
  startFailed: 'No se pudo iniciar la asignación',
  progressLabel: 'Progreso de la asignación',
  progress: (run: Pick<AwardRun, 'done' | 'total'>) => `${run.done}/${run.total}`,
  progressLine: (run: AwardRun) =>
    `${run.awarded} ${run.awarded === 1 ? 'asignado' : 'asignados'}, ${run.skipped} ${run.skipped === 1 ? 'omitido' : 'omitidos'}, ${run.failed} ${run.failed === 1 ? 'fallido' : 'fallidos'}`,
  working: 'Asignando… puedes cerrar esta ventana; la asignación sigue en segundo plano.',
  finished: 'Asignación terminada',
  progressFailed: 'No se pudo leer el progreso',
  problems: 'Personas no asignadas',
  skipped: 'Omitida',
  failed: 'Falló',
  close: 'Cerrar',
  retry: 'Reintentar',
  // The holders
  openHolders: 'Ver personas',
  openHoldersLabel: (badge: string) => `Ver personas con ${badge}`,
  holdersTitle: (badge: string) => `Personas con «${badge}»`,
  holdersDescription: 'Quién tiene este badge, por tipo de persona.',
  holdersList: 'Personas con este badge',
  holdersLoading: 'Cargando personas',
  holdersFailed: 'No se pudieron cargar las personas',
  holdersEmpty: 'Nadie tiene este badge todavía',
  holdersStatus: (shown: number, total: string) => `Mostrando ${shown} de ${total} personas`,
  loadMore: 'Cargar más',
  loadingMore: 'Cargando más personas',
  awardedOn: (date: string) => `Desde ${date}`,
} as const;

/** A kind of person as the dialogs write it. */
export const RECIPIENT_KIND_LABELS: Record<BadgeRecipientType, string> = {
  teacher: 'Profesor',
  student: 'Estudiante',
  staff: 'Personal',
};

/** The kinds the award dialog searches. */
export const SEARCH_KINDS = [
  { value: 'teacher', label: 'Profesores' },
  { value: 'student', label: 'Estudiantes' },
] as const;
