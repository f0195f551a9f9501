import { queryOptions } from '@tanstack/react-query';
import type { Course } from '@contracts/courses';
import type { Student } from '@contracts/students';
import type { PublicTeacher } from '@contracts/teachers';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';
import { documentKeys } from './document-keys';

/** A teacher, course or student as the pickers show it. */
export interface EntityOption {
  id: number;
  name: string;
  /** Teacher code, course code or student id. */
  code: string | null;
}

interface EntitySource<Row> {
  /** Staff search (q, limit): teachers by name/email/phone, courses by name or code, students by name or student id. */
  list: string;
  /** The read that validates a picked id. */
  item: (id: number) => string;
  toOption: (row: Row) => EntityOption;
}

const SOURCES: { [K in UploadOwnerKind]: EntitySource<K extends 'teacher' ? PublicTeacher : K extends 'course' ? Course : Student> } = {
  teacher: { list: '/api/staff/teachers', item: (id) => `/api/teachers/${id}`, toOption: (row) => ({ id: row.id, name: row.full_name, code: row.teacher_code }) },
  course: { list: '/api/courses', item: (id) => `/api/courses/${id}`, toOption: (row) => ({ id: row.id, name: row.name, code: row.course_code }) },
  student: { list: '/api/students', item: (id) => `/api/students/${id}`, toOption: (row) => ({ id: row.id, name: row.full_name, code: row.student_id }) },
};

export const PICKER_LIMIT = 20;

/** The first 20 matches of a picker search. */
export const entitySearchQueryOptions = (kind: UploadOwnerKind, q: string) =>
  queryOptions({
    queryKey: documentKeys.entitySearch(kind, q),
    queryFn: async ({ signal }) => {
      const source = SOURCES[kind] as EntitySource<unknown>;
      const page = await getListPage<unknown>(source.list, { q: q || undefined, limit: PICKER_LIMIT }, signal);
      return page.items.map(source.toOption);
    },
  });

/** Validates a picked entity through a read of the item (spec §2.10, §2.15). */
export const entityCheckQueryOptions = (kind: UploadOwnerKind, id: number) =>
  queryOptions({
    queryKey: documentKeys.entityCheck(kind, id),
    queryFn: async ({ signal }) => {
      const source = SOURCES[kind] as EntitySource<unknown>;
      return source.toOption(await api.get<unknown>(source.item(id), { signal }));
    },
    // A check is a fresh read each time an entity is picked.
    staleTime: 0,
    gcTime: 0,
  });
