import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CreateIdeaSchema, IDEA_MAX_LENGTH, type CreateIdeaInput } from '@contracts/ideas';
import { FormField } from '@/components/form-field';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateIdea } from '../api/ideas';

interface IdeaFormProps {
  /** The draft, kept by the dialog while this tab is not shown. */
  content: string;
  onContentChange: (content: string) => void;
  /** Called after the idea was published. */
  onPublished: () => void;
}

/** Textarea, Cancel and 'Submit Idea' (spec §2.4); no character counter. Checked by the contract's CreateIdeaSchema. */
export function IdeaForm({ content, onContentChange, onPublished }: IdeaFormProps) {
  const createIdea = useCreateIdea();
  const form = useForm<CreateIdeaInput>({ resolver: zodResolver(CreateIdeaSchema), defaultValues: { content } });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const blank = useWatch({ control, name: 'content' }).trim().length === 0;

  const submit = (input: CreateIdeaInput) => {
    if (createIdea.isPending) return;
    createIdea.mutate(input.content, {
      onSuccess: () => {
        onPublished();
        toast({ title: 'Idea publicada', description: 'Tu idea ha sido publicada correctamente.' });
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast({
          title: 'Error',
          description: getErrorMessage(error, 'Error al publicar idea'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField label="Tu idea o sugerencia" error={errors.content?.message}>
        {(field) => (
          <Textarea
            {...field}
            maxLength={IDEA_MAX_LENGTH}
            rows={4}
            placeholder="¿Qué mejorarías de la plataforma?"
            {...register('content', {
              onChange: (event: { target: { value: string } }) => onContentChange(event.target.value),
            })}
          />
        )}
      </FormField>
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
