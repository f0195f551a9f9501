import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { LoadMore } from '@/components/load-more';
import { getErrorMessage } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-page';
import { coursesQueryOptions } from '../api/courses';
import { COURSE_TEXTS } from '../course-texts';
import { CourseCardList } from './course-card-list';
import type { CourseActions } from './course-cells';
import { CourseRowTable } from './course-row-table';

interface CourseTableProps extends CourseActions {
  query: string;
  withBadge: boolean;
}

/**
 * §2.12: the courses in name order, a page at a time ('Cargar más'); a row click (or Enter on the focused row) opens
 * the view dialog, its buttons view, edit and delete. On a phone each course is a card with the same actions.
 */
export function CourseTable({ query, withBadge, onView, onEdit, onDelete }: CourseTableProps) {
  const courses = useInfiniteQuery(coursesQueryOptions(query, withBadge));
  const actions = { onView, onEdit, onDelete };
  return (
    <ListState
      query={courses}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      loading={{ label: 'Cargando cursos', rows: 6, rowClassName: 'h-12' }}
      error={{
        title: COURSE_TEXTS.listFailed,
        detail: (error) => `${COURSE_TEXTS.listFailed}: ${getErrorMessage(error, 'inténtalo de nuevo')}`,
        retryLabel: 'Reintentar',
      }}
      empty={{ icon: BookOpen, title: COURSE_TEXTS.empty }}
    >
      {(data) => {
        const rows = data.pages.flatMap((page) => page.items);
        return (
          <>
            <CourseCardList courses={rows} busy={courses.isPlaceholderData} {...actions} />
            <CourseRowTable courses={rows} busy={courses.isPlaceholderData} {...actions} />
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
