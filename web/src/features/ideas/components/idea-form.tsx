import type { FormEvent } from 'react';
import { IDEA_MAX_LENGTH } from '@contracts/ideas';
import { getErrorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateIdea } from '../api/ideas';

interface IdeaFormProps {
  content: string;
  onContentChange: (content: string) => void;
  /** Called after the idea was published. */
  onPublished: () => void;
}

/** Textarea, Cancel and 'Submit Idea' (spec §2.4); no character counter. */
export function IdeaForm({ content, onContentChange, onPublished }: IdeaFormProps) {
  const createIdea = useCreateIdea();
  const blank = content.trim().length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || createIdea.isPending) return;
    createIdea.mutate(content.trim(), {
      onSuccess: () => {
        onPublished();
        toast({ title: 'Idea publicada', description: 'Tu idea ha sido publicada correctamente.' });
      },
      onError: (error) => {
        toast({ title: 'Error', description: getErrorMessage(error, 'Error al publicar idea'), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="idea-content">Tu idea o sugerencia</Label>
        <Textarea
          id="idea-content"
          value={content}
          maxLength={IDEA_MAX_LENGTH}
          rows={4}
          placeholder="¿Qué mejorarías de la plataforma?"
          onChange={(event) => onContentChange(event.target.value)}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={blank || createIdea.isPending}>
          Submit Idea
        </Button>
      </DialogFooter>
    </form>
  );
}
