import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lightbulb, Trash2 } from 'lucide-react';
import { IDEA_STATUSES, type Idea, type IdeaStatus } from '@contracts/ideas';
import { translate } from '@contracts/i18n/texts';
import { FilterSelect } from '@/components/filter-select';
import { ListState } from '@/components/list-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { boardCutNote, ideaBoardQueryOptions, useDeleteIdea, useToggleIdeaVote, type IdeaSort } from '../api/ideas';
import { useStableIdeaOrder } from '../api/stable-order';
import { IdeaItem } from './idea-item';
import { IdeaModeration } from './idea-moderation';

const ALL = 'all';

/**
 * The idea board: every idea with its status and the school's reply, most voted or newest first, by status; vote
 * and take back a vote; authors delete their own while new; staff move ideas and answer them. Whether an idea offers
 * its delete button and its moderation is the server's answer, each idea's `can`.
 */
export function IdeaBoard() {
  const { t } = useLingui();
  const [sort, setSort] = useState<IdeaSort>('votes');
  const [status, setStatus] = useState<string>(ALL);
  const ideas = useQuery(ideaBoardQueryOptions(sort, status === ALL ? undefined : (status as IdeaStatus)));
  // A vote changes the count, not the place, until the person re-sorts, filters or reloads.
  const shown = useStableIdeaOrder(ideas.data?.items, `${sort}:${status}`);
  const toggleVote = useToggleIdeaVote();
  const remove = useDeleteIdea();
  const vote = (id: number) =>
    toggleVote.mutate(id, {
      onError: (error) =>
        toast({
          title: t`Error`,
          description: getErrorMessage(error, t`No se pudo registrar el voto`),
          variant: 'destructive',
        }),
    });
  const deleteIdea = (idea: Idea) =>
    remove.mutate(idea.id, {
      onSuccess: () => toast({ title: t`Idea eliminada` }),
      onError: (error) =>
        toast({
          title: t`Error`,
          description: getErrorMessage(error, t`No se pudo eliminar la idea`),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          id="idea-sort"
          label={t`Ordenar por`}
          className="w-48"
          value={sort}
          onValueChange={(value) => setSort(value as IdeaSort)}
          options={[
            { value: 'votes', label: t`Más votadas` },
            { value: 'newest', label: t`Más recientes` },
          ]}
        />
        <FilterSelect
          id="idea-status-filter"
          label={t`Estado`}
          className="w-48"
          value={status}
          onValueChange={setStatus}
          options={[
            { value: ALL, label: t`Todos` },
            ...IDEA_STATUSES.map((entry) => ({ value: entry.code, label: translate(entry.label) })),
          ]}
        />
      </div>
      <ListState
        query={ideas}
        isEmpty={(board) => board.items.length === 0}
        loading={{ label: t`Cargando ideas`, rows: 4, rowClassName: 'h-20' }}
        error={{ title: t`No se pudieron cargar las ideas.`, retryLabel: t`Reintentar` }}
        empty={{ icon: Lightbulb, title: t`No hay ideas con este filtro.` }}
      >
        {(board) => (
          <>
            <ul aria-label={t`Ideas`} className="grid gap-3">
              {(shown ?? board.items).map((idea) => (
                <IdeaItem
                  key={idea.id}
                  idea={idea}
                  onToggleVote={vote}
                  voting={toggleVote.isPending && toggleVote.variables === idea.id}
                  actions={
                    <>
                      {idea.can.delete ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="mt-2 -ml-2"
                          onClick={() => deleteIdea(idea)}
                          disabled={remove.isPending}
                        >
                          <Trash2 aria-hidden="true" />
                          <Trans>Eliminar idea</Trans>
                        </Button>
                      ) : null}
                      {idea.can.moderate ? <IdeaModeration key={`${idea.id}-${idea.updated_at}`} idea={idea} /> : null}
                    </>
                  }
                />
              ))}
            </ul>
            {boardCutNote(board) ? <p className="text-sm text-muted-foreground">{boardCutNote(board)}</p> : null}
          </>
        )}
      </ListState>
    </div>
  );
}
