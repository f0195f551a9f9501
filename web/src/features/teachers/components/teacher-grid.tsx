import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { Teacher } from '@contracts/teachers';
import { PagedList } from '@/components/paged-list';
import { staffTeachersQueryOptions } from '../api/staff-teachers';
import { TeacherCard } from './teacher-card';
import { useTeacherListTexts } from './teacher-list-texts';

interface TeacherGridProps {
  query: string;
  onEdit: (teacher: Teacher) => void;
  onDelete: (teacher: Teacher) => void;
}

/** The staff list as cards, 50 at a time, loading more as the end scrolls into view. */
export function TeacherGrid({ query, onEdit, onDelete }: TeacherGridProps) {
  const { t } = useLingui();
  const texts = useTeacherListTexts();
  // While a new search loads, the previous results stay on screen.
  const list = useInfiniteQuery({ ...staffTeachersQueryOptions(query), placeholderData: keepPreviousData });
  return (
    <PagedList
      query={list}
      label={t`Profesores`}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      itemKey={(teacher) => teacher.id}
      loading={{
        label: texts.loading,
        rows: 6,
        rowClassName: 'h-48 rounded-xl',
        className: 'gap-4 sm:grid-cols-2 xl:grid-cols-3',
      }}
      error={{ title: t`Error al cargar profesores`, retryLabel: t`Reintentar` }}
      empty={{
        icon: Users,
        title: texts.empty,
        detail: query ? texts.noMatches(query) : t`Aún no hay profesores registrados en el sistema`,
      }}
      status={texts.status}
      more={texts.more}
    >
      {(teacher) => <TeacherCard teacher={teacher} onEdit={onEdit} onDelete={onDelete} />}
    </PagedList>
  );
}
