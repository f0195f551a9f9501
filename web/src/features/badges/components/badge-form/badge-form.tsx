import { DialogFormFooter } from '@/components/dialog-form-footer';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BADGE_MESSAGES, BADGE_YEAR_MIN, type Badge, type BadgeFields } from '@contracts/badges';
import { BADGE_TYPES } from '@contracts/catalogues/badge-types';
import { BADGE_COLOR_FORM_DEFAULT } from '@/config/ui';
import { CatalogueSelect } from '@/components/catalogue-select';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateBadge, useUpdateBadge } from '../../api/badges';
import { badgeResolver, emptyBadgeValues, isHexColor, previewOf, valuesFromBadge, type BadgeFormValues } from './badge-form-model';
import { BadgeImageField } from './badge-image-field';
import { BadgePreview } from './badge-preview';
import { serverFieldErrors } from './server-errors';

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
  const [defaults] = useState<BadgeFormValues>(() => (badge ? valuesFromBadge(badge) : emptyBadgeValues()));
  const form = useForm<BadgeFormValues, unknown, BadgeFields>({ resolver: badgeResolver(), defaultValues: defaults });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const watched = useWatch({ control });
  const values: BadgeFormValues = { ...defaults, ...watched };
  const preview = previewOf(values);

  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const currentUrl = removeImage ? null : (badge?.image_url ?? null);
  // A refusal of the browser leaves the image as it was; the server's refusal of the image sent blocks saving it again.
  const [imageError, setImageError] = useState<{ message: string; blocking: boolean } | null>(null);
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const pending = create.isPending || update.isPending;
  const currentYear = new Date().getFullYear();

  const fail = (error: unknown, fields: BadgeFields) => {
    const placed = serverFieldErrors(error, fields.badge_code);
    let focused = false;
    for (const { field, message } of placed) {
      if (field === 'badge_image') {
        setImageError({ message, blocking: true });
        continue;
      }
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    applyServerIssues(form, error, { focus: !focused });
    toast({ title: badge ? BADGE_MESSAGES.updateFailed : BADGE_MESSAGES.createFailed, description: getErrorMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
  };

  const submit = async (fields: BadgeFields) => {
    // The image the server refused stays on screen until it is removed or replaced.
    if (imageError?.blocking) {
      toast({ title: badge ? BADGE_MESSAGES.updateFailed : BADGE_MESSAGES.createFailed, description: imageError.message, variant: 'destructive' });
      return;
    }
    try {
      const saved = await (badge ? update.mutateAsync({ id: badge.id, fields, image, removeImage }) : create.mutateAsync({ fields, image })).then(
        () => true,
        (error: unknown) => {
          fail(error, fields);
          return false;
        },
      );
      if (!saved) return;
      toast({ title: badge ? BADGE_MESSAGES.updated : BADGE_MESSAGES.created });
      onSaved();
    } catch {
      toast({ title: 'Error', description: BADGE_MESSAGES.formFailed, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="grid content-start gap-4 sm:grid-cols-2">
        <FormField label="Nombre" required error={errors.badge_name?.message} className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="off" maxLength={120} {...register('badge_name')} />}
        </FormField>
        <FormField label="Código" required hint="Por ejemplo B0001: letras, números, guiones y guiones bajos." error={errors.badge_code?.message}>
          {(field) => <Input {...field} autoComplete="off" maxLength={20} className="font-mono" {...register('badge_code')} />}
        </FormField>
        <FormField label="Tipo" required error={errors.badge_type?.message}>
          {(field) => (
            <Controller
              control={control}
              name="badge_type"
              render={({ field: select }) => (
                <CatalogueSelect
                  {...field}
                  ref={select.ref}
                  entries={BADGE_TYPES}
                  value={select.value}
                  onValueChange={select.onChange}
                  onBlur={select.onBlur}
                  placeholder="Selecciona un tipo"
                  disabled={pending}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Año" required error={errors.year?.message}>
          {(field) => <Input {...field} type="number" inputMode="numeric" min={BADGE_YEAR_MIN} max={currentYear + 1} step={1} {...register('year')} />}
        </FormField>
        <FormField label="Color" hint="Hexadecimal, por ejemplo #6366f1." error={errors.badge_color?.message}>
          {(field) => (
            <Controller
              control={control}
              name="badge_color"
              render={({ field: color }) => (
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label="Elegir color"
                    value={isHexColor(color.value) ? color.value.trim().toLowerCase() : BADGE_COLOR_FORM_DEFAULT}
                    onChange={(event) => color.onChange(event.target.value)}
                    disabled={pending}
                    className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 focus-visible:outline-2 focus-visible:outline-ring"
                  />
                  <Input
                    {...field}
                    ref={color.ref}
                    name={color.name}
                    value={color.value}
                    onChange={color.onChange}
                    onBlur={color.onBlur}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={7}
                    className="font-mono"
                  />
                </div>
              )}
            />
          )}
        </FormField>
        <FormField label="Descripción" error={errors.description?.message} className="sm:col-span-2">
          {(field) => <Textarea {...field} rows={3} maxLength={1000} {...register('description')} />}
        </FormField>
        <BadgeImageField
          file={image}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setRemoveImage(true)}
          color={preview.color}
          error={imageError?.message ?? null}
          disabled={pending}
          onChange={(file, problem) => {
            if (problem) return setImageError({ message: problem, blocking: false });
            setImage(file);
            setImageError(null);
          }}
        />
      </div>
      <BadgePreview preview={preview} file={image} currentUrl={currentUrl} />
      <DialogFormFooter onCancel={onCancel} pending={pending} submitLabel={badge ? 'Guardar Cambios' : 'Crear Badge'} className="lg:col-span-2" />
    </form>
  );
}
