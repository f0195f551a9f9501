import type { ImportKind, ImportResult, ImportRow } from '@contracts/people-import';

/*
 * The words of 'Importar CSV', all here (a two-language issue comes later). Counts agree with what they count: the
 * rows of the file are 'filas' (femenine: '1 rechazada', '2 rechazadas'); the people created or updated are named by
 * their kind ('1 estudiante creado', '2 profesores actualizados').
 */

/** `n` and the word that agrees with it: one for 1, many otherwise (0 included, as Spanish says '0 filas'). */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const PEOPLE: Record<ImportKind, { one: string; many: string }> = {
  teachers: { one: 'profesor', many: 'profesores' },
  students: { one: 'estudiante', many: 'estudiantes' },
};

/** What confirming does with a row: the badge of each row of the preview. */
export const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'Se creará',
  update: 'Se actualizará',
  reject: 'Rechazada',
};

/** The filter of the preview's rows: each option names the rows it shows. */
export const ACTION_FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'create', label: 'Por crear' },
  { value: 'update', label: 'Por actualizar' },
  { value: 'reject', label: 'Rechazadas' },
] as const;

/** The preview's summary badges: '3 por crear', '1 por actualizar', '1 rechazada' / '2 rechazadas'. */
export function previewCounts(summary: { create: number; update: number; reject: number }) {
  return {
    create: `${summary.create} por crear`,
    update: `${summary.update} por actualizar`,
    reject: counted(summary.reject, 'rechazada', 'rechazadas'),
  };
}

/** '2 estudiantes creados, 1 estudiante actualizado, 1 fila rechazada.' */
export function resultSummary(kind: ImportKind, result: Pick<ImportResult, 'created' | 'updated' | 'rejected'>) {
  const { one, many } = PEOPLE[kind];
  return [
    counted(result.created, `${one} creado`, `${many} creados`),
    counted(result.updated, `${one} actualizado`, `${many} actualizados`),
    counted(result.rejected, 'fila rechazada', 'filas rechazadas'),
  ].join(', ');
}

/** 'Mostrando 500 de 812 filas' / '1 fila' / '3 filas'. */
export const shownRows = (shown: number, total: number) =>
  total > shown ? `Mostrando ${shown} de ${total} filas` : counted(total, 'fila', 'filas');

export const LINK_TEXTS = {
  intro: (count: number) =>
    count === 1
      ? 'La cuenta nueva no tiene contraseña: la persona elige la suya con su enlace (válido 14 días).'
      : `Las ${count} cuentas nuevas no tienen contraseña: cada persona elige la suya con su enlace (válido 14 días).`,
  warning: 'Descárgalos o cópialos ahora: no se volverán a mostrar.',
  download: 'Descargar enlaces (CSV)',
  copy: 'Copiar enlaces',
  copied: (count: number) => `${counted(count, 'enlace', 'enlaces')} en el portapapeles.`,
  saved: 'Enlaces guardados. Ya puedes cerrar.',
  /** The question before the result closes with links neither downloaded nor copied. */
  askTitle: '¿Cerrar sin guardar los enlaces?',
  askDescription:
    'No se volverán a mostrar: sin su enlace, cada cuenta nueva necesitará que el personal le envíe otro para elegir su contraseña.',
  stay: 'Volver a los enlaces',
  leave: 'Cerrar sin guardar',
} as const;
