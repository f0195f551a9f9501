import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { OwnCourses } from '@/features/course-rosters/components/own-courses';
import { OwnGrades } from '@/features/grades/components/own-grades';

/** /grades (§2.2): the student's grades by academic year and semester, then the courses they are enrolled in. */
export function GradesPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader title={t`Mis notas`} description={t`Tus calificaciones por curso y semestre.`} />
      <div className="grid gap-8">
        <OwnGrades />
        <OwnCourses />
      </div>
    </section>
  );
}
