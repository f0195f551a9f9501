import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Teacher } from '@contracts/teachers';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { staffTeachersQueryOptions } from '../api/staff-teachers';
import { TeacherCard } from './teacher-card';
import { TeachersEmptyState } from './teachers-empty-state';
import { totalLabel } from '@/lib/api-page';

interface TeacherGridProps {
  query: string;
  onEdit: (teacher: Teacher) => void;
  onDelete: (teacher: Teacher) => void;
}

/** The staff list as cards, 50 at a time, loading more as the end scrolls into view. */
export function TeacherGrid({ query, onEdit, onDelete }: TeacherGridProps) {
  // While a new search loads, the previous results stay on screen.
  const list = useInfiniteQuery({ ...staffTeachersQueryOptions(query), placeholderData: keepPreviousData });

  if (list.isPending) {
    return (
      <div role="status" aria-label="Cargando profesores" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="font-medium">Error al cargar profesores</p>
        <Button variant="outline" onClick={() => list.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }

  const teachers = list.data.pages.flatMap((page) => page.items);
  const total = totalLabel(list.data.pages);
  if (teachers.length === 0) return <TeachersEmptyState query={query} />;

  return (
    <>
      <ul aria-label="Profesores" aria-busy={list.isPlaceholderData} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <TeacherCard teacher={teacher} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        status={`Mostrando ${teachers.length} de ${total} profesores`}
      />
    </>
  );
}
