import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { ImportKind, ImportResult, ImportRow } from '@contracts/people-import';

/*
 * The words of 'Importar CSV', all here, in the active language. Counts agree with what they count (ICU plurals): the
 * rows of the file are 'filas' (femenine: '1 rechazada', '2 rechazadas'); the people created or updated are named by
 * their kind ('1 estudiante creado', '2 profesores actualizados').
 */

/** What confirming does with a row: the badge of each row of the preview. */
export const ACTION_LABELS: Record<ImportRow['action'], MessageDescriptor> = {
  create: msg`Se creará`,
  update: msg`Se actualizará`,
  reject: msg`Rechazada`,
};

/** The filter of the preview's rows: each option names the rows it shows. */
export const ACTION_FILTERS = [
  { value: 'all', label: msg`Todas` },
  { value: 'create', label: msg`Por crear` },
  { value: 'update', label: msg`Por actualizar` },
  { value: 'reject', label: msg`Rechazadas` },
] as const;

/** The preview's summary badges: '3 por crear', '1 por actualizar', '1 rechazada' / '2 rechazadas'. */
export function previewCounts({ create, update, reject }: { create: number; update: number; reject: number }) {
  return {
    create: t`${create} por crear`,
    update: t`${update} por actualizar`,
    reject: plural(reject, { one: '# rechazada', other: '# rechazadas' }),
  };
}

/** How many people of the kind were created and updated: '1 estudiante creado', '2 profesores actualizados'. */
function peopleCounts(kind: ImportKind, created: number, updated: number): [string, string] {
  return kind === 'students'
    ? [
        plural(created, { one: '# estudiante creado', other: '# estudiantes creados' }),
        plural(updated, { one: '# estudiante actualizado', other: '# estudiantes actualizados' }),
      ]
    : [
        plural(created, { one: '# profesor creado', other: '# profesores creados' }),
        plural(updated, { one: '# profesor actualizado', other: '# profesores actualizados' }),
      ];
}

/** '2 estudiantes creados, 1 estudiante actualizado, 1 fila rechazada' */
export function resultSummary(kind: ImportKind, result: Pick<ImportResult, 'created' | 'updated' | 'rejected'>) {
  const rejected = result.rejected;
  return [
    ...peopleCounts(kind, result.created, result.updated),
    plural(rejected, { one: '# fila rechazada', other: '# filas rechazadas' }),
  ].join(', ');
}

/** 'Mostrando 500 de 812 filas' / '1 fila' / '3 filas'. */
export const shownRows = (shown: number, total: number) =>
  total > shown ? t`Mostrando ${shown} de ${total} filas` : plural(total, { one: '# fila', other: '# filas' });

export const LINK_TEXTS = {
  intro: (count: number) =>
    plural(count, {
      one: 'La cuenta nueva no tiene contraseña: la persona elige la suya con su enlace (válido 14 días).',
      other: 'Las # cuentas nuevas no tienen contraseña: cada persona elige la suya con su enlace (válido 14 días).',
    }),
  warning: msg`Descárgalos o cópialos ahora: no se volverán a mostrar.`,
  download: msg`Descargar enlaces (CSV)`,
  copy: msg`Copiar enlaces`,
  copied: (count: number) =>
    plural(count, { one: '# enlace en el portapapeles.', other: '# enlaces en el portapapeles.' }),
  saved: msg`Enlaces guardados. Ya puedes cerrar.`,
  /** The question before the result closes with links neither downloaded nor copied. */
  askTitle: msg`¿Cerrar sin guardar los enlaces?`,
  askDescription: msg`No se volverán a mostrar: sin su enlace, cada cuenta nueva necesitará que el personal le envíe otro para elegir su contraseña.`,
  stay: msg`Volver a los enlaces`,
  leave: msg`Cerrar sin guardar`,
} as const;
