import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { teacherCoursesQueryOptions } from '../api/courses';

/** The courses a teacher teaches, as links for staff or as a plain list for the teacher. */
export function TeacherCourses({ teacherId, linkToCourse }: { teacherId: number; linkToCourse: boolean }) {
  const { t } = useLingui();
  const courses = useQuery(teacherCoursesQueryOptions(teacherId));
  return (
    <ListState
      query={courses}
      isEmpty={(page) => page.items.length === 0}
      loading={{ label: t`Cargando cursos`, rows: 2, rowClassName: 'h-8' }}
      error={{ title: t`Error al cargar los cursos`, retryLabel: t`Reintentar` }}
      empty={{ icon: BookOpen, title: t`Sin cursos asignados.` }}
    >
      {(page) => (
        <ul className="grid gap-2" aria-label={t`Cursos que imparte`}>
          {page.items.map((course) => (
            <li key={course.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
              {linkToCourse ? (
                <Link to={`/admin/courses/${course.id}`} className="font-medium underline-offset-2 hover:underline">
                  {course.name}
                </Link>
              ) : (
                <span className="font-medium">{course.name}</span>
              )}
              <span className="font-mono text-xs text-muted-foreground">{course.course_code}</span>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
