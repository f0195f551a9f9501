import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { CalendarCheck, Plus } from 'lucide-react';
import type { ReviewCycleSummary } from '@contracts/reviews';
import { TableView } from '@/components/data-table';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { cyclesQueryOptions } from '../api/reviews';
import { CycleStateBadge } from './review-labels';

/** The cycle's page: its progress once open, its settings while in preparation. */
export const cycleHref = (id: number) => `/admin/reviews/${id}`;

function CycleName({ cycle }: { cycle: ReviewCycleSummary }) {
  return (
    <Link to={cycleHref(cycle.id)} className="font-medium break-words underline-offset-4 hover:underline">
      {cycle.name}
    </Link>
  );
}

/** 'N de M cerradas · K con retraso' (open and closed cycles); how many teachers while in preparation. */
function CycleProgressText({ cycle }: { cycle: ReviewCycleSummary }) {
  const teachers = formatNumber(cycle.teachers);
  if (cycle.state === 'draft')
    return (
      <span className="text-muted-foreground">
        <Plural value={cycle.teachers} one="# profesor" other="# profesores" />
      </span>
    );
  const finished = formatNumber(cycle.counts.acknowledged + cycle.counts.closed);
  const late = formatNumber(cycle.late);
  return (
    <span className="grid">
      <span>
        <Trans>
          {finished} de {teachers} respondidas o cerradas
        </Trans>
      </span>
      {cycle.late > 0 ? (
        <span className="text-sm text-destructive">
          <Trans>{late} con retraso</Trans>
        </span>
      ) : null}
    </span>
  );
}

function Deadlines({ cycle }: { cycle: ReviewCycleSummary }) {
  const selfReport = formatDate(cycle.deadlines.self_report);
  const evaluation = formatDate(cycle.deadlines.evaluation);
  const response = formatDate(cycle.deadlines.response);
  return (
    <span className="grid text-sm">
      <span>
        <Trans>Autoinforme: {selfReport}</Trans>
      </span>
      <span>
        <Trans>Evaluación: {evaluation}</Trans>
      </span>
      <span>
        <Trans>Respuesta: {response}</Trans>
      </span>
    </span>
  );
}

/** 'Nuevo ciclo' (staff), shown when the list says they may create one (the list's query, shared with the list). */
export function NewCycleButton() {
  const list = useInfiniteQuery(cyclesQueryOptions());
  if (!list.data?.pages[0]?.can.create) return null;
  return (
    <Button asChild>
      <Link to="/admin/reviews/new">
        <Plus aria-hidden="true" />
        <Trans>Nuevo ciclo</Trans>
      </Link>
    </Button>
  );
}

/** 'Revisiones anuales' (staff): every cycle, newest year first, with its state, progress and deadlines. */
export function CycleList() {
  const { t } = useLingui();
  const list = useInfiniteQuery(cyclesQueryOptions());
  const columns: ColumnDef<ReviewCycleSummary, unknown>[] = [
    {
      id: 'name',
      header: t`Ciclo`,
      cell: ({ row }) => <CycleName cycle={row.original} />,
      meta: { rowHeader: true, cellClassName: 'text-left' },
    },
    { id: 'year', header: t`Periodo`, cell: ({ row }) => row.original.year },
    { id: 'state', header: t`Estado`, cell: ({ row }) => <CycleStateBadge state={row.original.state} /> },
    { id: 'progress', header: t`Progreso`, cell: ({ row }) => <CycleProgressText cycle={row.original} /> },
    { id: 'deadlines', header: t`Plazos`, cell: ({ row }) => <Deadlines cycle={row.original} /> },
  ];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <ListState
        query={list}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        loading={{ label: t`Cargando ciclos de revisión`, rows: 3, rowClassName: 'h-16' }}
        error={{
          title: t`No se pudieron cargar los ciclos de revisión`,
          detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
          retryLabel: t`Reintentar`,
        }}
        empty={{
          icon: CalendarCheck,
          title: t`Todavía no hay ciclos de revisión`,
          detail: t`Crea un ciclo para que cada profesor escriba su autoinforme del año.`,
        }}
      >
        {(data) => {
          const rows = data.pages.flatMap((page) => page.items);
          const total = formatNumber(data.pages[0]?.total ?? rows.length);
          const shown = formatNumber(rows.length);
          return (
            <div className="grid min-w-0 grid-cols-1 gap-3">
              <TableView
                rows={rows}
                columns={columns}
                rowKey={(row) => row.id}
                caption={t`Ciclos de revisión`}
                region={t`Tabla de ciclos de revisión`}
                tableClassName="min-w-[48rem]"
                renderCard={(cycle) => (
                  <div className="grid gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <CycleName cycle={cycle} />
                      <CycleStateBadge state={cycle.state} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      <Trans>Periodo {cycle.year}</Trans>
                    </p>
                    <CycleProgressText cycle={cycle} />
                    <Deadlines cycle={cycle} />
                  </div>
                )}
              />
              <LoadMore
                hasMore={list.hasNextPage}
                loading={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
                status={t`Mostrando ${shown} de ${total} ciclos`}
                label={t`Cargar más`}
                loadingLabel={t`Cargando más ciclos`}
              />
            </div>
          );
        }}
      </ListState>
    </div>
  );
}
