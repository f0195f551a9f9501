import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { KeyRound, LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { PasskeyRegistrationSchema, type Passkey } from '@contracts/two-factor';
import { FieldError, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@contracts/languages';
import { applyServerIssues } from '@/lib/form-errors';
import { useAddPasskey, useRemovePasskey } from '../api/two-factor';
import { PasswordPromptDialog } from './password-prompt-dialog';

/** The new key's name, as the registration takes it. */
const NameSchema = PasskeyRegistrationSchema.pick({ name: true });
type NameInput = z.input<typeof NameSchema>;

interface PasskeysSectionProps {
  passkeys: Passkey[];
  onRecoveryCodes: (codes: string[]) => void;
}

/** Passkeys (this device's fingerprint or face, a security key): add one with a name, remove one with the password. */
export function PasskeysSection({ passkeys, onRecoveryCodes }: PasskeysSectionProps) {
  const { t, i18n } = useLingui();
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const nameId = useId();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  // Its message shows below the row, until the next try.
  const form = useForm<NameInput>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const nameError = form.formState.errors.name;
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const removingName = removing?.name ?? '';

  const submit = ({ name }: NameInput) =>
    add.mutate(name, {
      onSuccess: ({ recovery_codes }) => {
        form.reset();
        if (recovery_codes) onRecoveryCodes(recovery_codes);
      },
      onError: (error) => applyServerIssues(form, error),
    });
  // A refusal placed on the name shows there only.
  const addError =
    add.isError && nameError?.type !== 'server'
      ? add.error instanceof Error && add.error.name === 'NotAllowedError'
        ? t`Se canceló la llave de acceso.`
        : getErrorMessage(add.error, t`No se pudo añadir la llave de acceso.`)
      : null;

  return (
    <section aria-labelledby={`${nameId}-title`} className="grid gap-3">
      <h3 id={`${nameId}-title`} className="flex items-center gap-2 font-medium">
        <KeyRound aria-hidden="true" className="size-4" />
        <Trans>Llaves de acceso</Trans>
      </h3>
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Aún no tienes llaves de acceso. Con una entras con la huella, la cara o el PIN de tu dispositivo, o con una
            llave de seguridad.
          </Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Tus llaves de acceso`}>
          {passkeys.map((key) => {
            const added = formatDate(key.created_at, lang);
            const name = key.name;
            const used = key.last_used_at ? formatDate(key.last_used_at, lang) : null;
            return (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{key.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {used ? (
                      <Trans>
                        Añadida el {added} · usada el {used}
                      </Trans>
                    ) : (
                      <Trans>Añadida el {added} · sin usar aún</Trans>
                    )}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setRemoving(key)}
                  aria-label={t`Quitar la llave ${name}`}
                >
                  <Trans>Quitar</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-wrap items-end gap-2">
        <FormField label={t`Nombre de la nueva llave`} className="min-w-48 flex-1">
          {(field) => (
            <Input
              {...field}
              placeholder={t`Portátil`}
              maxLength={60}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              {...form.register('name')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          <Trans>Añadir llave de acceso</Trans>
        </Button>
      </form>
      <FieldError id={`${nameId}-error`} message={nameError?.message} announce />
      {addError ? (
        <p role="alert" className="text-sm text-destructive">
          {addError}
        </p>
      ) : null}
      <PasswordPromptDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Quitar la llave «${removingName}»`}
        description={t`Escribe tu contraseña actual para quitarla.`}
        confirmLabel={t`Quitar`}
        onConfirm={(password) => remove.mutateAsync({ id: removing!.id, currentPassword: password })}
      />
    </section>
  );
}
