import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { IDEA_REPLY_MAX_LENGTH, IDEA_STATUSES, type Idea, type IdeaStatus } from '@contracts/ideas';
import { CatalogueSelect } from '@/components/catalogue-select';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useModerateIdea } from '../api/ideas';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** Staff's controls under an idea: its status and a public reply; the author and voters are notified. */
export function IdeaModeration({ idea }: { idea: Idea }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<IdeaStatus>(idea.status);
  const [reply, setReply] = useState(idea.staff_reply ?? '');
  const moderate = useModerateIdea();
  const changed = status !== idea.status || reply.trim() !== (idea.staff_reply ?? '');
  useUnsavedChanges(changed);
  const save = () =>
    moderate.mutate(
      { id: idea.id, input: { status, staff_reply: reply } },
      {
        onSuccess: () =>
          toast({
            title: t`Idea actualizada`,
            description: t`Su autor y quienes la votaron recibirán un aviso.`,
          }),
        onError: (error) =>
          toast({
            title: t`Error`,
            description: getErrorMessage(error, t`No se pudo actualizar la idea`),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="mt-3 grid gap-2 rounded-md border bg-muted/30 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      <div className="grid gap-1">
        <Label htmlFor={`idea-status-${idea.id}`}>
          <Trans>Estado</Trans>
        </Label>
        <CatalogueSelect
          id={`idea-status-${idea.id}`}
          entries={IDEA_STATUSES}
          value={status}
          onValueChange={(value) => setStatus(value as IdeaStatus)}
          placeholder={t`Estado`}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`idea-reply-${idea.id}`}>
          <Trans>Respuesta pública</Trans>
        </Label>
        <Textarea
          id={`idea-reply-${idea.id}`}
          rows={2}
          maxLength={IDEA_REPLY_MAX_LENGTH}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
      </div>
      <Button onClick={save} disabled={!changed || moderate.isPending}>
        <Trans>Guardar</Trans>
      </Button>
    </div>
  );
}
