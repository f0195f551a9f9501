import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ownCoursesQueryOptions } from '../api/rosters';
import { ROSTER_TEXTS, termLabel } from '../roster-texts';

/** 'Mis cursos' (issue 42): the courses the signed-in student is enrolled in, newest term first, with their teacher. */
export function OwnCourses() {
  const { t } = useLingui();
  const courses = useQuery(ownCoursesQueryOptions());
  return (
    <section aria-labelledby="own-courses-title" className="grid gap-3">
      <h2 id="own-courses-title" className="text-lg leading-tight font-semibold">
        {t(ROSTER_TEXTS.ownTitle)}
      </h2>
      {courses.isError ? (
        <p role="alert" className="text-destructive">
          {t(ROSTER_TEXTS.ownFailed)}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void courses.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </p>
      ) : courses.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t(ROSTER_TEXTS.ownLoading)}
        </p>
      ) : courses.data.length === 0 ? (
        <p className="text-muted-foreground">{t(ROSTER_TEXTS.ownEmpty)}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-labelledby="own-courses-title">
          {courses.data.map((course) => (
            <li key={course.id} className="rounded-md border p-3">
              <p className="font-medium">{course.course_name}</p>
              <p className="text-sm text-muted-foreground">
                <span className="font-mono text-xs">{course.course_code}</span> ·{' '}
                {termLabel(course.semester, course.academic_year)}
              </p>
              <p className="text-sm text-muted-foreground">{course.teacher_name ?? t(ROSTER_TEXTS.noTeacher)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
