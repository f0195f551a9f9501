import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AreaPicker } from './area-picker';
import type { CourseFormValues } from './course-form-model';
import { TeacherPicker, type PickedTeacher } from './teacher-picker';

interface CourseTeacherSectionProps {
  /** The teacher's name, so the picker can show it. */
  teacher: PickedTeacher | null;
  courseId?: number;
  readOnly: boolean;
}

/** The form's second column: the expertise areas, and the teacher picked by them and by the badges awarded. */
export function CourseTeacherSection({ teacher, courseId, readOnly }: CourseTeacherSectionProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<CourseFormValues>();
  const hasBadge = useWatch({ control, name: 'has_badge' });
  const areas = useWatch({ control, name: 'expertise_areas' });
  const badges = useWatch({ control, name: 'badge_code' });

  return (
    <div className="grid min-w-0 grid-cols-1 content-start gap-4">
      <Controller
        control={control}
        name="expertise_areas"
        render={({ field }) => (
          <AreaPicker
            value={field.value}
            onChange={field.onChange}
            readOnly={readOnly}
            error={errors.expertise_areas?.message}
          />
        )}
      />
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
            courseId={courseId}
            readOnly={readOnly}
            error={errors.teacher_id?.message}
          />
        )}
      />
    </div>
  );
}
