import { useLingui } from '@lingui/react/macro';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BADGE_YEAR_MIN } from '@contracts/badge-messages';
import type { Badge, BadgeFields } from '@contracts/badges';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BadgeColorField } from './badge-color-field';
import { badgeResolver, emptyBadgeValues, previewOf, valuesFromBadge, type BadgeFormValues } from './badge-form-model';
import { BadgeImageField } from './badge-image-field';
import { BadgePreview } from './badge-preview';
import { BadgeTypeField } from './badge-type-field';
import { useBadgeImage } from './use-badge-image';
import { useBadgeSubmit } from './use-badge-submit';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

export interface BadgeFormProps {
  /** The badge being edited; none to create one. */
  badge?: Badge;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The badge form of §5 with its live preview (§2.11): name, code, type, year (this year by default), description,
 * colour (#6366f1 by default) and an optional image, checked by the contract's BadgeFieldsSchema; sent as one
 * multipart POST or PUT through the api client.
 */
export function BadgeForm({ badge, onCancel, onSaved }: BadgeFormProps) {
  const { t } = useLingui();
  const [defaults] = useState<BadgeFormValues>(() => (badge ? valuesFromBadge(badge) : emptyBadgeValues()));
  const form = useForm<BadgeFormValues, unknown, BadgeFields>({ resolver: badgeResolver(), defaultValues: defaults });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const watched = useWatch({ control });
  const values: BadgeFormValues = { ...defaults, ...watched };
  const preview = previewOf(values);
  const image = useBadgeImage(badge);
  // A picked or removed image counts as an edit too.
  useUnsavedChanges(form.formState.isDirty || image.file !== null || image.removeCurrent);
  const { submit, pending } = useBadgeSubmit({ badge, form, image, onSaved });
  const currentYear = new Date().getFullYear();

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="grid content-start gap-4 sm:grid-cols-2">
        <FormField label={t`Nombre`} required error={errors.badge_name?.message} className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="off" maxLength={120} {...register('badge_name')} />}
        </FormField>
        <FormField
          label={t`Código`}
          required
          hint={t`Por ejemplo B0001: letras, números, guiones y guiones bajos.`}
          error={errors.badge_code?.message}
        >
          {(field) => (
            <Input {...field} autoComplete="off" maxLength={20} className="font-mono" {...register('badge_code')} />
          )}
        </FormField>
        <BadgeTypeField control={control} error={errors.badge_type?.message} disabled={pending} />
        <FormField label={t`Año`} required error={errors.year?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={BADGE_YEAR_MIN}
              max={currentYear + 1}
              step={1}
              {...register('year')}
            />
          )}
        </FormField>
        <BadgeColorField control={control} error={errors.badge_color?.message} disabled={pending} />
        <FormField label={t`Descripción`} error={errors.description?.message} className="sm:col-span-2">
          {(field) => <Textarea {...field} rows={3} maxLength={1000} {...register('description')} />}
        </FormField>
        <BadgeImageField
          file={image.file}
          currentUrl={image.currentUrl}
          onRemoveCurrent={image.onRemoveCurrent}
          color={preview.color}
          error={image.error?.message ?? null}
          disabled={pending}
          onChange={image.onChange}
        />
      </div>
      <BadgePreview preview={preview} file={image.file} currentUrl={image.currentUrl} />
      <DialogFormFooter
        onCancel={onCancel}
        pending={pending}
        submitLabel={badge ? t`Guardar Cambios` : t`Crear Badge`}
        className="lg:col-span-2"
      />
    </form>
  );
}
