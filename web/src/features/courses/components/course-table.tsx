import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { getErrorMessage } from '@/lib/api-client';
import { coursesQueryOptions } from '../api/courses';
import { COURSE_TEXTS } from '../course-texts';
import { CourseCard } from './course-card';
import type { CourseActions } from './course-cells';
import { courseColumns } from './course-columns';

interface CourseTableProps extends CourseActions {
  query: string;
  withBadge: boolean;
}

/**
 * §2.12: the courses in name order, a page at a time ('Cargar más'); a row click (or Enter or Space on the focused
 * row) opens the view dialog, its buttons view, edit and delete. On a phone each course is a card with the same actions.
 */
export function CourseTable({ query, withBadge, onView, onEdit, onDelete }: CourseTableProps) {
  const { t } = useLingui();
  const courses = useInfiniteQuery(coursesQueryOptions(query, withBadge));
  const actions = { onView, onEdit, onDelete };
  return (
    <DataTable
      query={courses}
      columns={courseColumns(actions)}
      rowKey={(course) => course.id}
      caption={t`Cursos`}
      onRowActivate={onView}
      rowLabel={({ name }) => t`Ver ${name}`}
      renderCard={(course) => <CourseCard course={course} {...actions} />}
      loading={{ label: t`Cargando cursos`, rows: 6, rowClassName: 'h-12' }}
      error={{
        title: t(COURSE_TEXTS.listFailed),
        detail: (error) => `${t(COURSE_TEXTS.listFailed)}: ${getErrorMessage(error, t`inténtalo de nuevo`)}`,
        retryLabel: t`Reintentar`,
      }}
      empty={{ icon: BookOpen, title: t(COURSE_TEXTS.empty) }}
      status={(shown, total) => t`Mostrando ${shown} de ${plural(total, { one: '# curso', other: '# cursos' })}`}
      more={{ label: t`Cargar más`, loadingLabel: t`Cargando más cursos` }}
    />
  );
}
