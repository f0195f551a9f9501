import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { COURSE_DURATION_TYPES } from '@contracts/catalogues/course-durations';
import type { Course, CourseFields } from '@contracts/courses';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateCourse, useUpdateCourse } from '../../api/courses';
import { COURSE_TEXTS } from '../../course-texts';
import { AreaPicker } from './area-picker';
import { BadgePicker } from './badge-picker';
import { BibliographyField } from './bibliography-field';
import { COURSE_SERVER_FIELDS, courseResolver, courseServerErrors, emptyCourseValues, valuesFromCourse, type CourseFormMode, type CourseFormValues } from './course-form-model';
import { TeacherPicker, type PickedTeacher } from './teacher-picker';

export interface CourseFormProps {
  mode: CourseFormMode;
  /** The course to edit or view. */
  course?: Course;
  /** Its teacher's name, so the picker can show it. */
  teacher?: PickedTeacher | null;
  onSaved?: (course: Course) => void;
  onCancel?: () => void;
}

/**
 * The course form of §4.2 and §5 in its three modes: create, edit, and view (every field read-only, no submit).
 * Checked by the contract's CourseFieldsSchema; the badges only while has_badge is ticked; the teacher from
 * the picker's suggestions or a search.
 */
export function CourseForm({ mode, course, teacher = null, onSaved, onCancel }: CourseFormProps) {
  const readOnly = mode === 'view';
  const [defaults] = useState<CourseFormValues>(() => (course ? valuesFromCourse(course) : emptyCourseValues()));
  const form = useForm<CourseFormValues, unknown, CourseFields>({ resolver: courseResolver(), defaultValues: defaults });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const hasBadge = useWatch({ control, name: 'has_badge' });
  const areas = useWatch({ control, name: 'expertise_areas' });
  const badges = useWatch({ control, name: 'badge_code' });
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const pending = create.isPending || update.isPending;

  const submit = async (fields: CourseFields) => {
    const body = { ...fields, badge_code: fields.has_badge ? fields.badge_code : [] };
    try {
      const saved = mode === 'edit' && course ? await update.mutateAsync({ id: course.id, fields: body }) : await create.mutateAsync(body);
      toast(mode === 'edit' ? { title: COURSE_TEXTS.updated } : { title: COURSE_TEXTS.created, description: COURSE_TEXTS.createdDetail });
      onSaved?.(saved);
    } catch (error) {
      const fields = courseServerErrors(error);
      fields.forEach(({ field, message }, index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      applyServerIssues(form, error, { renames: COURSE_SERVER_FIELDS, focus: fields.length === 0 });
      toast({ title: 'Error', description: getErrorMessage(error, mode === 'edit' ? COURSE_TEXTS.updateFailed : COURSE_TEXTS.createFailed), variant: 'destructive' });
    }
  };

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Nuevo curso' : mode === 'edit' ? 'Editar curso' : 'Detalle del curso'}
      onSubmit={
        readOnly
          ? (event) => event.preventDefault()
          : form.handleSubmit(submit, () => toast({ title: 'Error', description: COURSE_TEXTS.saveFailed, variant: 'destructive' }))
      }
    >
      {/* In view mode every control is disabled at once (§4.2: read-only); links stay usable. */}
      <fieldset disabled={readOnly} className="m-0 grid min-w-0 grid-cols-1 gap-6 border-0 p-0 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <FormField label="Nombre del curso" required error={errors.name?.message}>
            {(field) => <Input {...field} autoComplete="off" maxLength={200} readOnly={readOnly} {...register('name')} />}
          </FormField>
          <FormField label="Código" required hint="Letras, números, punto, guion o guion bajo." error={errors.course_code?.message}>
            {(field) => <Input {...field} autoComplete="off" maxLength={40} className="font-mono" readOnly={readOnly} {...register('course_code')} />}
          </FormField>
          <Controller
            control={control}
            name="duration_type"
            render={({ field }) => (
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">
                  Tipo de duración <span aria-hidden="true" className="text-destructive">*</span>
                </legend>
                <div className="flex flex-wrap gap-4">
                  {COURSE_DURATION_TYPES.map((duration) => {
                    const id = `course-duration-${duration.code}`;
                    const checked = field.value.includes(duration.code);
                    return (
                      <div key={duration.code} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={checked}
                          disabled={readOnly}
                          onCheckedChange={() => field.onChange(checked ? field.value.filter((code) => code !== duration.code) : [...field.value, duration.code])}
                        />
                        <Label htmlFor={id} className="font-normal">
                          {duration.label}
                        </Label>
                      </div>
                    );
                  })}
                </div>
                {errors.duration_type ? <p className="text-sm text-destructive">{errors.duration_type.message ?? errors.duration_type.root?.message}</p> : null}
              </fieldset>
            )}
          />
          <FormField label="Descripción" error={errors.description?.message}>
            {(field) => <Textarea {...field} rows={4} maxLength={5000} readOnly={readOnly} {...register('description')} />}
          </FormField>
          <div className="flex flex-wrap gap-6">
            <Controller
              control={control}
              name="is_special"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox id="course-special" checked={field.value} disabled={readOnly} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  <Label htmlFor="course-special" className="font-normal">
                    Curso especial
                  </Label>
                </div>
              )}
            />
            <Controller
              control={control}
              name="has_badge"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox id="course-has-badge" checked={field.value} disabled={readOnly} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  <Label htmlFor="course-has-badge" className="font-normal">
                    Otorga badge
                  </Label>
                </div>
              )}
            />
          </div>
          {hasBadge ? (
            <Controller control={control} name="badge_code" render={({ field }) => <BadgePicker value={field.value} onChange={field.onChange} readOnly={readOnly} error={errors.badge_code?.message} />} />
          ) : null}
          <Controller
            control={control}
            name="bibliography"
            render={({ field }) => (
              <BibliographyField value={field.value} onChange={field.onChange} readOnly={readOnly} error={errors.bibliography?.message ?? errors.bibliography?.find?.((entry) => entry?.message)?.message} />
            )}
          />
        </div>
        <div className="grid content-start gap-4">
          <Controller control={control} name="expertise_areas" render={({ field }) => <AreaPicker value={field.value} onChange={field.onChange} readOnly={readOnly} error={errors.expertise_areas?.message} />} />
          <Controller
            control={control}
            name="teacher_id"
            render={({ field }) => (
              <TeacherPicker
                value={field.value}
                onChange={field.onChange}
                current={teacher}
                areas={areas}
                badges={hasBadge ? badges : []}
                courseId={course?.id}
                readOnly={readOnly}
                error={errors.teacher_id?.message}
              />
            )}
          />
        </div>
        {readOnly ? null : (
          <div className="flex flex-wrap justify-end gap-2 lg:col-span-2">
            {onCancel ? (
              <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
                Cancelar
              </Button>
            ) : null}
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {mode === 'edit' ? 'Guardar cambios' : 'Crear curso'}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
