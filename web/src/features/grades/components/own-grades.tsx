import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { GraduationCap } from 'lucide-react';
import type { Grade } from '@contracts/grades';
import { TableView } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { ListState } from '@/components/list-state';
import { Card, CardContent } from '@/components/ui/card';
import { formatGrade, formatNumber } from '@/lib/format';
import { ownGradesQueryOptions, studentGradesQueryOptions } from '../api/grades';
import { averageOf, groupGrades, type GradeSort } from './grade-groups';

/**
 * Course (naming the row), teacher, grade and, for staff, the row's actions. Below `md` the teacher shows under the
 * course, not in a column of its own: four columns do not fit 390 px with the actions on screen.
 */
function gradeColumns(actions: ((grade: Grade) => ReactNode) | undefined): ColumnDef<Grade, unknown>[] {
  // Made at render, in the active language.
  return [
    {
      id: 'course',
      header: t`Curso`,
      cell: ({ row }) => (
        <>
          {row.original.course_title}
          <span className="block font-normal text-muted-foreground md:hidden">
            <span className="sr-only">
              <Trans>Profesor:</Trans>{' '}
            </span>
            {row.original.teacher_name ?? '—'}
          </span>
        </>
      ),
      meta: { rowHeader: true, cellClassName: 'text-left font-medium break-words' },
    },
    {
      id: 'teacher',
      header: t`Profesor`,
      cell: ({ row }) => row.original.teacher_name ?? '—',
      meta: { headerClassName: 'hidden md:table-cell', cellClassName: 'hidden md:table-cell' },
    },
    {
      id: 'grade',
      header: t`Nota`,
      cell: ({ row }) => formatGrade(row.original.grade),
      meta: { headerClassName: 'text-right', cellClassName: 'text-right font-semibold tabular-nums' },
    },
    ...(actions
      ? [
          {
            id: 'actions',
            header: t`Acciones`,
            cell: ({ row }) => actions(row.original),
            meta: { headerClassName: 'text-right', cellClassName: 'py-1 text-right' },
          } satisfies ColumnDef<Grade, unknown>,
        ]
      : []),
  ];
}

/**
 * A student's grades by academic year and semester, with the course, the teacher and the grade: their own (/grades),
 * or one student's for staff, who get an actions column (correct, delete) through `actions`.
 */
export function OwnGrades({ studentId, actions }: { studentId?: number; actions?: (grade: Grade) => ReactNode }) {
  const grades = useQuery(
    (studentId === undefined ? ownGradesQueryOptions() : studentGradesQueryOptions(studentId)) as ReturnType<
      typeof ownGradesQueryOptions
    >,
  );
  const { t: tr } = useLingui();
  const [sort, setSort] = useState<GradeSort>('course');
  const columns = gradeColumns(actions);
  return (
    <ListState
      query={grades}
      isEmpty={(list) => list.length === 0}
      loading={{ label: tr`Cargando notas`, rows: 4, rowClassName: 'h-10' }}
      error={{ title: tr`No se pudieron cargar las notas.`, retryLabel: tr`Reintentar` }}
      empty={{
        icon: GraduationCap,
        title: studentId === undefined ? tr`Aún no tienes notas registradas.` : tr`Este estudiante aún no tiene notas.`,
      }}
    >
      {(list) => {
        const mean = averageOf(list);
        const average = mean === undefined ? undefined : formatNumber(mean);
        const count = list.length;
        return (
          <div className="grid grid-cols-1 gap-4">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <p className="text-sm text-muted-foreground">
                <Plural value={count} one="# nota" other="# notas" />
                {average !== undefined ? (
                  <>
                    {' · '}
                    <Trans>promedio de las notas numéricas: {average}</Trans>
                  </>
                ) : null}
              </p>
              <FilterSelect
                id="grades-sort"
                label={tr`Ordenar por`}
                value={sort}
                onValueChange={(value) => setSort(value as GradeSort)}
                options={[
                  { value: 'course', label: tr`Curso` },
                  { value: 'grade', label: tr`Nota` },
                ]}
              />
            </div>
            {groupGrades(list, sort).map((group) => (
              <Card key={group.key}>
                <CardContent className="p-0">
                  <TableView
                    rows={group.grades}
                    columns={columns}
                    rowKey={(grade) => grade.id}
                    caption={group.title}
                    captionClassName="px-4 pt-4 pb-2 text-left text-base font-semibold"
                    frameClassName="rounded-none border-0"
                    headerClassName="px-4"
                    cellClassName="px-4"
                  />
                </CardContent>
              </Card>
            ))}
          </div>
        );
      }}
    </ListState>
  );
}
