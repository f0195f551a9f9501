import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import {
  PUBLIC_PAGE_MAX_ENTRIES,
  PUBLIC_PAGE_MAX_WORKS,
  PUBLIC_PAGE_PARTS,
  type PublicPage,
  type PublicPagePart,
  type PublicPageSettingsInput,
} from '@contracts/public-pages';
import { saveWithToast } from '@/components/save-with-toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import {
  candidateEntriesQueryOptions,
  candidateWorksQueryOptions,
  publicPageQueryOptions,
  usePublicPageAction,
  useSavePublicPage,
  type Candidate,
} from '../api/public-pages';
import { PublicPageState } from './public-page-state';

const PART_LABELS: Record<PublicPagePart, MessageDescriptor> = {
  photo: msg`Foto`,
  bio: msg`Biografía`,
  areas: msg`Áreas de especialidad`,
  social: msg`Redes y enlaces`,
  badges: msg`Insignias (con su enlace de verificación)`,
};

const settingsOf = (page: PublicPage): PublicPageSettingsInput => ({
  enabled: page.enabled,
  parts: page.parts,
  work_ids: page.work_ids,
  entry_ids: page.entry_ids,
});

const sameSettings = (a: PublicPageSettingsInput, b: PublicPageSettingsInput) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * 'Página pública' (issue 47) in the teacher's own profile: the page on or off, the parts shown, the works and record
 * entries featured (picked from those the school already sees), the address and the state — with staff's reason when
 * they took it down — and the request to publish it. Email, phone, birthdate, bank data, documents and grades are
 * never offered: the page cannot show them.
 */
export function PublicPageSection({ teacherId }: { teacherId: number }) {
  const { t } = useLingui();
  const page = useQuery(publicPageQueryOptions(teacherId));
  if (page.isPending)
    return (
      <div role="status" aria-label={t`Cargando página pública`} className="grid gap-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40" />
      </div>
    );
  if (page.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-2 p-6 text-center">
        <p className="font-medium text-destructive">
          <Trans>No se pudo cargar la página pública</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </div>
    );
  // Keyed by the saved answer: after a save (or a review by staff) the form starts again from what is stored.
  return <PublicPageForm key={page.dataUpdatedAt} teacherId={teacherId} page={page.data} />;
}

function PublicPageForm({ teacherId, page }: { teacherId: number; page: PublicPage }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<PublicPageSettingsInput>(() => settingsOf(page));
  const dirty = !sameSettings(draft, settingsOf(page));
  useUnsavedChanges(dirty);
  const save = useSavePublicPage(teacherId);
  const action = usePublicPageAction(teacherId);
  const works = useQuery(candidateWorksQueryOptions(teacherId));
  const entries = useQuery(candidateEntriesQueryOptions(teacherId));
  const enabledId = useId();
  // Asking is for a page that is on and neither published nor waiting; saved first.
  const mayAsk = draft.enabled && (page.state === 'draft' || page.state === 'taken_down');

  const toggle = (list: number[], id: number, on: boolean) =>
    on ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id);

  const onSave = () =>
    void saveWithToast(
      () => save.mutateAsync(draft),
      () => undefined,
      {
        success: { title: t`Página pública guardada` },
        failure: { title: t`No se pudo guardar la página pública`, fallback: t`Inténtalo de nuevo.` },
      },
    );
  const onSubmit = () =>
    void saveWithToast(
      () => action.mutateAsync({ kind: 'submit' }),
      () => undefined,
      {
        success: {
          title: t`Publicación pedida`,
          description: t`La administración revisará tu página antes de publicarla.`,
        },
        failure: { title: t`No se pudo pedir la publicación`, fallback: t`Inténtalo de nuevo.` },
      },
    );

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">
          <Trans>Página pública</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Muestra tu trabajo al mundo en el sitio de la escuela, sin necesidad de iniciar sesión. Tú eliges qué se ve;
            tu correo, teléfono, fecha de nacimiento, datos bancarios, documentos y notas nunca son públicos.
          </Trans>
        </p>
        <PublicPageState page={page} />
      </div>

      <div className="flex items-center gap-3">
        <Switch id={enabledId} checked={draft.enabled} onCheckedChange={(enabled) => setDraft({ ...draft, enabled })} />
        <Label htmlFor={enabledId}>
          <Trans>Activar mi página pública</Trans>
        </Label>
      </div>

      <fieldset className="grid gap-2" disabled={!draft.enabled}>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Qué se muestra (tu nombre siempre)</Trans>
        </legend>
        {PUBLIC_PAGE_PARTS.map((part) => (
          <CheckRow
            key={part}
            checked={draft.parts[part]}
            onChange={(on) => setDraft({ ...draft, parts: { ...draft.parts, [part]: on } })}
          >
            {i18n._(PART_LABELS[part])}
          </CheckRow>
        ))}
      </fieldset>

      <CandidatePicker
        legend={t`Obras destacadas (hasta ${PUBLIC_PAGE_MAX_WORKS})`}
        hint={t`Solo las obras de tu portafolio que ve toda la escuela.`}
        empty={t`No tienes obras visibles para toda la escuela.`}
        loadingLabel={t`Cargando obras`}
        errorText={t`No se pudieron cargar tus obras`}
        query={works}
        chosen={draft.work_ids}
        max={PUBLIC_PAGE_MAX_WORKS}
        disabled={!draft.enabled}
        onChange={(id, on) => setDraft({ ...draft, work_ids: toggle(draft.work_ids, id, on) })}
      />
      <CandidatePicker
        legend={t`Actividades de tu trayectoria (hasta ${PUBLIC_PAGE_MAX_ENTRIES})`}
        hint={t`Solo las actividades de tu registro visibles para toda la escuela.`}
        empty={t`No tienes actividades visibles para toda la escuela.`}
        loadingLabel={t`Cargando actividades`}
        errorText={t`No se pudieron cargar tus actividades`}
        query={entries}
        chosen={draft.entry_ids}
        max={PUBLIC_PAGE_MAX_ENTRIES}
        disabled={!draft.enabled}
        onChange={(id, on) => setDraft({ ...draft, entry_ids: toggle(draft.entry_ids, id, on) })}
      />

      <div className="flex flex-wrap gap-3">
        <Button onClick={onSave} disabled={!dirty || save.isPending}>
          <Trans>Guardar</Trans>
        </Button>
        {mayAsk ? (
          <Button variant="outline" onClick={onSubmit} disabled={dirty || !page.can.submit || action.isPending}>
            <Trans>Pedir publicación</Trans>
          </Button>
        ) : null}
        {page.live ? (
          <Button variant="link" asChild>
            <a href={page.url} target="_blank" rel="noopener">
              <Trans>Ver mi página pública</Trans>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        ) : null}
      </div>
      {mayAsk && dirty ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Guarda los cambios antes de pedir la publicación.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function CheckRow({
  checked,
  onChange,
  disabled,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {children}
      </Label>
    </div>
  );
}

function CandidatePicker(props: {
  legend: string;
  hint: string;
  empty: string;
  loadingLabel: string;
  errorText: string;
  query: { isPending: boolean; isError: boolean; data: Candidate[] | undefined };
  chosen: number[];
  max: number;
  disabled: boolean;
  onChange: (id: number, on: boolean) => void;
}) {
  const { query, chosen, max } = props;
  return (
    <fieldset className="grid gap-1" disabled={props.disabled}>
      <legend className="text-sm font-medium">{props.legend}</legend>
      <p className="mb-1 text-sm text-muted-foreground">{props.hint}</p>
      {query.isPending ? (
        <Skeleton role="status" aria-label={props.loadingLabel} className="h-16" />
      ) : query.isError || !query.data ? (
        <p role="alert" className="text-sm text-destructive">
          {props.errorText}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      ) : (
        query.data.map((candidate) => (
          <CheckRow
            key={candidate.id}
            checked={chosen.includes(candidate.id)}
            disabled={props.disabled || (!chosen.includes(candidate.id) && chosen.length >= max)}
            onChange={(on) => props.onChange(candidate.id, on)}
          >
            {candidate.label}
            {candidate.detail ? <span className="text-muted-foreground"> · {candidate.detail}</span> : null}
          </CheckRow>
        ))
      )}
    </fieldset>
  );
}
