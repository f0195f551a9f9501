import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Eye, Lock } from 'lucide-react';
import { translate } from '@contracts/i18n/texts';
import { REVIEW_MESSAGES, REVIEW_REASON_MAX, REVIEW_STATE_LABELS, type Review } from '@contracts/reviews';
import { labelText } from '@contracts/catalogues/catalogue';
import { FormField } from '@/components/form-field';
import { ListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { downloadReviewPdf, reviewQueryOptions, useReviewMove } from '../api/reviews';
import { EvaluationForm } from './evaluation-form';
import { MoveDialog } from './move-dialog';
import { ResponseForm } from './response-form';
import { EvaluationView, ResponseView, ReviewHistory, SelfReportView } from './review-parts';
import { LateNote, ReviewStateBadge } from './review-labels';
import { SelfReportForm } from './self-report-form';

/** Staff who are not the review's reviewer say why they read it first (kept in the audit log). */
function ReasonPrompt({ onReason }: { onReason: (reason: string) => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useUnsavedChanges(reason.trim() !== '');
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Motivo de la consulta</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            No eres el evaluador de esta revisión. Indica por qué la consultas: el motivo queda en el registro de
            auditoría.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError(translate(REVIEW_MESSAGES.readReasonRequired));
              return;
            }
            onReason(reason.trim());
          }}
        >
          <FormField label={t`Motivo`} required error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={REVIEW_REASON_MAX}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit">
              <Eye aria-hidden="true" />
              <Trans>Consultar la revisión</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** 'Descargar PDF' (a closed review) and 'Cerrar revisión' (staff), as the review's `can` allows. */
function ReviewActions({ review, reason }: { review: Review; reason: string | undefined }) {
  const { t } = useLingui();
  const [closing, setClosing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const move = useReviewMove(review.id);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReviewPdf(review.id, reason, t`revision-${review.cycle.year}.pdf`);
    } catch (error) {
      toast({
        title: t`No se pudo descargar el PDF`,
        description: getErrorMessage(error, t`Inténtalo de nuevo en unos segundos.`),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };
  if (!review.can.download_pdf && !review.can.close) return null;
  return (
    <>
      {review.can.download_pdf ? (
        <Button variant="outline" disabled={downloading} onClick={() => void download()}>
          {downloading ? <Spinner aria-hidden="true" /> : <Download aria-hidden="true" />}
          <Trans>Descargar PDF</Trans>
        </Button>
      ) : null}
      {review.can.close ? (
        <Button variant="destructive" onClick={() => setClosing(true)}>
          <Lock aria-hidden="true" />
          <Trans>Cerrar revisión</Trans>
        </Button>
      ) : null}
      <MoveDialog
        open={closing}
        onOpenChange={setClosing}
        title={t`¿Cerrar la revisión?`}
        description={t`La revisión queda de solo lectura para todos y da su PDF.`}
        confirmLabel={t`Cerrar revisión`}
        destructive
        text={{ label: t`Nota (opcional)`, hint: t`Queda en el registro de auditoría.` }}
        pending={move.isPending}
        onConfirm={(note) =>
          move.mutate(
            { move: 'close', note },
            {
              onSuccess: () => {
                setClosing(false);
                toast({ title: t`Revisión cerrada` });
              },
              onError: (error) =>
                toast({
                  title: t`No se pudo cerrar la revisión`,
                  description: getErrorMessage(error, t`Inténtalo de nuevo.`),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </>
  );
}

/** What the reader reads and may do, from the review's state and `can` flags. */
function ReviewBody({ review }: { review: Review }) {
  const writing = review.can.save_draft || review.can.submit;
  const evaluating = review.can.save_evaluation || review.can.send_evaluation || review.can.return;
  const evaluated = review.evaluation.sent_at !== null || review.evaluation.rating_label !== null;
  const responded = review.response.acknowledged_at !== null;
  const returnReason = review.return_reason;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {returnReason ? (
        <div role="note" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <p className="font-medium text-destructive">
            <Trans>Devuelto para cambios</Trans>
          </p>
          <p className="text-sm break-words whitespace-pre-line">{returnReason}</p>
          {review.state === 'returned' && review.can.save_draft ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Guarda tus cambios para poder enviarlo de nuevo.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      <section className="grid gap-4" aria-labelledby="review-self-report">
        <h2 id="review-self-report" className="text-xl font-semibold">
          <Trans>Autoinforme</Trans>
        </h2>
        {writing ? (
          <SelfReportForm key={review.state} review={review} />
        ) : evaluating ? (
          <EvaluationForm key={review.state} review={review} />
        ) : review.state === 'not_started' ? (
          <p className="text-sm text-muted-foreground">
            <Trans>El profesor todavía no ha empezado su autoinforme.</Trans>
          </p>
        ) : (
          <SelfReportView review={review} showComments={evaluated} />
        )}
      </section>
      {evaluated && !evaluating ? <EvaluationView review={review} /> : null}
      {review.can.respond ? <ResponseForm review={review} /> : responded ? <ResponseView review={review} /> : null}
      <ReviewHistory history={review.history} />
    </div>
  );
}

/** The review's title, its state, reviewer and deadlines, then its body. */
export function ReviewView({ review, reason, back }: { review: Review; reason?: string; back?: ReactNode }) {
  const { t } = useLingui();
  const teacher = review.teacher.name;
  const reviewer = review.reviewer.name;
  const cycle = review.cycle.name;
  const selfReport = formatDate(review.cycle.deadlines.self_report);
  const evaluation = formatDate(review.cycle.deadlines.evaluation);
  const response = formatDate(review.cycle.deadlines.response);
  const closedFrom =
    review.state === 'closed' && review.closed_from && review.closed_from !== 'closed'
      ? labelText(REVIEW_STATE_LABELS[review.closed_from])
      : null;
  const title = review.viewer === 'teacher' ? t`Mi revisión: ${cycle}` : t`Revisión de ${teacher}`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {back ? <div>{back}</div> : null}
      <PageHeader
        className="mb-0"
        title={title}
        description={
          <span className="grid gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <ReviewStateBadge state={review.state} />
              {closedFrom ? (
                <span className="text-sm">
                  <Trans>(cerrada en «{closedFrom}»)</Trans>
                </span>
              ) : null}
              <span>
                <Trans>
                  {cycle} · Evaluador: {reviewer}
                </Trans>
              </span>
            </span>
            <span className="text-sm">
              <Trans>
                Plazos: autoinforme {selfReport} · evaluación {evaluation} · respuesta {response}
              </Trans>
            </span>
            {review.late ? <LateNote late={review.late} /> : null}
          </span>
        }
        actions={<ReviewActions review={review} reason={reason} />}
      />
      <ReviewBody review={review} />
    </div>
  );
}

const needsReason = (error: unknown) => error instanceof ApiError && error.code === 'REVIEW_READ_REASON_REQUIRED';

/**
 * A review by its id, for whoever may read it: the teacher, their reviewer, or other staff once they give a reason
 * (asked first, sent with the reading and kept in the audit log). `back` is the link above it.
 */
export function ReviewScreen({
  reviewId,
  back: backOf,
}: {
  reviewId: number;
  /** The link above it; as a function, chosen from the review (undefined while a reason is asked: staff). */
  back?: ReactNode | ((review: Review | undefined) => ReactNode);
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState<string | undefined>();
  const review = useQuery(reviewQueryOptions(reviewId, reason));
  const back = typeof backOf === 'function' ? backOf(review.data) : backOf;
  if (review.isError && needsReason(review.error))
    return (
      <div className="grid gap-6">
        {back ? <div>{back}</div> : null}
        <PageHeader className="mb-0" title={t`Revisión anual`} />
        <ReasonPrompt onReason={setReason} />
      </div>
    );
  return (
    <ListState
      query={review}
      isEmpty={() => false}
      loading={{ label: t`Cargando la revisión`, rows: 4, rowClassName: 'h-28' }}
      error={{
        title: t`No se pudo cargar la revisión`,
        detail: (error) => getErrorMessage(error, t`inténtalo de nuevo`),
        retryLabel: t`Reintentar`,
      }}
      empty={{ title: '' }}
    >
      {(data) => <ReviewView review={data} reason={reason} back={back} />}
    </ListState>
  );
}
