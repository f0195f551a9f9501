import { Trans } from '@lingui/react/macro';
import type { Course } from '@contracts/courses';
import { Badge } from '@/components/ui/badge';
import { BadgeCodes, durationsOf, RowActions, TeacherState, type CourseActions } from './course-cells';

/** One course on a phone (DataTable's card, opened by a click), with the row's actions. */
export function CourseCard({ course, ...actions }: CourseActions & { course: Course }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <span className="font-medium break-words">
            {course.name}
            {course.is_special ? (
              <Badge variant="outline" className="ml-2">
                <Trans>Especial</Trans>
              </Badge>
            ) : null}
          </span>
          <span className="font-mono text-xs text-muted-foreground">{course.course_code}</span>
        </div>
        <RowActions course={course} {...actions} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">
          <Trans>Duración</Trans>
        </dt>
        <dd>{durationsOf(course)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Profesor</Trans>
        </dt>
        <dd>
          <TeacherState course={course} />
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Badges</Trans>
        </dt>
        <dd>
          <BadgeCodes course={course} />
        </dd>
      </dl>
    </>
  );
}
