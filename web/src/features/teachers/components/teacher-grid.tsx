import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { Teacher } from '@contracts/teachers';
import { PagedList } from '@/components/paged-list';
import { staffTeachersQueryOptions } from '../api/staff-teachers';
import { TeacherCard } from './teacher-card';
import { TEACHER_LIST_TEXTS } from './teacher-list-texts';

interface TeacherGridProps {
  query: string;
  onEdit: (teacher: Teacher) => void;
  onDelete: (teacher: Teacher) => void;
}

/** The staff list as cards, 50 at a time, loading more as the end scrolls into view. */
export function TeacherGrid({ query, onEdit, onDelete }: TeacherGridProps) {
  // While a new search loads, the previous results stay on screen.
  const list = useInfiniteQuery({ ...staffTeachersQueryOptions(query), placeholderData: keepPreviousData });
  return (
    <PagedList
      query={list}
      label="Profesores"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      itemKey={(teacher) => teacher.id}
      loading={{
        label: TEACHER_LIST_TEXTS.loading,
        rows: 6,
        rowClassName: 'h-48 rounded-xl',
        className: 'gap-4 sm:grid-cols-2 xl:grid-cols-3',
      }}
      error={{ title: 'Error al cargar profesores', retryLabel: 'Reintentar' }}
      empty={{
        icon: Users,
        title: TEACHER_LIST_TEXTS.empty,
        detail: query ? TEACHER_LIST_TEXTS.noMatches(query) : 'Aún no hay profesores registrados en el sistema',
      }}
      status={TEACHER_LIST_TEXTS.status}
      more={TEACHER_LIST_TEXTS.more}
    >
      {(teacher) => <TeacherCard teacher={teacher} onEdit={onEdit} onDelete={onDelete} />}
    </PagedList>
  );
}
