import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { AwardRun } from '@contracts/badge-awards';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';

/** A kind of person as the dialogs write it. */
export const RECIPIENT_KIND_LABELS: Record<BadgeRecipientType, ReturnType<typeof msg>> = {
  teacher: msg`Profesor`,
  student: msg`Estudiante`,
  staff: msg`Personal`,
};

/** The texts of awarding a badge to several people and of a badge's holders, in one place, in the active language. */
export function awardTexts() {
  return {
    openMany: t`Asignar a varios`,
    openManyLabel: (badge: string) => t`Asignar a varios: ${badge}`,
    manyTitle: t`Asignar a varias personas`,
    manyDescription: (badge: string) =>
      t`Elige a quién asignar «${badge}». Cada persona recibe su propia credencial firmada.`,
    kind: t`Buscar entre`,
    /** The kinds the award dialog searches. */
    searchKinds: [
      { value: 'teacher', label: t`Profesores` },
      { value: 'student', label: t`Estudiantes` },
    ] as const,
    recipientKind: (type: BadgeRecipientType) => i18n._(RECIPIENT_KIND_LABELS[type]),
    search: t`Buscar personas`,
    searchPlaceholder: t`Buscar por nombre`,
    searching: t`Buscando personas`,
    searchFailed: t`No se pudieron cargar las personas`,
    noMatches: (q: string) => (q ? t`Nadie coincide con "${q}"` : t`No hay personas para mostrar`),
    results: t`Resultados`,
    chooseAll: (count: number) => plural(count, { one: 'Elegir el resultado', other: 'Elegir los # resultados' }),
    chosen: (count: number) => plural(count, { one: '# persona elegida', other: '# personas elegidas' }),
    noneChosen: t`Aún no has elegido a nadie.`,
    unchoose: (name: string) => t`Quitar a ${name}`,
    notes: t`Nota compartida`,
    notesHint: t`Opcional; se guarda con cada asignación.`,
    submit: (count: number) => plural(count, { one: 'Asignar a # persona', other: 'Asignar a # personas' }),
    starting: t`Iniciando...`,
    startFailed: t`No se pudo iniciar la asignación`,
    progressLabel: t`Progreso de la asignación`,
    progress: (run: Pick<AwardRun, 'done' | 'total'>) => `${run.done}/${run.total}`,
    progressLine: ({ awarded, skipped, failed }: AwardRun) =>
      t`${plural(awarded, { one: '# asignado', other: '# asignados' })}, ${plural(skipped, { one: '# omitido', other: '# omitidos' })}, ${plural(failed, { one: '# fallido', other: '# fallidos' })}`,
    working: t`Asignando… puedes cerrar esta ventana; la asignación sigue en segundo plano.`,
    finished: t`Asignación terminada`,
    progressFailed: t`No se pudo leer el progreso`,
    problems: t`Personas no asignadas`,
    skipped: t`Omitida`,
    failed: t`Falló`,
    close: t`Cerrar`,
    retry: t`Reintentar`,
    // The holders
    openHolders: t`Ver personas`,
    openHoldersLabel: (badge: string) => t`Ver personas con ${badge}`,
    holdersTitle: (badge: string) => t`Personas con «${badge}»`,
    holdersDescription: t`Quién tiene este badge, por tipo de persona.`,
    holdersList: t`Personas con este badge`,
    holdersLoading: t`Cargando personas`,
    holdersFailed: t`No se pudieron cargar las personas`,
    holdersEmpty: t`Nadie tiene este badge todavía`,
    holdersStatus: (shown: number, total: string) => t`Mostrando ${shown} de ${total} personas`,
    loadMore: t`Cargar más`,
    loadingMore: t`Cargando más personas`,
    awardedOn: (date: string) => t`Desde ${date}`,
  };
}

/** The award texts for a component, written again when the language changes. */
export function useAwardTexts() {
  useLingui();
  return awardTexts();
}
