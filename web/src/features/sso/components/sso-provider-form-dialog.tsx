import { Trans, useLingui } from '@lingui/react/macro';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateSsoProviderSchema,
  SSO_MESSAGES,
  UpdateSsoProviderSchema,
  type CreateSsoProviderInput,
  type SsoProvider,
} from '@contracts/sso';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { FormDialog, type DialogOpenState } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useCreateSsoProvider, useUpdateSsoProvider } from '../api/sso-providers';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { translate } from '@contracts/i18n/texts';

interface ProviderFormValues {
  slug: string;
  display_name: string;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  student_domain: string;
  enabled: boolean;
}

const valuesOf = (provider?: SsoProvider): ProviderFormValues => ({
  slug: provider?.slug ?? '',
  display_name: provider?.display_name ?? '',
  issuer_url: provider?.issuer_url ?? '',
  client_id: provider?.client_id ?? '',
  client_secret: '',
  student_domain: provider?.student_domain ?? '',
  enabled: provider?.enabled ?? true,
});

/** The address to give the provider as its redirect URI (this product's public address). */
function redirectUriOf(slug: string): string {
  return `${window.location.origin}/api/auth/sso/${slug || '<identificador>'}/callback`;
}

function ProviderForm({ provider, onDone }: { provider?: SsoProvider; onDone: () => void }) {
  const { t } = useLingui();
  const creating = provider === undefined;
  const form = useForm<ProviderFormValues, unknown, CreateSsoProviderInput>({
    // Editing: an empty secret keeps the stored one (UpdateSsoProviderSchema lets it be empty).
    resolver: zodResolver(creating ? CreateSsoProviderSchema : UpdateSsoProviderSchema) as never,
    defaultValues: valuesOf(provider),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const [slug, enabled] = useWatch({ control, name: ['slug', 'enabled'] });
  const create = useCreateSsoProvider();
  const update = useUpdateSsoProvider();
  const pending = create.isPending || update.isPending;

  const submit = (input: CreateSsoProviderInput) =>
    saveWithToast(
      () => (creating ? create.mutateAsync(input) : update.mutateAsync({ id: provider.id, input })),
      onDone,
      {
        success: { title: creating ? t`Proveedor añadido` : t`Proveedor actualizado`, description: input.display_name },
        failure: { title: t`Error`, fallback: t`No se pudo guardar el proveedor.` },
        handled: (error) => {
          if (!(error instanceof ApiError && error.code === 'SSO_PROVIDER_SLUG_TAKEN')) return false;
          form.setError('slug', { message: translate(SSO_MESSAGES.slugTaken) }, { shouldFocus: true });
          return true;
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={creating ? t`Nuevo proveedor` : t`Editar proveedor`}
    >
      <FormField
        label={t`Nombre en el botón`}
        required
        hint={t`Se muestra como «Continuar con …».`}
        error={errors.display_name?.message}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name, the same in both languages
            placeholder="Google Workspace"
            {...register('display_name')}
          />
        )}
      </FormField>
      <FormField
        label={t`Identificador`}
        required
        hint={t`Minúsculas, números y guiones.`}
        error={errors.slug?.message}
      >
        {(field) => (
          <Input {...field} autoComplete="off" className="font-mono" placeholder="google" {...register('slug')} />
        )}
      </FormField>
      <FormField
        label={t`URL del emisor (issuer)`}
        required
        error={errors.issuer_url?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            autoComplete="off"
            placeholder="https://accounts.google.com"
            {...register('issuer_url')}
          />
        )}
      </FormField>
      <FormField label={t`ID de cliente`} required error={errors.client_id?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="off" className="font-mono" {...register('client_id')} />}
      </FormField>
      <FormField
        label={t`Secreto de cliente`}
        required={creating}
        hint={creating ? undefined : t`Déjalo vacío para conservar el secreto guardado.`}
        error={errors.client_secret?.message}
        className="sm:col-span-2"
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('client_secret')} />}
      </FormField>
      <FormField
        label={t`Dominio de estudiantes (opcional)`}
        hint={t`Un correo verificado de este dominio sin cuenta recibe una cuenta de estudiante al entrar.`}
        error={errors.student_domain?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <Input {...field} autoComplete="off" placeholder="alumnos.escuela.edu" {...register('student_domain')} />
        )}
      </FormField>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Switch
          id="sso-provider-enabled"
          checked={enabled}
          onCheckedChange={(checked) => form.setValue('enabled', checked)}
        />
        <Label htmlFor="sso-provider-enabled" className="font-normal">
          <Trans>Activo (se muestra en la pantalla de inicio de sesión)</Trans>
        </Label>
      </div>
      <div className="grid gap-1 rounded-md bg-muted p-3 text-xs sm:col-span-2">
        <span className="font-medium">
          <Trans>URI de redirección para el proveedor</Trans>
        </span>
        <code className="break-all">{redirectUriOf(slug)}</code>
      </div>
      <DialogFormFooter
        onCancel={onDone}
        pending={pending}
        submitLabel={creating ? t`Añadir proveedor` : t`Guardar cambios`}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** 'Nuevo proveedor' or 'Editar proveedor' of single sign-on (OpenID Connect). */
export function SsoProviderFormDialog({ open, provider, onOpenChange }: DialogOpenState & { provider?: SsoProvider }) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={provider ? t`Editar proveedor` : t`Nuevo proveedor`}
      description={t`Un proveedor OpenID Connect (Google Workspace, Microsoft Entra…). Los campos con * son obligatorios.`}
      className="max-h-[90dvh] max-w-2xl overflow-y-auto"
    >
      {(close) => <ProviderForm key={provider?.id ?? 'new'} provider={provider} onDone={close} />}
    </FormDialog>
  );
}
