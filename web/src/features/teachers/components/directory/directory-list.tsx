import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { PublicTeacher } from '@contracts/teachers';
import { PagedList } from '@/components/paged-list';
import { publicTeachersQueryOptions } from '../../api/public-teachers';
import { useTeacherListTexts } from '../teacher-list-texts';
import { DirectoryRow } from './directory-row';

interface DirectoryListProps {
  query: string;
  onOpen: (teacher: PublicTeacher) => void;
  /** Shown on each card below its areas (the page's composition: the portfolio's thumbnails). */
  renderExtra?: (teacher: PublicTeacher) => ReactNode;
}

/** The Trombinoscopio's rows, 50 at a time, loading more as the end scrolls into view. */
export function DirectoryList({ query, onOpen, renderExtra }: DirectoryListProps) {
  const { t } = useLingui();
  const texts = useTeacherListTexts();
  const list = useInfiniteQuery({ ...publicTeachersQueryOptions(query), placeholderData: keepPreviousData });
  return (
    <PagedList
      query={list}
      label={t`Directorio de profesores`}
      className="grid gap-3"
      itemKey={(teacher) => teacher.id}
      loading={{ label: texts.loading, rows: 5, rowClassName: 'h-20 rounded-lg' }}
      error={{ title: t`No se pudieron cargar los datos. Por favor, intenta más tarde.` }}
      empty={{
        icon: Users,
        title: texts.empty,
        detail: query ? texts.noMatches(query) : undefined,
      }}
      status={texts.status}
      more={texts.more}
      offscreenRowHeight="11rem"
    >
      {(teacher) => <DirectoryRow teacher={teacher} onOpen={onOpen} renderExtra={renderExtra} />}
    </PagedList>
  );
}
