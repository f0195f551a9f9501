import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BadgePicker } from './badge-picker';
import { BibliographyField } from './bibliography-field';
import { CourseFlags } from './course-flags';
import type { CourseFormValues } from './course-form-model';
import { DurationTypeField } from './duration-type-field';

/** The form's first column: what the course is, the badges it awards (only while 'Otorga badge' is ticked) and its bibliography. */
export function CourseDetailsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CourseFormValues>();
  const hasBadge = useWatch({ control, name: 'has_badge' });

  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-4">
      <FormField label={t`Nombre del curso`} required error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="off" maxLength={200} readOnly={readOnly} {...register('name')} />}
      </FormField>
      <FormField
        label={t`Código`}
        required
        hint={t`Letras, números, punto, guion o guion bajo.`}
        error={errors.course_code?.message}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            maxLength={40}
            className="font-mono"
            readOnly={readOnly}
            {...register('course_code')}
          />
        )}
      </FormField>
      <DurationTypeField readOnly={readOnly} />
      <FormField label={t`Descripción`} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={4} maxLength={5000} readOnly={readOnly} {...register('description')} />}
      </FormField>
      <CourseFlags readOnly={readOnly} />
      {hasBadge ? (
        <Controller
          control={control}
          name="badge_code"
          render={({ field }) => (
            <BadgePicker
              value={field.value}
              onChange={field.onChange}
              readOnly={readOnly}
              error={errors.badge_code?.message}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="bibliography"
        render={({ field }) => (
          <BibliographyField
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            error={errors.bibliography?.message ?? errors.bibliography?.find?.((entry) => entry?.message)?.message}
          />
        )}
      />
    </div>
  );
}
