import { Trans, useLingui } from '@lingui/react/macro';
import { labelText } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import type { ActivityReport } from '@contracts/faculty-reports';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

type Term = ActivityReport['teaching']['items'][number];

/** A term as the screens write it: '2026 · Primer semestre'; the term's code if the catalogue does not know it. */
function termText(row: Term): string {
  const semester = SEMESTERS.find((item) => item.code === row.semester);
  return [
    row.academic_year === null ? null : String(row.academic_year),
    semester ? labelText(semester.label) : row.semester,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/**
 * A teacher's courses taught in the report's two years, by term (from the rosters and grades, never typed; issue 45):
 * the course, its students and those graded.
 */
export function TeachingTerms({ items, year, previous }: { items: Term[]; year: number; previous: number }) {
  const { t } = useLingui();
  return (
    <Card className="min-w-0 p-5">
      <h3 className="mb-3 font-semibold">
        <Trans>
          Cursos impartidos en {year} y {previous}
        </Trans>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Ningún curso impartido en estos años.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={t`Cursos impartidos`}>
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  <Trans>Periodo</Trans>
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <Trans>Curso</Trans>
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
              {items.map((row) => (
                <tr key={`${row.course_id}-${row.academic_year}-${row.semester}`} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap">{termText(row)}</td>
                  <td className="px-3 py-2 wrap-anywhere">{row.course_title}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.students)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.graded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
