import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { Teacher } from '@contracts/teachers';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import type { TeacherFormMode, TeacherFormValues } from './form-model';
import { PhotoSlot } from './photo-slot';

/** 'Información Personal': identity, contact, years, bio, flags and social links. */
export function PersonalTab({ mode, teacher }: { mode: TeacherFormMode; teacher?: Teacher }) {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<TeacherFormValues>();
  const { t } = useLingui();
  const self = mode === 'self';
  const currentYear = new Date().getFullYear();
  const alumniId = useId();
  const activeId = useId();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <PhotoSlot mode={mode} teacher={teacher} />
      </div>
      <FormField label={t`Nombre completo`} required error={errors.full_name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register('full_name')} />}
      </FormField>
      {mode === 'create' ? (
        <FormField label={t`Correo electrónico`} required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
        </FormField>
      ) : (
        <FormField label={t`Correo electrónico`} hint={t`El correo electrónico no se puede cambiar.`}>
          {(control) => (
            <Input {...control} type="email" readOnly aria-readonly value={getValues('email')} className="bg-muted" />
          )}
        </FormField>
      )}
      {mode !== 'self' ? (
        <FormField
          label={t`Contraseña`}
          required={mode === 'create'}
          hint={mode === 'create' ? t`Al menos 6 caracteres.` : t`Déjala vacía para mantener la contraseña actual.`}
          error={errors.password?.message}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
        </FormField>
      ) : null}
      <FormField
        label={t`Código de profesor`}
        hint={self ? t`Solo la administración puede cambiarlo.` : undefined}
        error={errors.teacher_code?.message}
      >
        {(control) =>
          self ? (
            <Input {...control} readOnly aria-readonly value={getValues('teacher_code')} className="bg-muted" />
          ) : (
            <Input {...control} {...register('teacher_code')} />
          )
        }
      </FormField>
      <FormField label={t`Teléfono`} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
      </FormField>
      <FormField
        label={t`Año de inicio`}
        hint={self ? t`Solo la administración puede cambiarlo.` : undefined}
        error={errors.start_year?.message}
      >
        {(control) =>
          self ? (
            <Input {...control} readOnly aria-readonly value={getValues('start_year')} className="bg-muted" />
          ) : (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1950}
              max={currentYear + 1}
              {...register('start_year')}
            />
          )
        }
      </FormField>
      <FormField label={t`Años de experiencia`} error={errors.experience_years?.message}>
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={0} max={80} {...register('experience_years')} />
        )}
      </FormField>
      <FormField label={t`Fecha de nacimiento`} error={errors.birthdate?.message}>
        {(control) => <Input {...control} type="date" {...register('birthdate')} />}
      </FormField>
      <FormField label={t`Biografía`} className="sm:col-span-2" error={errors.bio?.message}>
        {(control) => <Textarea {...control} rows={4} {...register('bio')} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-6 sm:col-span-2">
        <Controller
          control={control}
          name="esarte_alumni"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id={alumniId}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor={alumniId}>
                <Trans>Egresado de Esarte</Trans>
              </Label>
            </div>
          )}
        />
        {!self ? (
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Switch
                  id={activeId}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={activeId}>
                  <Trans>Profesor activo</Trans>
                </Label>
              </div>
            )}
          />
        ) : null}
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Redes sociales</Trans>
        </legend>
        <FormField label={t`LinkedIn`} error={errors.social_media?.linkedin?.message}>
          {(control) => <Input {...control} type="url" placeholder="https://" {...register('social_media.linkedin')} />}
        </FormField>
        <FormField label={t`Linktree`} error={errors.social_media?.linktree?.message}>
          {(control) => <Input {...control} type="url" placeholder="https://" {...register('social_media.linktree')} />}
        </FormField>
        <FormField label={t`Portafolio`} error={errors.social_media?.portfolio?.message}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://" {...register('social_media.portfolio')} />
          )}
        </FormField>
      </fieldset>
    </div>
  );
}
