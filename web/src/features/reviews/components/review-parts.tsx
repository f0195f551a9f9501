import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { labelText } from '@contracts/catalogues/catalogue';
import {
  REVIEW_RECORD_KIND_LABELS,
  type Review,
  type ReviewHistoryEntry,
  type ReviewMove,
  type ReviewRecordItem,
} from '@contracts/reviews';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDateTime } from '@/lib/format';

/** An item of the record by its kind and ref id: how highlights are picked and compared. */
export const itemKey = (item: Pick<ReviewRecordItem, 'kind' | 'ref_id'>) => `${item.kind}:${item.ref_id}`;

/** 'Actividad · Título (detalle, 12/3/2026)'. */
export function RecordItemText({ item }: { item: ReviewRecordItem }) {
  useLinguiRuntime();
  const extra = [item.detail, item.date ? formatDate(item.date) : null].filter(Boolean).join(', ');
  return (
    <span className="break-words">
      <span className="text-muted-foreground">{labelText(REVIEW_RECORD_KIND_LABELS[item.kind])} · </span>
      {item.title}
      {extra ? <span className="text-muted-foreground"> ({extra})</span> : null}
    </span>
  );
}

/** What a section highlights from the record, read-only. */
export function Highlights({ items, title }: { items: ReviewRecordItem[]; title: string }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">
        <Trans>Destacado del registro</Trans>
      </p>
      <ul aria-label={t`Destacado en «${title}»`} className="grid list-inside list-disc gap-1 text-sm">
        {items.map((item) => (
          <li key={itemKey(item)}>
            <RecordItemText item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A text as typed (line breaks kept), or a dash when empty. */
export function TypedText({ text }: { text: string | null | undefined }) {
  if (!text?.trim())
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Sin texto.</Trans>
      </p>
    );
  return <p className="text-sm break-words whitespace-pre-line">{text}</p>;
}

/** The self-report as submitted: each section's text, highlights and (when shown) the reviewer's comment. */
export function SelfReportView({ review, showComments }: { review: Review; showComments: boolean }) {
  return (
    <div className="grid gap-4">
      {review.sections.map((section) => (
        <Card key={section.id}>
          <CardHeader>
            <CardTitle as="h3">{section.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <TypedText text={section.text} />
            <Highlights items={section.highlights} title={section.title} />
            {showComments && section.comment ? (
              <div className="grid gap-1 rounded-md border-l-4 border-primary/40 bg-muted/40 p-3">
                <p className="text-sm font-medium">
                  <Trans>Comentario del evaluador</Trans>
                </p>
                <TypedText text={section.comment} />
              </div>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The evaluation once sent: the overall rating and comment. */
export function EvaluationView({ review }: { review: Review }) {
  const sent = review.evaluation.sent_at ? formatDateTime(review.evaluation.sent_at) : null;
  const reviewer = review.reviewer.name;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Evaluación</Trans>
        </CardTitle>
        {sent ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Enviada por {reviewer} el {sent}
            </Trans>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>
          <span className="font-medium">
            <Trans>Valoración global:</Trans>
          </span>{' '}
          {review.evaluation.rating_label ?? '—'}
        </p>
        <TypedText text={review.evaluation.overall_comment} />
      </CardContent>
    </Card>
  );
}

/** The teacher's response and acknowledgement, read-only. */
export function ResponseView({ review }: { review: Review }) {
  const acknowledged = review.response.acknowledged_at ? formatDateTime(review.response.acknowledged_at) : null;
  const teacher = review.teacher.name;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Respuesta del profesor</Trans>
        </CardTitle>
        {acknowledged ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              {teacher} confirmó haber leído la evaluación el {acknowledged}
            </Trans>
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <TypedText text={review.response.text} />
      </CardContent>
    </Card>
  );
}

const MOVE_LABELS: Record<ReviewMove, MessageDescriptor> = {
  save_draft: msg`Guardó el borrador`,
  submit: msg`Envió el autoinforme`,
  return: msg`Devolvió el autoinforme para cambios`,
  save_evaluation: msg`Guardó la evaluación`,
  send_evaluation: msg`Envió la evaluación`,
  respond: msg`Respondió y confirmó la lectura`,
  close: msg`Cerró la revisión`,
};

/** Who moved the review when: each step, with a return's reason. */
export function ReviewHistory({ history }: { history: ReviewHistoryEntry[] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  if (history.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Historial</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-label={t`Historial de la revisión`} className="grid gap-2 text-sm">
          {history.map((entry, index) => (
            <li key={index} className="grid gap-0.5 border-l-2 pl-3">
              <span>
                <span className="font-medium">{i18n._(MOVE_LABELS[entry.move])}</span>
                {entry.by ? ` · ${entry.by.name}` : ''}
              </span>
              <span className="text-muted-foreground">{formatDateTime(entry.at)}</span>
              {entry.reason ? (
                <span className="break-words whitespace-pre-line">
                  <Trans>Motivo: {entry.reason}</Trans>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
