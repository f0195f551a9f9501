import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CalendarClock } from 'lucide-react';
import type { z } from 'zod';
import { DocumentExpirySchema, type DocumentItem } from '@contracts/documents';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useSetDocumentExpiry } from '../api/documents';

interface ExpiryValues {
  expires_at: string;
}

/** Sets or clears a document's expiry date (staff; a teacher on their own profile's documents); checked by DocumentExpirySchema. */
export function ExpiryButton({ document }: { document: DocumentItem }) {
  const [open, setOpen] = useState(false);
  const form = useForm<ExpiryValues, unknown, z.output<typeof DocumentExpirySchema>>({
    resolver: zodResolver(DocumentExpirySchema) as never,
    defaultValues: { expires_at: document.expires_at ?? '' },
  });
  const {
    register,
    control,
    reset,
    formState: { errors },
  } = form;
  const value = useWatch({ control, name: 'expires_at' });
  const save = useSetDocumentExpiry();
  const submit = (expiresAt: string | null) =>
    save.mutate(
      { id: document.id, expiresAt },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: expiresAt ? 'Vencimiento guardado' : 'Vencimiento quitado',
            description: document.original_name,
          });
        },
        onError: (error) => {
          applyServerIssues(form, error);
          toast({
            title: 'Error',
            description: getErrorMessage(error, 'No se pudo guardar el vencimiento'),
            variant: 'destructive',
          });
        },
      },
    );
  return (
    <Popover
      open={open}
      onOpenChange={(next) => (setOpen(next), next && reset({ expires_at: document.expires_at ?? '' }))}
    >
      {/* The tooltip's trigger outside the popover's: each asChild trigger passes its props on to the button. */}
      <WithTooltip label="Vencimiento">
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Vencimiento de ${document.original_name}`}>
            <CalendarClock aria-hidden="true" />
          </Button>
        </PopoverTrigger>
      </WithTooltip>
      <PopoverContent className="grid w-64 gap-3" aria-label={`Vencimiento de ${document.original_name}`}>
        <form
          noValidate
          className="grid gap-2"
          onSubmit={form.handleSubmit(({ expires_at }) => submit(expires_at ?? null))}
        >
          <FormField label="Fecha de vencimiento" error={errors.expires_at?.message}>
            {(field) => <Input {...field} type="date" {...register('expires_at')} />}
          </FormField>
          <div className="flex justify-end gap-2">
            {document.expires_at ? (
              <Button type="button" variant="outline" size="sm" disabled={save.isPending} onClick={() => submit(null)}>
                Quitar
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={save.isPending || !value}>
              Guardar
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
