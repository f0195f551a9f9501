/**
 * The names of the faculty record's kinds, scopes, selections, formats and production types (issue 45, decision
 * 041): one source for the record's screens, the reports' screens and exports, and the CV — each writes them in its
 * reader's language (decision 040). Zod-free: the screens that only show them load no schema.
 */
import type {
  ACTIVITY_FORMATS,
  ACTIVITY_PRODUCTION_TYPES,
  ActivityKind,
  ActivityScope,
  ActivitySelection,
} from './activity-record';
import type { Text } from './i18n/texts';

/** One entry's kind, as a choice or a card names it ('Exposición o proyección'). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, Text> = {
  production_credit: /*i18n*/ { id: 'activity.kind.production_credit', message: 'Crédito de producción' },
  exhibition: /*i18n*/ { id: 'activity.kind.exhibition', message: 'Exposición o proyección' },
  award: /*i18n*/ { id: 'activity.kind.award', message: 'Premio o selección' },
  commission: /*i18n*/ { id: 'activity.kind.commission', message: 'Encargo o proyecto para cliente' },
  talk: /*i18n*/ { id: 'activity.kind.talk', message: 'Charla o taller' },
  residency: /*i18n*/ { id: 'activity.kind.residency', message: 'Residencia' },
  publication: /*i18n*/ { id: 'activity.kind.publication', message: 'Publicación' },
  jury_service: /*i18n*/ { id: 'activity.kind.jury_service', message: 'Jurado o servicio' },
  other: /*i18n*/ { id: 'activity.kind.other', message: 'Otra práctica profesional' },
};

/** The entries of a kind together, as a CV's heading or a report's row names them ('Exposiciones y proyecciones'). */
export const ACTIVITY_KIND_GROUP_LABELS: Record<ActivityKind, Text> = {
  production_credit: /*i18n*/ { id: 'activity.kinds.production_credit', message: 'Créditos de producción' },
  exhibition: /*i18n*/ { id: 'activity.kinds.exhibition', message: 'Exposiciones y proyecciones' },
  award: /*i18n*/ { id: 'activity.kinds.award', message: 'Premios y selecciones' },
  commission: /*i18n*/ { id: 'activity.kinds.commission', message: 'Encargos y proyectos para clientes' },
  talk: /*i18n*/ { id: 'activity.kinds.talk', message: 'Charlas y talleres' },
  residency: /*i18n*/ { id: 'activity.kinds.residency', message: 'Residencias' },
  publication: /*i18n*/ { id: 'activity.kinds.publication', message: 'Publicaciones' },
  jury_service: /*i18n*/ { id: 'activity.kinds.jury_service', message: 'Jurados y servicio' },
  other: /*i18n*/ { id: 'activity.kinds.other', message: 'Otra práctica profesional' },
};

/** An exhibition's or award's scope; 'none' is the reports' row of the entries that state none. */
export const ACTIVITY_SCOPE_LABELS: Record<ActivityScope | 'none', Text> = {
  local: /*i18n*/ { id: 'activity.scope.local', message: 'Local' },
  national: /*i18n*/ { id: 'activity.scope.national', message: 'Nacional' },
  international: /*i18n*/ { id: 'activity.scope.international', message: 'Internacional' },
  none: /*i18n*/ { id: 'activity.scope.none', message: 'Sin alcance' },
};

/** How an entry was selected; 'none' is the reports' row of the entries that state none. */
export const ACTIVITY_SELECTION_LABELS: Record<ActivitySelection | 'none', Text> = {
  juried: /*i18n*/ { id: 'activity.selection.juried', message: 'Con jurado' },
  curated: /*i18n*/ { id: 'activity.selection.curated', message: 'Comisariada' },
  invited: /*i18n*/ { id: 'activity.selection.invited', message: 'Por invitación' },
  open: /*i18n*/ { id: 'activity.selection.open', message: 'Convocatoria abierta' },
  none: /*i18n*/ { id: 'activity.selection.none', message: 'Sin selección' },
};

/** An exhibition's format. */
export const ACTIVITY_FORMAT_LABELS: Record<(typeof ACTIVITY_FORMATS)[number], Text> = {
  solo: /*i18n*/ { id: 'activity.format.solo', message: 'Individual' },
  group: /*i18n*/ { id: 'activity.format.group', message: 'Colectiva' },
};

/** A production credit's type. */
export const ACTIVITY_PRODUCTION_TYPE_LABELS: Record<(typeof ACTIVITY_PRODUCTION_TYPES)[number], Text> = {
  game: /*i18n*/ { id: 'activity.productionType.game', message: 'Videojuego' },
  film: /*i18n*/ { id: 'activity.productionType.film', message: 'Película' },
  series: /*i18n*/ { id: 'activity.productionType.series', message: 'Serie' },
  vfx: /*i18n*/ { id: 'activity.productionType.vfx', message: 'Efectos visuales (VFX)' },
  music: /*i18n*/ { id: 'activity.productionType.music', message: 'Música' },
  other: /*i18n*/ { id: 'activity.productionType.other', message: 'Otro' },
};
