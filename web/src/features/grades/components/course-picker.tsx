import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueEntry } from '@contracts/catalogues/catalogue';
import type { GradeCourse } from '@contracts/grades';
import { CatalogueSelect } from '@/components/catalogue-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import type { ListPage } from '@/lib/api-page';
import { gradeCoursesQueryOptions } from '../api/grades';
import { courseEntries } from './course-entries';
import { searchNote } from './course-search-note';

/**
 * The first page of the courses the user may grade in (GET /api/grades/courses), with its loading and its error
 * ('Reintentar'); `failure` is the error's words.
 */
export function GradeCoursesLoaded({
  failure,
  children,
}: {
  failure: string;
  children: (page: ListPage<GradeCourse>) => ReactNode;
}) {
  const { t } = useLingui();
  const courses = useQuery(gradeCoursesQueryOptions());
  if (courses.isError) {
    return (
      <p role="alert" className="text-destructive">
        {failure}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void courses.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </p>
    );
  }
  if (courses.isPending) return <p role="status">{t`Cargando cursos…`}</p>;
  return children(courses.data);
}

interface CoursePickerProps extends Omit<ComponentProps<typeof CatalogueSelect>, 'entries' | 'onValueChange'> {
  /** Called with the entry's code and, for a listed course, the course. */
  onValueChange: (value: string, course: GradeCourse | undefined) => void;
  /** The course chosen before, kept among the entries when a search no longer lists it. */
  picked?: GradeCourse;
  /** Entries after the courses (the grade's own course, 'Otro'); left out where a listed course has their code. */
  extra?: readonly CatalogueEntry[];
}

/**
 * The course select of the grade screens. The server answers a page of courses and how many there are: when that is
 * not all of them, the picker says so ('Mostrando 200 de 350 cursos; escribe para buscar') and a search box asks the
 * server for the courses by name or code.
 */
export function CoursePicker({ onValueChange, picked, extra = [], ...select }: CoursePickerProps) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const search = useQuery(gradeCoursesQueryOptions(q));
  const listed = search.data?.items ?? [];
  const courses = picked && !listed.some((course) => course.id === picked.id) ? [picked, ...listed] : listed;
  const entries = [
    ...courseEntries(courses),
    ...extra.filter((entry) => !courses.some((course) => String(course.id) === entry.code)),
  ];
  const cut = search.data !== undefined && (search.data.nextCursor !== undefined || search.data.totalCapped);
  return (
    <div className="grid grid-cols-1 gap-2">
      <CatalogueSelect
        {...select}
        entries={entries}
        onValueChange={(value) =>
          onValueChange(
            value,
            courses.find((course) => String(course.id) === value),
          )
        }
      />
      {cut || q !== '' ? (
        <>
          <SearchInput label={t`Buscar curso`} placeholder={t`Buscar curso por nombre o código`} onSearch={setQ} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {searchNote(search, q)}
          </p>
        </>
      ) : null}
    </div>
  );
}
