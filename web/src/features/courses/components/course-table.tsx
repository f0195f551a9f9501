import type { KeyboardEvent, MouseEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpen, Eye, Pencil, Trash2 } from 'lucide-react';
import { labelOf } from '@contracts/catalogues/catalogue';
import { COURSE_DURATION_TYPES } from '@contracts/catalogues/course-durations';
import type { Course } from '@contracts/courses';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-page';
import { coursesQueryOptions } from '../api/courses';
import { COURSE_TEXTS } from '../course-texts';
import { badgeCodesOf } from './course-form/course-form-model';

interface CourseActions {
  onView: (course: Course) => void;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}

interface CourseTableProps extends CourseActions {
  query: string;
  withBadge: boolean;
}

const durationsOf = (course: Course) => course.duration_type.map((code) => labelOf(COURSE_DURATION_TYPES, code)).join(', ');

function TeacherState({ course }: { course: Course }) {
  return course.teacher_id ? <>Asignado</> : <span className="text-muted-foreground">Sin profesor</span>;
}

function BadgeCodes({ course }: { course: Course }) {
  const codes = badgeCodesOf(course);
  if (codes.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <Badge key={code} variant="secondary" className="font-mono">
          {code}
        </Badge>
      ))}
    </span>
  );
}

/** View, edit and delete of one course; their clicks and keys stay out of the row's own click. */
function RowActions({ course, onView, onEdit, onDelete }: CourseActions & { course: Course }) {
  const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();
  return (
    <span className="flex justify-end gap-1" onClick={stop} onKeyDown={stop}>
      <Button variant="ghost" size="icon" aria-label={`Ver ${course.name}`} onClick={() => onView(course)}>
        <Eye aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Editar ${course.name}`} onClick={() => onEdit(course)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Eliminar ${course.name}`} onClick={() => onDelete(course)}>
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
}

/**
 * §2.12: the courses in name order, a page at a time ('Cargar más'); a row click (or Enter on the focused row) opens
 * the view dialog, its buttons view, edit and delete. On a phone each course is a card with the same actions.
 */
export function CourseTable({ query, withBadge, onView, onEdit, onDelete }: CourseTableProps) {
  const courses = useInfiniteQuery(coursesQueryOptions(query, withBadge));
  const actions = { onView, onEdit, onDelete };
  const openOnKey = (course: Course) => (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onView(course);
    }
  };
  return (
    <ListState
      query={courses}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      loading={{ label: 'Cargando cursos', rows: 6, rowClassName: 'h-12' }}
      error={{ title: COURSE_TEXTS.listFailed, detail: (error) => `${COURSE_TEXTS.listFailed}: ${getErrorMessage(error, 'inténtalo de nuevo')}`, retryLabel: 'Reintentar' }}
      empty={{ icon: BookOpen, title: COURSE_TEXTS.empty }}
    >
      {(data) => {
        const rows = data.pages.flatMap((page) => page.items);
        return (
          <>
            <ul className="grid gap-3 md:hidden" aria-label="Cursos" aria-busy={courses.isPlaceholderData}>
              {rows.map((course) => (
                <li key={course.id} className="grid gap-2 rounded-lg border p-3 text-sm" onClick={() => onView(course)}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="grid min-w-0 gap-1">
                      <span className="font-medium break-words">
                        {course.name}
                        {course.is_special ? (
                          <Badge variant="outline" className="ml-2">
                            Especial
                          </Badge>
                        ) : null}
                      </span>
                      <span className="font-mono text-xs text-muted-foreground">{course.course_code}</span>
                    </div>
                    <RowActions course={course} {...actions} />
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="text-muted-foreground">Duración</dt>
                    <dd>{durationsOf(course)}</dd>
                    <dt className="text-muted-foreground">Profesor</dt>
                    <dd>
                      <TeacherState course={course} />
                    </dd>
                    <dt className="text-muted-foreground">Badges</dt>
                    <dd>
                      <BadgeCodes course={course} />
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-lg border md:block" aria-busy={courses.isPlaceholderData}>
              <table className="w-full text-sm">
                <caption className="sr-only">Cursos</caption>
                <thead className="border-b bg-muted/40 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Nombre
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Código
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Duración
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Profesor
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Badges
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Especial
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Acciones
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((course) => (
                    <tr
                      key={course.id}
                      tabIndex={0}
                      aria-label={`Ver ${course.name}`}
                      onClick={() => onView(course)}
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
            <LoadMore
              hasMore={courses.hasNextPage}
              loading={courses.isFetchingNextPage}
              onLoadMore={() => void courses.fetchNextPage()}
              status={`Mostrando ${rows.length} de ${totalLabel(data.pages)} cursos`}
              label="Cargar más"
              loadingLabel="Cargando más cursos"
            />
          </>
        );
      }}
    </ListState>
  );
}
