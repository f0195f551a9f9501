import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListState } from '@/components/list-state';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { boardCutNote, ideasQueryOptions, useToggleIdeaVote } from '../api/ideas';
import { useStableIdeaOrder } from '../api/stable-order';
import { IdeaItem } from './idea-item';

/** Ideas, most voted first, each with a vote toggle (one vote per user); says so when it shows only the first 200. */
export function IdeasBoard() {
  const { t } = useLingui();
  const ideas = useQuery(ideasQueryOptions());
  // A vote changes the count, not the place, while the dialog is open.
  const shown = useStableIdeaOrder(ideas.data?.items, 'votes');
  const toggleVote = useToggleIdeaVote();

  const onToggleVote = (id: number) =>
    toggleVote.mutate(id, {
      onError: (error) =>
        toast({
          title: t`Error`,
          description: getErrorMessage(error, t`No se pudo registrar el voto`),
          variant: 'destructive',
        }),
    });

  return (
    <ListState
      query={ideas}
      isEmpty={(board) => board.items.length === 0}
      loading={{ label: t`Cargando ideas`, rows: 3, rowClassName: 'h-16', className: 'gap-2' }}
      error={{ title: t`No se pudieron cargar las ideas.`, retryLabel: t`Reintentar` }}
      empty={{ title: t`Aún no hay ideas. ¡Comparte la primera!` }}
    >
      {(board) => (
        <>
          <ul aria-label={t`Ideas`} className="grid max-h-80 gap-2 overflow-y-auto pr-1">
            {(shown ?? board.items).map((idea) => (
              <IdeaItem
                key={idea.id}
                idea={idea}
                onToggleVote={onToggleVote}
                voting={toggleVote.isPending && toggleVote.variables === idea.id}
              />
            ))}
          </ul>
          {boardCutNote(board) ? <p className="text-sm text-muted-foreground">{boardCutNote(board)}</p> : null}
        </>
      )}
    </ListState>
  );
}
