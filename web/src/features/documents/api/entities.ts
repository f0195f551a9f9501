import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { UploadOwnerKind } from '@contracts/catalogues/documents';
import type { Course } from '@contracts/courses';
import type { Student } from '@contracts/students';
import type { PublicTeacher } from '@contracts/teachers';
import { courseKeys, fetchCourse, fetchCourseMatches } from '@/lib/resources/courses';
import { fetchStudent, fetchStudentMatches, studentKeys } from '@/lib/resources/students';
import { fetchPublicTeacher, fetchStaffTeacherMatches, teacherKeys } from '@/lib/resources/teachers';

/** A teacher, course or student as the pickers show it. */
export interface EntityOption {
  id: number;
  name: string;
  /** Teacher code, course code or student id. */
  code: string | null;
}

export const PICKER_LIMIT = 20;

/**
 * Where the pickers read each kind: the teachers', courses' and students' own keys and fetchers, so a picker shares
 * their cache and is refreshed by their changes. A search is the first 20 matches (teachers by name, email or phone,
 * courses by name or code, students by name or student id); a check reads the picked item (spec §2.10, §2.15).
 */
interface EntitySource<Row> {
  searchKey: (q: string) => QueryKey;
  search: (q: string, signal: AbortSignal) => Promise<Row[]>;
  itemKey: (id: number) => QueryKey;
  item: (id: number, signal: AbortSignal) => Promise<Row>;
  toOption: (row: Row) => EntityOption;
}

/** One kind's source, its row type erased: the queries hand its rows back to its own `toOption` only. */
const source = <Row>(entity: EntitySource<Row>) => entity as unknown as EntitySource<unknown>;

const SOURCES: Record<UploadOwnerKind, EntitySource<unknown>> = {
  teacher: source<Pick<PublicTeacher, 'id' | 'full_name' | 'teacher_code'>>({
    searchKey: (q) => teacherKeys.staffMatches(q, PICKER_LIMIT),
    search: (q, signal) => fetchStaffTeacherMatches(q, PICKER_LIMIT, signal),
    itemKey: teacherKeys.publicItem,
    item: fetchPublicTeacher,
    toOption: (row) => ({ id: row.id, name: row.full_name, code: row.teacher_code }),
  }),
  course: source<Pick<Course, 'id' | 'name' | 'course_code'>>({
    searchKey: (q) => courseKeys.matches(q, PICKER_LIMIT),
    search: (q, signal) => fetchCourseMatches(q, PICKER_LIMIT, signal),
    itemKey: courseKeys.item,
    item: fetchCourse,
    toOption: (row) => ({ id: row.id, name: row.name, code: row.course_code }),
  }),
  student: source<Pick<Student, 'id' | 'full_name' | 'student_id'>>({
    searchKey: (q) => studentKeys.matches(q, PICKER_LIMIT),
    search: (q, signal) => fetchStudentMatches(q, PICKER_LIMIT, signal),
    itemKey: studentKeys.item,
    item: fetchStudent,
    toOption: (row) => ({ id: row.id, name: row.full_name, code: row.student_id }),
  }),
};

/** The first 20 matches of a picker search. */
export const entitySearchQueryOptions = (kind: UploadOwnerKind, q: string) => {
  const { searchKey, search, toOption } = SOURCES[kind];
  return queryOptions<unknown[], Error, EntityOption[]>({
    queryKey: searchKey(q),
    queryFn: ({ signal }) => search(q, signal),
    select: (rows) => rows.map(toOption),
  });
};

/** Validates a picked entity through a read of the item (spec §2.10, §2.15). */
export const entityCheckQueryOptions = (kind: UploadOwnerKind, id: number) => {
  const { itemKey, item, toOption } = SOURCES[kind];
  return queryOptions<unknown, Error, EntityOption>({
    queryKey: itemKey(id),
    queryFn: ({ signal }) => item(id, signal),
    select: toOption,
    // A check is a fresh read each time an entity is picked.
    staleTime: 0,
    gcTime: 0,
  });
};
