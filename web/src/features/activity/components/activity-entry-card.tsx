import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, Clock, ExternalLink } from 'lucide-react';
import type { ActivityEntry } from '@contracts/activity-record';
import { countryName } from '@/components/country-names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { KIND_LABELS, REVIEW_STATE_LABELS, VISIBILITY_LABELS } from './activity-labels';
import { entryFacts } from './activity-model';

export type HeadingTag = 'h3' | 'h4' | 'h5';

/** The entry's dates: '12/03/2025' or '12/03/2025 – 20/04/2025', in the reader's format. */
export function entryDates(entry: Pick<ActivityEntry, 'start_date' | 'end_date'>): string {
  const start = formatDate(entry.start_date);
  return entry.end_date && entry.end_date !== entry.start_date ? `${start} – ${formatDate(entry.end_date)}` : start;
}

/** Staff's review as the entry shows it: pending, verified (by whom, when, the note) or returned (with the reason). */
function ReviewNote({ entry, directory }: { entry: ActivityEntry; directory: boolean }) {
  const { i18n } = useLingui();
  const { state, by, at, note } = entry.review;
  const who = by ?? '';
  const when = formatDateTime(at);
  if (state === 'returned')
    return (
      <div className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="grid min-w-0 gap-1">
          <p className="font-medium text-destructive">
            {by ? (
              <Trans>
                Devuelta por {who} el {when}
              </Trans>
            ) : (
              i18n._(REVIEW_STATE_LABELS.returned)
            )}
          </p>
          {note ? (
            <p className="whitespace-pre-line wrap-anywhere">
              <Trans>Motivo: {note}</Trans>
            </p>
          ) : null}
        </div>
      </div>
    );
  if (state === 'verified')
    return (
      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-1 font-medium text-emerald-800 dark:text-emerald-300">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
          {by && !directory ? (
            <Trans>
              Verificada por {who} el {when}
            </Trans>
          ) : (
            i18n._(REVIEW_STATE_LABELS.verified)
          )}
        </p>
        {note && !directory ? (
          <p className="whitespace-pre-line text-muted-foreground wrap-anywhere">
            <Trans>Nota: {note}</Trans>
          </p>
        ) : null}
      </div>
    );
  if (directory) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {i18n._(REVIEW_STATE_LABELS.pending)}
    </p>
  );
}

interface ActivityEntryCardProps {
  entry: ActivityEntry;
  heading: HeadingTag;
  /** Read through the Trombinoscopio: no visibility, no review detail, no controls. */
  directory: boolean;
  /** Shows the kind on the card (a list of every kind, not a group of one). */
  showKind: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReview: (action: 'verify' | 'return') => void;
}

/**
 * One entry of the record: title, kind, dates, its kind's fields, description, links, evidence, who sees it and
 * staff's review, then the reader's controls as its `can` allows.
 */
export function ActivityEntryCard({
  entry,
  heading: Heading,
  directory,
  showKind,
  onEdit,
  onDelete,
  onReview,
}: ActivityEntryCardProps) {
  const { t, i18n } = useLingui();
  const facts = entryFacts(entry, (code) => countryName(code));
  const title = entry.title;
  const evidence = [
    ...entry.evidence.documents.map((document) => ({ key: `d${document.id}`, label: document.name })),
    ...entry.evidence.works.map((work) => ({ key: `w${work.id}`, label: work.title })),
  ];
  return (
    <article aria-label={title} className="grid min-w-0 gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <Heading className="font-semibold wrap-anywhere">{title}</Heading>
          <p className="text-sm text-muted-foreground">
            {showKind ? <>{i18n._(KIND_LABELS[entry.kind])} · </> : null}
            {entryDates(entry)}
          </p>
        </div>
        {!directory ? (
          <Badge variant={entry.visibility === 'staff' ? 'secondary' : 'outline'} className="whitespace-normal">
            {i18n._(VISIBILITY_LABELS[entry.visibility])}
          </Badge>
        ) : null}
      </div>
      {facts.length > 0 ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map((fact) => (
            <div key={fact.field} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="wrap-anywhere">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entry.description ? <p className="text-sm whitespace-pre-line wrap-anywhere">{entry.description}</p> : null}
      {entry.links.length > 0 ? (
        <ul aria-label={t`Enlaces de «${title}»`} className="grid gap-1 text-sm">
          {entry.links.map((link) => (
            <li key={link} className="min-w-0">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1 rounded-sm text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="wrap-anywhere">{link}</span>
                <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {evidence.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            <Trans>Evidencia</Trans>
          </p>
          <ul aria-label={t`Evidencia de «${title}»`} className="flex flex-wrap gap-1">
            {evidence.map((item) => (
              <li key={item.key}>
                <Badge variant="outline" className="max-w-full whitespace-normal wrap-anywhere">
                  {item.label}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : !directory ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Sin evidencia</Trans>
        </p>
      ) : null}
      <ReviewNote entry={entry} directory={directory} />
      {!directory && (entry.can.edit || entry.can.delete || entry.can.review) ? (
        <div className="flex flex-wrap gap-2">
          {entry.can.review ? (
            <>
              <Button type="button" size="sm" aria-label={t`Verificar «${title}»`} onClick={() => onReview('verify')}>
                <Trans>Verificar</Trans>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t`Devolver «${title}»`}
                onClick={() => onReview('return')}
              >
                <Trans>Devolver</Trans>
              </Button>
            </>
          ) : null}
          {entry.can.edit ? (
            <Button type="button" size="sm" variant="outline" aria-label={t`Editar «${title}»`} onClick={onEdit}>
              <Trans>Editar</Trans>
            </Button>
          ) : null}
          {entry.can.delete ? (
            <Button type="button" size="sm" variant="outline" aria-label={t`Eliminar «${title}»`} onClick={onDelete}>
              <Trans>Eliminar</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
