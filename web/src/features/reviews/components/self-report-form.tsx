import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Save, Send } from 'lucide-react';
import { REVIEW_HIGHLIGHTS_MAX, REVIEW_TEXT_MAX, type Review } from '@contracts/reviews';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useReviewMove } from '../api/reviews';
import { MoveDialog } from './move-dialog';
import { itemKey, RecordItemText } from './review-parts';
import { draftInputOf, highlightOptions, selfReportValues, type SelfReportValues } from './self-report-model';

/** One section's highlights: a disclosure with a checkbox per item of the record. */
function HighlightPicker({
  options,
  value,
  onChange,
  title,
}: {
  options: Review['record'];
  value: string[];
  onChange: (value: string[]) => void;
  title: string;
}) {
  const id = useId();
  const chosen = value.length;
  if (options.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Tu registro no tiene elementos de este periodo para destacar.</Trans>
      </p>
    );
  return (
    <details className="rounded-md border p-3" open={chosen > 0 ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
        <Trans>
          Destacar del registro en «{title}» (<Plural value={chosen} one="# elegido" other="# elegidos" />)
        </Trans>
      </summary>
      <ul className="mt-3 grid gap-2">
        {options.map((item) => {
          const key = itemKey(item);
          const checkboxId = `${id}-${key}`;
          return (
            <li key={key} className="flex items-start gap-2">
              <Checkbox
                id={checkboxId}
                className="mt-0.5"
                checked={value.includes(key)}
                disabled={!value.includes(key) && chosen >= REVIEW_HIGHLIGHTS_MAX}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...value, key] : value.filter((each) => each !== key))
                }
              />
              <Label htmlFor={checkboxId} className="text-sm font-normal">
                <RecordItemText item={item} />
              </Label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * The teacher's self-report while it may change: a text per section and what to highlight from the record (the
 * period's courses, activity, badges, credentials and works); 'Guardar borrador' and 'Enviar autoinforme' as the
 * review's `can` allows. Leaving with unsaved text asks first.
 */
export function SelfReportForm({ review }: { review: Review }) {
  const { t } = useLingui();
  const [defaults] = useState(() => selfReportValues(review));
  const form = useForm<SelfReportValues>({ defaultValues: defaults });
  const { isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const move = useReviewMove(review.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const options = highlightOptions(review);

  const save = async (values: SelfReportValues) => {
    await move.mutateAsync({ move: 'save_draft', body: draftInputOf(values) });
    form.reset(values);
  };
  const saveDraft = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await save(values);
      toast({ title: t`Borrador guardado` });
    } catch (failure) {
      setError(getErrorMessage(failure, t`No se pudo guardar el borrador. Inténtalo de nuevo.`));
    }
  });
  const submit = async () => {
    setError(undefined);
    try {
      // What is on screen is what is sent: unsaved text is saved first.
      if (isDirty && review.can.save_draft) await save(form.getValues());
      await move.mutateAsync({ move: 'submit' });
      setConfirming(false);
      toast({ title: t`Autoinforme enviado`, description: t`Tu evaluador recibe un aviso.` });
    } catch (failure) {
      setConfirming(false);
      setError(getErrorMessage(failure, t`No se pudo enviar el autoinforme. Inténtalo de nuevo.`));
    }
  };

  return (
    <>
      <form noValidate onSubmit={saveDraft} aria-label={t`Autoinforme`} className="grid gap-4">
        {review.sections.map((section, index) => (
          <Card key={section.id}>
            <CardHeader>
              <CardTitle as="h3">{section.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="grid gap-2">
                <Label htmlFor={`section-text-${section.id}`}>{t`Tu texto sobre «${section.title}»`}</Label>
                <Textarea
                  id={`section-text-${section.id}`}
                  rows={6}
                  maxLength={REVIEW_TEXT_MAX}
                  readOnly={!review.can.save_draft}
                  {...form.register(`sections.${index}.text`)}
                />
              </div>
              <Controller
                control={form.control}
                name={`sections.${index}.highlights`}
                render={({ field }) => (
                  <HighlightPicker
                    options={options}
                    value={field.value}
                    onChange={field.onChange}
                    title={section.title}
                  />
                )}
              />
            </CardContent>
          </Card>
        ))}
        <FieldError message={error} announce />
        <div className="flex flex-wrap justify-end gap-2">
          {review.can.save_draft ? (
            <Button type="submit" variant="outline" disabled={move.isPending}>
              {move.isPending && !confirming ? <Spinner aria-hidden="true" /> : <Save aria-hidden="true" />}
              <Trans>Guardar borrador</Trans>
            </Button>
          ) : null}
          {review.can.submit ? (
            <Button type="button" disabled={move.isPending} onClick={() => setConfirming(true)}>
              <Send aria-hidden="true" />
              <Trans>Enviar autoinforme</Trans>
            </Button>
          ) : null}
        </div>
      </form>
      <MoveDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`¿Enviar el autoinforme?`}
        description={t`Tu evaluador lo recibe. Después no cambia, salvo que te lo devuelva con un motivo.`}
        confirmLabel={t`Enviar autoinforme`}
        pending={move.isPending}
        onConfirm={() => void submit()}
      />
    </>
  );
}
