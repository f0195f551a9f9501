import type { KeyboardEvent } from 'react';
import type { Course } from '@contracts/courses';
import { BadgeCodes, durationsOf, RowActions, TeacherState, type CourseActions } from './course-cells';

interface CourseRowTableProps extends CourseActions {
  courses: Course[];
  busy: boolean;
}

const COLUMNS = ['Nombre', 'Código', 'Duración', 'Profesor', 'Badges', 'Especial'];

/** The courses from a tablet up: a row each, opened by a click or by Enter or Space on the focused row. */
export function CourseRowTable({ courses, busy, ...actions }: CourseRowTableProps) {
  const openOnKey = (course: Course) => (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      actions.onView(course);
    }
  };
  return (
    <div className="hidden overflow-x-auto rounded-lg border md:block" aria-busy={busy}>
      <table className="w-full text-sm">
        <caption className="sr-only">Cursos</caption>
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr
              key={course.id}
              tabIndex={0}
              aria-label={`Ver ${course.name}`}
              onClick={() => actions.onView(course)}
              onKeyDown={openOnKey(course)}
              className="cursor-pointer border-b last:border-0 hover:bg-muted/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <td className="px-3 py-2 font-medium">{course.name}</td>
              <td className="px-3 py-2 font-mono text-xs">{course.course_code}</td>
              <td className="px-3 py-2">{durationsOf(course)}</td>
              <td className="px-3 py-2">
                <TeacherState course={course} />
              </td>
              <td className="px-3 py-2">
                <BadgeCodes course={course} />
              </td>
              <td className="px-3 py-2">{course.is_special ? 'Sí' : 'No'}</td>
              <td className="px-3 py-2">
                <RowActions course={course} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
