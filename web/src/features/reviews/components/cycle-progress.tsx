import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Download, Users } from 'lucide-react';
import { labelText } from '@contracts/catalogues/catalogue';
import {
  REVIEW_STATE_LABELS,
  REVIEW_STATES,
  type ReviewCycleProgress,
  type ReviewProgressRow,
  type ReviewState,
  type ReviewStateCounts,
} from '@contracts/reviews';
import { CatalogueSelect } from '@/components/catalogue-select';
import { TableView } from '@/components/data-table';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { downloadRowsCsv, progressQueryOptions, rowsQueryOptions, type ReviewRowsFilters } from '../api/reviews';
import { LateNote, ReviewStateBadge } from './review-labels';

/** A staff member's page of one review of the cycle (a reason first when they are not its reviewer). */
export const cycleReviewHref = (cycleId: number, reviewId: number) => `/admin/reviews/${cycleId}/reviews/${reviewId}`;

/** The states with reviews in them, in the order of the states, as 'N label'. */
export function nonZeroStates(counts: ReviewStateCounts): { state: ReviewState; count: number }[] {
  return REVIEW_STATES.filter((state) => counts[state] > 0).map((state) => ({ state, count: counts[state] }));
}

/** 'Sin empezar 2 · Enviada 1' (the states with reviews). */
function CountsLine({ counts }: { counts: ReviewStateCounts }) {
  useLinguiRuntime(); // written again when the language changes
  const states = nonZeroStates(counts);
  if (states.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="text-sm">
      {states.map(({ state, count }) => `${labelText(REVIEW_STATE_LABELS[state])} ${formatNumber(count)}`).join(' · ')}
    </span>
  );
}

/** How many reviews in each state, and how many late. */
function StateCounts({ progress }: { progress: ReviewCycleProgress }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Revisiones por estado`}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-9">
        <div className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-2xl font-semibold">{formatNumber(progress.total)}</dd>
        </div>
        {REVIEW_STATES.map((state) => (
          <div key={state} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{labelText(REVIEW_STATE_LABELS[state])}</dt>
            <dd className="text-2xl font-semibold">{formatNumber(progress.counts[state])}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-lg border border-destructive/40 p-3 sm:col-span-1">
          <dt className="text-sm text-destructive">
            <Trans>Con retraso</Trans>
          </dt>
          <dd className="text-2xl font-semibold text-destructive">{formatNumber(progress.late)}</dd>
        </div>
      </dl>
    </div>
  );
}

type ReviewerRow = ReviewCycleProgress['by_reviewer'][number];

/** Each reviewer's share: how many, in which states, how many late. */
function ByReviewer({ progress }: { progress: ReviewCycleProgress }) {
  const { t } = useLingui();
  const columns: ColumnDef<ReviewerRow, unknown>[] = [
    {
      id: 'reviewer',
      header: t`Evaluador`,
      cell: ({ row }) => row.original.reviewer.name,
      meta: { rowHeader: true, cellClassName: 'text-left' },
    },
    { id: 'total', header: t`Revisiones`, cell: ({ row }) => formatNumber(row.original.total) },
    { id: 'states', header: t`Estados`, cell: ({ row }) => <CountsLine counts={row.original.counts} /> },
    {
      id: 'late',
      header: t`Con retraso`,
      cell: ({ row }) =>
        row.original.late > 0 ? (
          <span className="text-destructive">{formatNumber(row.original.late)}</span>
        ) : (
          formatNumber(0)
        ),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Por evaluador</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <TableView
          rows={progress.by_reviewer}
          columns={columns}
          rowKey={(row) => row.reviewer.id}
          caption={t`Revisiones por evaluador`}
          placeholder={<Trans>Ningún evaluador todavía.</Trans>}
          renderCard={(row) => (
            <div className="grid gap-1">
              <span className="font-medium break-words">{row.reviewer.name}</span>
              <span className="text-sm">
                <Plural value={row.total} one="# revisión" other="# revisiones" />
                {row.late > 0 ? (
                  <span className="text-destructive">
                    {' · '}
                    <Trans>{formatNumber(row.late)} con retraso</Trans>
                  </span>
                ) : null}
              </span>
              <CountsLine counts={row.counts} />
            </div>
          )}
        />
      </CardContent>
    </Card>
  );
}

const NO_FILTERS: ReviewRowsFilters = { state: 'all', reviewerId: 'all', lateOnly: false };

/** The cycle's reviews, filtered by teacher, state, reviewer and lateness; CSV as filtered. */
function ReviewRows({ cycleId, progress }: { cycleId: number; progress: ReviewCycleProgress }) {
  const { t } = useLingui();
  const [filters, setFilters] = useState<ReviewRowsFilters>(NO_FILTERS);
  const rows = useInfiniteQuery(rowsQueryOptions(cycleId, filters));
  const exportCsv = () =>
    void downloadRowsCsv(cycleId, filters, t`revisiones-${progress.cycle.year}.csv`).catch((error: unknown) =>
      toast({ title: t`Error`, description: getErrorMessage(error, t`No se pudo exportar`), variant: 'destructive' }),
    );
  const teacherLink = (row: ReviewProgressRow) => (
    <Link
      to={cycleReviewHref(cycleId, row.review_id)}
      className="font-medium break-words underline-offset-4 hover:underline"
    >
      {row.teacher.name}
    </Link>
  );
  const columns: ColumnDef<ReviewProgressRow, unknown>[] = [
    {
      id: 'teacher',
      header: t`Profesor`,
      cell: ({ row }) => teacherLink(row.original),
      meta: { rowHeader: true, cellClassName: 'text-left' },
    },
    { id: 'reviewer', header: t`Evaluador`, cell: ({ row }) => row.original.reviewer.name },
    { id: 'state', header: t`Estado`, cell: ({ row }) => <ReviewStateBadge state={row.original.state} /> },
    {
      id: 'late',
      header: t`Plazo`,
      cell: ({ row }) => (row.original.late ? <LateNote late={row.original.late} /> : <Trans>En plazo</Trans>),
    },
    { id: 'updated', header: t`Último cambio`, cell: ({ row }) => formatDate(row.original.updated_at) },
  ];
  const stateEntries = [
    { code: 'all', label: t`Todos los estados` },
    ...REVIEW_STATES.map((code) => ({ code, label: REVIEW_STATE_LABELS[code] })),
  ];
  const reviewerEntries = [
    { code: 'all', label: t`Todos los evaluadores` },
    ...progress.by_reviewer.map((row) => ({ code: String(row.reviewer.id), label: row.reviewer.name })),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Revisiones</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1">
            <Label htmlFor="review-rows-state">{t`Estado`}</Label>
            <CatalogueSelect
              id="review-rows-state"
              className="w-52"
              entries={stateEntries}
              value={filters.state}
              onValueChange={(value) => setFilters({ ...filters, state: value as ReviewState | 'all' })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="review-rows-reviewer">{t`Evaluador`}</Label>
            <CatalogueSelect
              id="review-rows-reviewer"
              className="w-56"
              entries={reviewerEntries}
              value={String(filters.reviewerId)}
              onValueChange={(value) => setFilters({ ...filters, reviewerId: value === 'all' ? 'all' : Number(value) })}
            />
          </div>
          <div className="flex h-9 items-center gap-2">
            <Checkbox
              id="review-rows-late"
              checked={filters.lateOnly}
              onCheckedChange={(checked) => setFilters({ ...filters, lateOnly: checked === true })}
            />
            <Label htmlFor="review-rows-late" className="font-normal">
              <Trans>Solo con retraso</Trans>
            </Label>
          </div>
          <Button variant="outline" onClick={exportCsv}>
            <Download aria-hidden="true" />
            <Trans>Exportar CSV</Trans>
          </Button>
        </div>
        <ListState
          query={rows}
          isEmpty={() => false}
          loading={{ label: t`Cargando revisiones`, rows: 4, rowClassName: 'h-12' }}
          error={{
            title: t`No se pudieron cargar las revisiones`,
            detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
            retryLabel: t`Reintentar`,
          }}
          empty={{ icon: Users, title: '' }}
        >
          {(data) => {
            const items = data.pages.flatMap((page) => page.items);
            const total = formatNumber(data.pages[0]?.total ?? items.length);
            const shown = formatNumber(items.length);
            return (
              <div className="grid min-w-0 grid-cols-1 gap-2" aria-busy={rows.isPlaceholderData}>
                <TableView
                  rows={items}
                  columns={columns}
                  rowKey={(row) => row.review_id}
                  caption={t`Revisiones del ciclo`}
                  region={t`Tabla de revisiones del ciclo`}
                  tableClassName="min-w-[52rem]"
                  placeholder={<Trans>Ninguna revisión coincide con los filtros.</Trans>}
                  renderCard={(row) => (
                    <div className="grid gap-1">
                      <div className="flex items-start justify-between gap-2">
                        {teacherLink(row)}
                        <ReviewStateBadge state={row.state} />
                      </div>
                      <span className="text-sm text-muted-foreground">
                        <Trans>Evaluador: {row.reviewer.name}</Trans>
                      </span>
                      {row.late ? <LateNote late={row.late} /> : null}
                    </div>
                  )}
                />
                {items.length > 0 ? (
                  <LoadMore
                    hasMore={rows.hasNextPage}
                    loading={rows.isFetchingNextPage}
                    onLoadMore={() => void rows.fetchNextPage()}
                    status={t`Mostrando ${shown} de ${total} revisiones`}
                    label={t`Cargar más`}
                    loadingLabel={t`Cargando más revisiones`}
                  />
                ) : null}
              </div>
            );
          }}
        </ListState>
      </CardContent>
    </Card>
  );
}

/** The cycle at a glance (staff): counts per state and late, each reviewer's share, the reviews filtered. */
export function CycleProgress({ cycleId }: { cycleId: number }) {
  const { t } = useLingui();
  const progress = useQuery(progressQueryOptions(cycleId));
  return (
    <ListState
      query={progress}
      isEmpty={() => false}
      loading={{ label: t`Cargando el progreso del ciclo`, rows: 3, rowClassName: 'h-20' }}
      error={{
        title: t`No se pudo cargar el progreso del ciclo`,
        detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
        retryLabel: t`Reintentar`,
      }}
      empty={{ title: '' }}
    >
      {(data) => (
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <StateCounts progress={data} />
          <ByReviewer progress={data} />
          <ReviewRows cycleId={cycleId} progress={data} />
        </div>
      )}
    </ListState>
  );
}
