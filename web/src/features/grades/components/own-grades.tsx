import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import type { Grade } from '@contracts/grades';
import { FilterSelect } from '@/components/filter-select';
import { ListState } from '@/components/list-state';
import { Card, CardContent } from '@/components/ui/card';
import { ownGradesQueryOptions, studentGradesQueryOptions } from '../api/grades';
import { averageOf, groupGrades, type GradeSort } from './grade-groups';

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
  const [sort, setSort] = useState<GradeSort>('course');
  return (
    <ListState
      query={grades}
      isEmpty={(list) => list.length === 0}
      loading={{ label: 'Cargando notas', rows: 4, rowClassName: 'h-10' }}
      error={{ title: 'No se pudieron cargar las notas.', retryLabel: 'Reintentar' }}
      empty={{
        icon: GraduationCap,
        title: studentId === undefined ? 'Aún no tienes notas registradas.' : 'Este estudiante aún no tiene notas.',
      }}
    >
      {(list) => {
        const average = averageOf(list);
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <p className="text-sm text-muted-foreground">
                {list.length} {list.length === 1 ? 'nota' : 'notas'}
                {average !== undefined ? ` · promedio de las notas numéricas: ${average}` : ''}
              </p>
              <FilterSelect
                id="grades-sort"
                label="Ordenar por"
                value={sort}
                onValueChange={(value) => setSort(value as GradeSort)}
                options={[
                  { value: 'course', label: 'Curso' },
                  { value: 'grade', label: 'Nota' },
                ]}
              />
            </div>
            {groupGrades(list, sort).map((group) => (
              <Card key={group.key}>
                <CardContent className="overflow-x-auto p-0">
                  <table className="w-full text-sm">
                    <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold">{group.title}</caption>
                    <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-4 py-2 font-medium">
                          Curso
                        </th>
                        <th scope="col" className="px-4 py-2 font-medium">
                          Profesor
                        </th>
                        <th scope="col" className="px-4 py-2 text-right font-medium">
                          Nota
                        </th>
                        {actions ? (
                          <th scope="col" className="px-4 py-2 text-right font-medium">
                            Acciones
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody className="divide-y">
                      {group.grades.map((grade) => (
                        <tr key={grade.id}>
                          <th scope="row" className="px-4 py-2 text-left font-medium">
                            {grade.course_title}
                          </th>
                          <td className="px-4 py-2">{grade.teacher_name ?? '—'}</td>
                          <td className="px-4 py-2 text-right font-semibold tabular-nums">{grade.grade}</td>
                          {actions ? <td className="px-4 py-1 text-right">{actions(grade)}</td> : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </CardContent>
              </Card>
            ))}
          </div>
        );
      }}
    </ListState>
  );
}
