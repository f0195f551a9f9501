import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Send } from 'lucide-react';
import { translate } from '@contracts/i18n/texts';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, type Review } from '@contracts/reviews';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useReviewMove } from '../api/reviews';

/**
 * The teacher's answer to the evaluation: a response in their own words (may disagree; may be empty) and the
 * acknowledgement that they read it, sent together.
 */
export function ResponseForm({ review }: { review: Review }) {
  const { t } = useLingui();
  const id = useId();
  const [response, setResponse] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const { release } = useUnsavedChanges(response.trim() !== '');
  const move = useReviewMove(review.id);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!acknowledged) {
      setAckError(translate(REVIEW_MESSAGES.acknowledgeRequired));
      document.getElementById(`${id}-ack`)?.focus();
      return;
    }
    try {
      await move.mutateAsync({ move: 'respond', response: response.trim() });
      release();
      toast({ title: t`Respuesta enviada`, description: t`Tu evaluador y el personal reciben un aviso.` });
    } catch (failure) {
      setError(getErrorMessage(failure, t`No se pudo enviar la respuesta. Inténtalo de nuevo.`));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Tu respuesta</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Puedes responder a la evaluación, también si no estás de acuerdo, y confirmar que la has leído.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void send(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-response`}>{t`Respuesta (opcional)`}</Label>
            <Textarea
              id={`${id}-response`}
              rows={5}
              maxLength={REVIEW_COMMENT_MAX}
              value={response}
              onChange={(event) => setResponse(event.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <div className="flex items-start gap-2">
              <Checkbox
                id={`${id}-ack`}
                className="mt-0.5"
                checked={acknowledged}
                aria-invalid={ackError ? true : undefined}
                aria-describedby={ackError ? `${id}-ack-error` : undefined}
                onCheckedChange={(checked) => {
                  setAcknowledged(checked === true);
                  setAckError(undefined);
                }}
              />
              <Label htmlFor={`${id}-ack`} className="font-normal">
                <Trans>He leído la evaluación</Trans>
              </Label>
            </div>
            <FieldError id={`${id}-ack-error`} message={ackError} />
          </div>
          <FieldError message={error} announce />
          <div className="flex justify-end">
            <Button type="submit" disabled={move.isPending}>
              {move.isPending ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
              <Trans>Enviar respuesta</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
