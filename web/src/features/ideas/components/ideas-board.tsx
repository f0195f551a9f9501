import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ideasQueryOptions, useToggleIdeaVote } from '../api/ideas';
import { IdeaItem } from './idea-item';

/** Ideas, most voted first, each with a vote toggle (one vote per user). */
export function IdeasBoard() {
  const ideas = useQuery(ideasQueryOptions());
  const toggleVote = useToggleIdeaVote();

  const onToggleVote = (id: number) =>
    toggleVote.mutate(id, {
      onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'No se pudo registrar el voto'), variant: 'destructive' }),
    });

  if (ideas.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Cargando ideas">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (ideas.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-sm">
        <p className="text-muted-foreground">No se pudieron cargar las ideas.</p>
        <Button variant="outline" size="sm" onClick={() => ideas.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (ideas.data.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">Aún no hay ideas. ¡Comparte la primera!</p>;
  }
  return (
    <ul aria-label="Ideas" className="grid max-h-80 gap-2 overflow-y-auto pr-1">
      {ideas.data.map((idea) => (
        <IdeaItem key={idea.id} idea={idea} onToggleVote={onToggleVote} voting={toggleVote.isPending && toggleVote.variables === idea.id} />
      ))}
    </ul>
  );
}
