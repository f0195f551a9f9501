import { useLingui } from '@lingui/react/macro';
import type { Course, CourseFields } from '@contracts/courses';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues, type IssueForm } from '@/lib/form-errors';
import { useCreateCourse, useUpdateCourse } from '../../api/courses';
import { COURSE_TEXTS } from '../../course-texts';
import {
  COURSE_SERVER_FIELDS,
  courseServerErrors,
  type CourseFormMode,
  type CourseFormValues,
} from './course-form-model';

interface CourseSubmitOptions {
  mode: CourseFormMode;
  course?: Course;
  /** Where the server's field issues are placed. */
  form: IssueForm<CourseFormValues>;
  onSaved?: (course: Course) => void;
}

/** Creates or updates the course by mode, places a refusal under its fields and raises the toasts. */
export function useCourseSubmit({ mode, course, form, onSaved }: CourseSubmitOptions) {
  const { t } = useLingui();
  const create = useCreateCourse();
  const update = useUpdateCourse();

  const submit = async (fields: CourseFields) => {
    const body = { ...fields, badge_code: fields.has_badge ? fields.badge_code : [] };
    try {
      const saved =
        mode === 'edit' && course
          ? await update.mutateAsync({ id: course.id, fields: body })
          : await create.mutateAsync(body);
      toast(
        mode === 'edit'
          ? { title: t(COURSE_TEXTS.updated) }
          : { title: t(COURSE_TEXTS.created), description: t(COURSE_TEXTS.createdDetail) },
      );
      onSaved?.(saved);
    } catch (error) {
      const fields = courseServerErrors(error);
      fields.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      applyServerIssues(form, error, { renames: COURSE_SERVER_FIELDS, focus: fields.length === 0 });
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t(mode === 'edit' ? COURSE_TEXTS.updateFailed : COURSE_TEXTS.createFailed)),
        variant: 'destructive',
      });
    }
  };

  return { submit, pending: create.isPending || update.isPending };
}
