import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListState } from '@/components/list-state';
import { TeachingTermsTable } from '@/components/teaching-terms-table';
import { getErrorMessage } from '@/lib/api-client';
import { teachingHistoryQueryOptions } from '../api/activity';

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
        {(data) => <TeachingTermsTable items={data.items} label={t`Historial docente`} />}
      </ListState>
    </section>
  );
}
