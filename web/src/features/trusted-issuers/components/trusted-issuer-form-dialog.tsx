import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  CreateTrustedIssuerSchema,
  RenameTrustedIssuerSchema,
  TRUSTED_ISSUER_MESSAGES,
  type CreateTrustedIssuer,
  type TrustedIssuer,
} from '@contracts/trusted-issuers';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog, type DialogOpenState } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAddTrustedIssuer, useRenameTrustedIssuer } from '../api/trusted-issuers';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { translate } from '@contracts/i18n/texts';

/** Add (DID and name) or rename (name only: another DID is another issuer). */
function TrustedIssuerForm({ issuer, onDone }: { issuer?: TrustedIssuer; onDone: () => void }) {
  const { t } = useLingui();
  const adding = issuer === undefined;
  const form = useForm<CreateTrustedIssuer>({
    // Renaming, the DID is shown, not sent: only the name is checked.
    resolver: zodResolver(adding ? CreateTrustedIssuerSchema : RenameTrustedIssuerSchema.extend({ did: z.string() })),
    defaultValues: { did: issuer?.did ?? '', name: issuer?.name ?? '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const add = useAddTrustedIssuer();
  const rename = useRenameTrustedIssuer();

  const submit = (input: CreateTrustedIssuer) =>
    saveWithToast(
      () => (adding ? add.mutateAsync(input) : rename.mutateAsync({ id: issuer.id, name: input.name })),
      onDone,
      {
        success: { title: adding ? t`Emisor añadido` : t`Emisor renombrado`, description: input.name },
        failure: { title: t`Error`, fallback: t`No se pudo guardar el emisor.` },
        handled: (error) => {
          if (!(error instanceof ApiError && error.code === 'TRUSTED_ISSUER_TAKEN')) return false;
          form.setError('did', { message: translate(TRUSTED_ISSUER_MESSAGES.didTaken) }, { shouldFocus: true });
          return true;
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4"
      aria-label={adding ? t`Nuevo emisor de confianza` : t`Renombrar emisor de confianza`}
    >
      {adding ? (
        <FormField
          label={t`DID del emisor`}
          required
          hint={t`Lo que la institución publica como su identificador: did:key:z… o did:web:dominio.`}
          error={errors.did?.message}
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              placeholder="did:web:universidad.example"
              {...register('did')}
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-1 text-sm">
          <span className="font-medium">
            <Trans>DID del emisor</Trans>
          </span>
          <code className="break-all rounded-md bg-muted p-2 text-xs">{issuer.did}</code>
        </div>
      )}
      <FormField
        label={t`Nombre`}
        required
        hint={t`El nombre con el que la escuela muestra a este emisor en las credenciales que reconoce.`}
        error={errors.name?.message}
      >
        {(field) => (
          <Input {...field} autoComplete="off" placeholder={t`Universidad de Ejemplo`} {...register('name')} />
        )}
      </FormField>
      <DialogFormFooter
        onCancel={onDone}
        pending={add.isPending || rename.isPending}
        submitLabel={adding ? t`Añadir emisor` : t`Guardar nombre`}
      />
    </form>
  );
}

/** 'Nuevo emisor de confianza' or 'Renombrar emisor de confianza'. */
export function TrustedIssuerFormDialog({ open, issuer, onOpenChange }: DialogOpenState & { issuer?: TrustedIssuer }) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={issuer ? t`Renombrar emisor de confianza` : t`Nuevo emisor de confianza`}
      description={t`Las credenciales firmadas por este DID mostrarán su emisor como reconocido, con este nombre.`}
      className="max-w-lg"
    >
      {(close) => <TrustedIssuerForm key={issuer?.id ?? 'new'} issuer={issuer} onDone={close} />}
    </FormDialog>
  );
}
