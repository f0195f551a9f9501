import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { labelText } from '@contracts/catalogues/catalogue';
import type { TeachingHistory as History } from '@contracts/activity-record';
import { ListState } from '@/components/list-state';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { teachingHistoryQueryOptions } from '../api/activity';

/** A term as the screens write it: '2026 · Primer semestre'; the term's code if the catalogue does not know it. */
export function termText(row: Pick<History['items'][number], 'academic_year' | 'semester'>, noTerm: string): string {
  const semester = SEMESTERS.find((item) => item.code === row.semester);
  const parts = [
    row.academic_year === null ? null : String(row.academic_year),
    semester ? labelText(semester.label) : row.semester,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : noTerm;
}

/** 'Historial docente': the courses the teacher taught by term, from the courses, rosters and grades (never typed). */
export function TeachingHistory({ teacherId, headingLevel }: { teacherId: number; headingLevel: 3 | 4 }) {
  const { t } = useLingui();
  const history = useQuery(teachingHistoryQueryOptions(teacherId));
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section aria-label={t`Historial docente`} className="grid min-w-0 gap-2">
      <Heading className="text-sm font-semibold">
        <Trans>Historial docente</Trans>
      </Heading>
      <ListState
        query={history}
        isEmpty={(data) => data.items.length === 0}
        loading={{ label: t`Cargando historial docente`, rows: 2, rowClassName: 'h-8' }}
        error={{
          title: t`No se pudo cargar el historial docente`,
          detail: (error) => getErrorMessage(error, t`Por favor, intenta más tarde.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{ title: t`Sin cursos impartidos registrados.` }}
      >
        {(data) => (
          <div
            className="overflow-x-auto rounded-md border"
            tabIndex={0}
            role="region"
            aria-label={t`Historial docente`}
          >
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Curso</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <Trans>Periodo</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    <Trans>Estudiantes</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    <Trans>Calificados</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={`${row.course_id}-${row.academic_year}-${row.semester}`} className="border-t">
                    <td className="px-3 py-2 wrap-anywhere">{row.course_title}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{termText(row, t`Sin periodo`)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.students)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.graded)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </section>
  );
}
