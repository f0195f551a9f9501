import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { createElement, useId, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Award, CircleAlert, Plus } from 'lucide-react';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@contracts/activity-record';
import { CatalogueSelect } from '@/components/catalogue-select';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListState } from '@/components/list-state';
import { lazyPartOrNotice } from '@/components/load-failed-notice';
import { LoadMore } from '@/components/load-more';
import { OnFirstOpen } from '@/components/on-first-open';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { loadOnIntent } from '@/lib/load-when-idle';
import { activityListQueryOptions, useDeleteActivityEntry } from '../api/activity';
import { ActivityEntryCard, type HeadingTag } from './activity-entry-card';
import { KIND_LABELS } from './activity-labels';
import { groupByKind } from './activity-model';
import type { ReviewAction } from './review-dialog';
import { TeachingHistory } from './teaching-history';

// The forms (the contract's schema, react-hook-form, the pickers) load when first opened, not with the tab.
const loadForm = () => import('./activity-form-dialog');
const loadReview = () => import('./review-dialog');
const ActivityFormDialog = lazyPartOrNotice(() => loadForm().then((m) => m.ActivityFormDialog));
const ReviewDialog = lazyPartOrNotice(() => loadReview().then((m) => m.ReviewDialog));
const prefetchForm = loadOnIntent(loadForm);

/** The filter's entry for every kind (a select item cannot have an empty value). */
const ALL_KINDS = 'all';

/** Where the tab is shown: the teacher's own profile, staff's teacher detail, or the Trombinoscopio's dialog. */
export type ActivityTabMode = 'own' | 'staff' | 'directory';

interface ActivityTabProps {
  teacherId: number;
  mode: ActivityTabMode;
  /** The level of the tab's heading 'Actividad' (3 inside a dialog whose title is the h2). */
  headingLevel?: 2 | 3;
}

const tag = (level: number) => `h${Math.min(level, 5)}` as 'h2' | 'h3' | HeadingTag;

/** A heading of the level given (the tab's own sits at 2 on a page, 3 inside a dialog). */
function LevelHeading({ level, ...props }: { level: number } & ComponentProps<'h2'>) {
  return createElement(tag(level), props);
}

/**
 * The 'Actividad' tab (issue 45): the teaching history (staff and the teacher themself), then the record's entries
 * grouped by kind or as one list newest first, with a filter by kind; 'Añadir actividad' where the reader may, and
 * each entry's controls (edit, delete, staff's verify and return) as its `can` allows. Through the Trombinoscopio, the
 * entries visible to the school only, read-only.
 */
export function ActivityTab({ teacherId, mode, headingLevel = 2 }: ActivityTabProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const directory = mode === 'directory';
  const [kind, setKind] = useState<ActivityKind | undefined>(undefined);
  const [grouped, setGrouped] = useState(true);
  const list = useInfiniteQuery(activityListQueryOptions(teacherId, kind));
  const [form, setForm] = useState<{ open: boolean; entry?: ActivityEntry }>({ open: false });
  const [review, setReview] = useState<{ open: boolean; entry: ActivityEntry | null; action: ReviewAction }>({
    open: false,
    entry: null,
    action: 'verify',
  });
  const [deleting, setDeleting] = useState<{ open: boolean; entry: ActivityEntry | null }>({
    open: false,
    entry: null,
  });
  const deletingTitle = deleting.entry?.title ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The deleted entry's controls are gone: once the list no longer shows it, the focus goes to the tab's heading.
  const focusHeadingAfterDelete = useRef(false);
  const remove = useDeleteActivityEntry(teacherId, {
    onSuccess: () => {
      toast({ title: t`Actividad eliminada` });
      focusHeadingAfterDelete.current = true;
      setDeleting((current) => ({ ...current, open: false }));
    },
    onError: (error) => {
      toast({
        title: t`No se pudo eliminar la actividad`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
      setDeleting((current) => ({ ...current, open: false }));
    },
  });

  useLayoutEffect(() => {
    if (!focusHeadingAfterDelete.current) return;
    focusHeadingAfterDelete.current = false;
    headingRef.current?.focus();
  }, [list.data]);

  const pages = list.data?.pages ?? [];
  // Through the Trombinoscopio, the entries visible to the school only, whoever reads (staff too).
  const entries = pages.flatMap((page) => page.items).filter((entry) => !directory || entry.visibility === 'school');
  const total = pages[0]?.total ?? 0;
  const shown = entries.length;
  // Staff's returns, told at the top of the teacher's own record: each reason is on its entry.
  const returnedCount = mode === 'own' ? entries.filter((entry) => entry.review.state === 'returned').length : 0;
  const canAdd = !directory && (pages[0]?.can.add ?? false);
  const kindEntries = [
    { code: ALL_KINDS, label: t`Todos los tipos` },
    ...ACTIVITY_KINDS.map((code) => ({ code, label: i18n._(KIND_LABELS[code]) })),
  ];

  const card = (entry: ActivityEntry, heading: HeadingTag, showKind: boolean) => (
    <ActivityEntryCard
      entry={entry}
      heading={heading}
      directory={directory}
      showKind={showKind}
      onEdit={() => setForm({ open: true, entry })}
      onDelete={() => setDeleting({ open: true, entry })}
      onReview={(action) => setReview({ open: true, entry, action })}
    />
  );
  const showGroups = grouped && kind === undefined;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LevelHeading
          level={headingLevel}
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Trans>Actividad</Trans>
        </LevelHeading>
        {canAdd ? (
          <Button
            type="button"
            size="sm"
            onClick={() => setForm({ open: true })}
            onPointerOver={prefetchForm}
            onTouchStart={prefetchForm}
            onFocus={prefetchForm}
          >
            <Plus aria-hidden="true" />
            <Trans>Añadir actividad</Trans>
          </Button>
        ) : null}
      </div>
      {returnedCount > 0 ? (
        <p className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {plural(returnedCount, {
            one: 'La administración te devolvió # actividad: lee el motivo en ella, corrígela y guárdala.',
            other: 'La administración te devolvió # actividades: lee el motivo en cada una, corrígelas y guárdalas.',
          })}
        </p>
      ) : null}
      {!directory ? <TeachingHistory teacherId={teacherId} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 gap-1">
          <span id={`${headingId}-kind`} className="text-sm font-medium">
            <Trans>Tipo</Trans>
          </span>
          <CatalogueSelect
            aria-labelledby={`${headingId}-kind`}
            entries={kindEntries}
            value={kind ?? ALL_KINDS}
            onValueChange={(value) => setKind(value === ALL_KINDS ? undefined : (value as ActivityKind))}
            className="w-full sm:w-64"
          />
        </div>
        <div role="group" aria-label={t`Cómo se muestra`} className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant={grouped ? 'default' : 'outline'}
            aria-pressed={grouped}
            onClick={() => setGrouped(true)}
          >
            <Trans>Por tipo</Trans>
          </Button>
          <Button
            type="button"
            size="sm"
            variant={grouped ? 'outline' : 'default'}
            aria-pressed={!grouped}
            onClick={() => setGrouped(false)}
          >
            <Trans>Más recientes primero</Trans>
          </Button>
        </div>
      </div>
      <ListState
        query={list}
        isEmpty={() => entries.length === 0}
        loading={{ label: t`Cargando actividad`, rows: 2, rowClassName: 'h-28 rounded-lg' }}
        error={{
          title: t`No se pudo cargar la actividad`,
          detail: (error) => getErrorMessage(error, t`Por favor, intenta más tarde.`),
          retryLabel: t`Reintentar`,
        }}
        empty={{
          icon: Award,
          title: kind ? t`Sin actividades de este tipo.` : t`Aún no hay actividades registradas.`,
          detail: canAdd ? t`Añade producciones, exposiciones, premios, charlas y más.` : undefined,
        }}
      >
        {() => (
          <>
            {showGroups ? (
              <div className="grid gap-5">
                {groupByKind(entries).map((group) => (
                  <section key={group.kind} aria-label={i18n._(KIND_LABELS[group.kind])} className="grid gap-2">
                    <LevelHeading level={headingLevel + 1} className="text-sm font-semibold">
                      {i18n._(KIND_LABELS[group.kind])}{' '}
                      <span className="font-normal text-muted-foreground">({group.entries.length})</span>
                    </LevelHeading>
                    <ul className="grid gap-3">
                      {group.entries.map((entry) => (
                        <li key={entry.id}>{card(entry, tag(headingLevel + 2) as HeadingTag, false)}</li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            ) : (
              <ul aria-label={t`Actividades`} className="grid gap-3">
                {entries.map((entry) => (
                  <li key={entry.id}>{card(entry, tag(headingLevel + 1) as HeadingTag, kind === undefined)}</li>
                ))}
              </ul>
            )}
            <LoadMore
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              status={
                directory
                  ? undefined
                  : t`Mostrando ${shown} de ${plural(total, { one: '# actividad', other: '# actividades' })}`
              }
              label={t`Cargar más`}
              loadingLabel={t`Cargando más resultados`}
            />
          </>
        )}
      </ListState>
      {!directory ? (
        <>
          <OnFirstOpen open={form.open}>
            <ActivityFormDialog
              open={form.open}
              onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
              teacherId={teacherId}
              own={mode === 'own'}
              entry={form.entry}
            />
          </OnFirstOpen>
          <OnFirstOpen open={review.open}>
            <ReviewDialog
              teacherId={teacherId}
              entry={review.entry}
              action={review.action}
              open={review.open}
              onOpenChange={(open) => setReview((current) => ({ ...current, open }))}
            />
          </OnFirstOpen>
          <ConfirmDeleteDialog
            open={deleting.open && deleting.entry !== null}
            onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
            pending={remove.isPending}
            onConfirm={() => deleting.entry && remove.mutate(deleting.entry.id)}
            title={t`¿Eliminar actividad?`}
            description={<Trans>«{deletingTitle}» se eliminará del registro. Esta acción no se puede deshacer.</Trans>}
          />
        </>
      ) : null}
    </section>
  );
}
