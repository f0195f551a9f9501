import { Trans, useLingui } from '@lingui/react/macro';
import type { TeachingTerm } from '@contracts/activity-record';
import { formatNumber } from '@/lib/format';
import { termText } from '@/lib/term-text';

/**
 * The courses a teacher taught, by term (from the rosters and grades, never typed; decision 041): a record's teaching
 * history and a yearly report's teaching. `label` names the scrolling region.
 */
export function TeachingTermsTable({ items, label }: { items: TeachingTerm[]; label: string }) {
  const { t } = useLingui();
  return (
    <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label={label}>
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
              <td className="px-3 py-2 whitespace-nowrap">{termText(row, t`Sin periodo`)}</td>
              <td className="px-3 py-2 wrap-anywhere">{row.course_title}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.students)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.graded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
