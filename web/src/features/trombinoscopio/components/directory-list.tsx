import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { PublicTeacher } from '@contracts/teachers';
import { LoadMore } from '@/components/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { directoryQueryOptions } from '../api/directory';
import { DirectoryRow } from './directory-row';
import { totalLabel } from '@/lib/api-page';

/** The directory rows, 50 at a time, loading more as the end scrolls into view. */
export function DirectoryList({ query, onOpen }: { query: string; onOpen: (teacher: PublicTeacher) => void }) {
  const list = useInfiniteQuery({ ...directoryQueryOptions(query), placeholderData: keepPreviousData });

  if (list.isPending) {
    return (
      <div role="status" aria-label="Cargando profesores" className="grid gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-lg" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="py-10 text-center text-destructive">
        No se pudieron cargar los datos. Por favor, intenta más tarde.
      </p>
    );
  }

  const teachers = list.data.pages.flatMap((page) => page.items);
  const total = totalLabel(list.data.pages);
  if (teachers.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <Users aria-hidden="true" className="size-8" />
        <p className="font-medium text-foreground">No se encontraron profesores</p>
        {query ? <p className="text-sm">No hay resultados para &quot;{query}&quot;</p> : null}
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Directorio de profesores" aria-busy={list.isPlaceholderData} className="grid gap-3">
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <DirectoryRow teacher={teacher} onOpen={onOpen} />
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
