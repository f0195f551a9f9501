import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Save, Send, Undo2 } from 'lucide-react';
import { translate } from '@contracts/i18n/texts';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_REASON_MAX, type Review } from '@contracts/reviews';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useReviewMove } from '../api/reviews';
import { MoveDialog } from './move-dialog';
import { Highlights, TypedText } from './review-parts';

/** The evaluation as the form holds it. */
export interface EvaluationValues {
  comments: { section_id: string; comment: string }[];
  overall_comment: string;
  rating: number | null;
}

export function evaluationValues(review: Review): EvaluationValues {
  return {
    comments: review.sections.map((section) => ({ section_id: section.id, comment: section.comment ?? '' })),
    overall_comment: review.evaluation.overall_comment ?? '',
    rating: review.evaluation.rating,
  };
}

type Dialog = 'return' | 'send' | null;

/**
 * The reviewer's evaluation of a submitted self-report: each section as the teacher wrote it with its evidence and a
 * comment under it, the overall comment and rating from the cycle's scale; 'Guardar evaluación', 'Devolver para
 * cambios' (with the reason) and 'Enviar evaluación' as the review's `can` allows.
 */
export function EvaluationForm({ review }: { review: Review }) {
  const { t } = useLingui();
  const id = useId();
  const [defaults] = useState(() => evaluationValues(review));
  const form = useForm<EvaluationValues>({ defaultValues: defaults });
  const { isDirty } = form.formState;
  const { release } = useUnsavedChanges(isDirty);
  const move = useReviewMove(review.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | undefined>();
  const [ratingError, setRatingError] = useState<string | undefined>();
  const editable = review.can.save_evaluation || review.can.send_evaluation;

  const saveEvaluation = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await move.mutateAsync({ move: 'save_evaluation', body: values });
      form.reset(values);
      toast({ title: t`Evaluación guardada` });
    } catch (failure) {
      setError(getErrorMessage(failure, t`No se pudo guardar la evaluación. Inténtalo de nuevo.`));
    }
  });
  const askToSend = () => {
    if (form.getValues('rating') === null) {
      setRatingError(translate(REVIEW_MESSAGES.ratingRequired));
      document.getElementById(`${id}-rating-0`)?.focus();
      return;
    }
    setDialog('send');
  };
  const send = async () => {
    const values = form.getValues();
    setError(undefined);
    try {
      await move.mutateAsync({ move: 'send_evaluation', body: { ...values, rating: values.rating ?? -1 } });
      release();
      setDialog(null);
      toast({ title: t`Evaluación enviada`, description: t`El profesor recibe un aviso para leerla y responder.` });
    } catch (failure) {
      setDialog(null);
      setError(getErrorMessage(failure, t`No se pudo enviar la evaluación. Inténtalo de nuevo.`));
    }
  };
  const giveBack = async (reason: string) => {
    setError(undefined);
    try {
      // The comments written so far are kept for the next reading.
      if (isDirty && review.can.save_evaluation)
        await move.mutateAsync({ move: 'save_evaluation', body: form.getValues() });
      await move.mutateAsync({ move: 'return', reason });
      release();
      setDialog(null);
      toast({ title: t`Autoinforme devuelto`, description: t`El profesor recibe el motivo y puede cambiarlo.` });
    } catch (failure) {
      setDialog(null);
      setError(getErrorMessage(failure, t`No se pudo devolver el autoinforme. Inténtalo de nuevo.`));
    }
  };

  return (
    <>
      <form noValidate onSubmit={saveEvaluation} aria-label={t`Evaluación`} className="grid gap-4">
        {review.sections.map((section, index) => (
          <Card key={section.id}>
            <CardHeader>
              <CardTitle as="h3">{section.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <TypedText text={section.text} />
              <Highlights items={section.highlights} title={section.title} />
              <div className="grid gap-2 border-t pt-3">
                <Label htmlFor={`${id}-comment-${section.id}`}>{t`Tu comentario sobre «${section.title}»`}</Label>
                <Textarea
                  id={`${id}-comment-${section.id}`}
                  rows={4}
                  maxLength={REVIEW_COMMENT_MAX}
                  readOnly={!editable}
                  {...form.register(`comments.${index}.comment`)}
                />
              </div>
            </CardContent>
          </Card>
        ))}
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Valoración global</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <fieldset className="grid gap-2" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
                  <legend className="mb-1 text-sm font-medium">
                    <Trans>Valoración</Trans>
                    <span aria-hidden="true" className="text-destructive">
                      {' '}
                      *
                    </span>
                  </legend>
                  {review.cycle.rating_scale.map((label, index) => (
                    <div key={index} className="flex items-center gap-2">
                      <input
                        type="radio"
                        id={`${id}-rating-${index}`}
                        name={`${id}-rating`}
                        checked={field.value === index}
                        disabled={!editable}
                        onChange={() => {
                          field.onChange(index);
                          setRatingError(undefined);
                        }}
                        className="size-4 accent-[var(--primary)] focus-visible:outline-2 focus-visible:outline-ring"
                      />
                      <Label htmlFor={`${id}-rating-${index}`} className="font-normal">
                        {label}
                      </Label>
                    </div>
                  ))}
                  <FieldError id={`${id}-rating-error`} message={ratingError} />
                </fieldset>
              )}
            />
            <div className="grid gap-2">
              <Label htmlFor={`${id}-overall`}>{t`Comentario general`}</Label>
              <Textarea
                id={`${id}-overall`}
                rows={5}
                maxLength={REVIEW_COMMENT_MAX}
                readOnly={!editable}
                {...form.register('overall_comment')}
              />
            </div>
          </CardContent>
        </Card>
        <FieldError message={error} announce />
        <div className="flex flex-wrap justify-end gap-2">
          {review.can.save_evaluation ? (
            <Button type="submit" variant="outline" disabled={move.isPending}>
              {move.isPending && dialog === null ? <Spinner aria-hidden="true" /> : <Save aria-hidden="true" />}
              <Trans>Guardar evaluación</Trans>
            </Button>
          ) : null}
          {review.can.return ? (
            <Button type="button" variant="outline" disabled={move.isPending} onClick={() => setDialog('return')}>
              <Undo2 aria-hidden="true" />
              <Trans>Devolver para cambios</Trans>
            </Button>
          ) : null}
          {review.can.send_evaluation ? (
            <Button type="button" disabled={move.isPending} onClick={askToSend}>
              <Send aria-hidden="true" />
              <Trans>Enviar evaluación</Trans>
            </Button>
          ) : null}
        </div>
      </form>
      <MoveDialog
        open={dialog === 'return'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t`Devolver para cambios`}
        description={t`El autoinforme vuelve al profesor, que recibe el motivo y puede cambiarlo y enviarlo de nuevo.`}
        confirmLabel={t`Devolver`}
        text={{ label: t`Motivo`, required: translate(REVIEW_MESSAGES.reasonRequired), max: REVIEW_REASON_MAX }}
        pending={move.isPending}
        onConfirm={(reason) => void giveBack(reason)}
      />
      <MoveDialog
        open={dialog === 'send'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t`¿Enviar la evaluación?`}
        description={t`El profesor la recibe para leerla y responder. Después ya no cambia.`}
        confirmLabel={t`Enviar evaluación`}
        pending={move.isPending}
        onConfirm={() => void send()}
      />
    </>
  );
}
