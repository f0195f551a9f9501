import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DocumentExpirySchema, type DocumentItem } from '@contracts/documents';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import type { useSetDocumentExpiry } from '../api/documents';

interface ExpiryValues {
  expires_at: string;
}

interface ExpiryFormProps {
  document: DocumentItem;
  save: ReturnType<typeof useSetDocumentExpiry>;
  onSaved: () => void;
}

/** The expiry popover's form: a date checked by DocumentExpirySchema, 'Guardar' and, when one is set, 'Quitar'. */
export function ExpiryForm({ document, save, onSaved }: ExpiryFormProps) {
  const { t } = useLingui();
  // Drawn each time the popover opens, so it starts from the document's date.
  const form = useForm<ExpiryValues, unknown, z.output<typeof DocumentExpirySchema>>({
    resolver: zodResolver(DocumentExpirySchema) as never,
    defaultValues: { expires_at: document.expires_at ?? '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const value = useWatch({ control, name: 'expires_at' });
  const submit = (expiresAt: string | null) =>
    save.mutate(
      { id: document.id, expiresAt },
      {
        onSuccess: () => {
          onSaved();
          toast({
            title: expiresAt ? t`Vencimiento guardado` : t`Vencimiento quitado`,
            description: document.original_name,
          });
        },
        onError: (error) => {
          applyServerIssues(form, error);
          toast({
            title: t`Error`,
            description: getErrorMessage(error, t`No se pudo guardar el vencimiento`),
            variant: 'destructive',
          });
        },
      },
    );
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={form.handleSubmit(({ expires_at }) => submit(expires_at ?? null))}
    >
      <FormField label={t`Fecha de vencimiento`} error={errors.expires_at?.message}>
        {(field) => <Input {...field} type="date" {...register('expires_at')} />}
      </FormField>
      <div className="flex justify-end gap-2">
        {document.expires_at ? (
          <Button type="button" variant="outline" size="sm" disabled={save.isPending} onClick={() => submit(null)}>
            <Trans>Quitar</Trans>
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={save.isPending || !value}>
          <Trans>Guardar</Trans>
        </Button>
      </div>
    </form>
  );
}
