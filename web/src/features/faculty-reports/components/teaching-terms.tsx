import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityReport } from '@contracts/faculty-reports';
import { Card } from '@/components/ui/card';
import { TeachingTermsTable } from '@/components/teaching-terms-table';

type Term = ActivityReport['teaching']['items'][number];

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
        <TeachingTermsTable items={items} label={t`Cursos impartidos`} />
      )}
    </Card>
  );
}
