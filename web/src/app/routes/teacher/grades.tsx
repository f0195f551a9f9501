import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { teacherCoursesQueryOptions } from '@/features/courses/api/courses';
import { GradeSheet } from '@/features/grades/components/grade-sheet';
import { useCurrentUser } from '@/lib/session';

/** /teacher/grades: the teacher records the grades of the courses they teach, a term at a time. */
export function TeacherGradesPage() {
  const user = useCurrentUser();
  const teacherId = user.profile?.id ?? 0;
  const courses = useQuery({ ...teacherCoursesQueryOptions(teacherId), enabled: teacherId > 0 });
  return (
    <section>
      <PageHeader title="Notas" description="Registra y corrige las notas de tus cursos: se guardan todas juntas o ninguna." />
      {courses.isError ? <p role="alert" className="text-destructive">No se pudieron cargar tus cursos.</p> : null}
      {courses.data && courses.data.items.length === 0 ? <p className="text-muted-foreground">No tienes cursos asignados.</p> : null}
      {courses.data && courses.data.items.length > 0 ? <GradeSheet courses={courses.data.items} /> : null}
      {courses.isPending && teacherId > 0 ? <p role="status">Cargando cursos…</p> : null}
    </section>
  );
}
