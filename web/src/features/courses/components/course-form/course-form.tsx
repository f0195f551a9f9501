import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Course, CourseFields } from '@contracts/courses';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { CourseDetailsSection } from './course-details-section';
import { CourseFormActions } from './course-form-actions';
import {
  courseResolver,
  emptyCourseValues,
  valuesFromCourse,
  type CourseFormMode,
  type CourseFormValues,
} from './course-form-model';
import { CourseTeacherSection } from './course-teacher-section';
import type { PickedTeacher } from './teacher-picker';
import { useCourseSubmit } from './use-course-submit';

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
  const { t } = useLingui();
  const readOnly = mode === 'view';
  const [defaults] = useState<CourseFormValues>(() => (course ? valuesFromCourse(course) : emptyCourseValues()));
  const form = useForm<CourseFormValues, unknown, CourseFields>({
    resolver: courseResolver(),
    defaultValues: defaults,
  });
  const { release } = useUnsavedChanges(form.formState.isDirty, { enabled: !readOnly });
  const { submit, pending } = useCourseSubmit({
    mode,
    course,
    form,
    onSaved: (saved) => {
      release();
      onSaved?.(saved);
    },
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={mode === 'create' ? t`Nuevo curso` : mode === 'edit' ? t`Editar curso` : t`Detalle del curso`}
        // A form refused in the browser shows its errors at the fields only (focus on the first), no toast over them.
        onSubmit={readOnly ? (event) => event.preventDefault() : form.handleSubmit(submit)}
      >
        {/* In view mode every control is disabled at once (§4.2: read-only); links stay usable. */}
        <fieldset disabled={readOnly} className="m-0 grid min-w-0 grid-cols-1 gap-6 border-0 p-0 lg:grid-cols-2">
          <CourseDetailsSection readOnly={readOnly} />
          <CourseTeacherSection teacher={teacher} courseId={course?.id} readOnly={readOnly} />
          {readOnly ? null : (
            <CourseFormActions
              submitLabel={mode === 'edit' ? t`Guardar cambios` : t`Crear curso`}
              pending={pending}
              onCancel={onCancel}
            />
          )}
        </fieldset>
      </form>
    </FormProvider>
  );
}
