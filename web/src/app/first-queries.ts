import type { QueryClient } from '@tanstack/react-query';
import {
  firstDataRouteOf,
  firstQueryUrl,
  type FIRST_QUERY_URLS,
  type FirstDataPerson,
  type FirstQuery,
  type FirstQueryName,
} from '@contracts/first-data';
import { hasFirstAnswer } from '@/lib/first-answers';
import { analyticsQueryOptions } from '@/features/analytics/api/analytics';
import { badgeCatalogueQueryOptions } from '@/features/badges/api/badges';
import { recipientBadgesQueryOptions } from '@/features/badges/api/user-badges';
import { ownCoursesQueryOptions } from '@/features/course-rosters/api/rosters';
import { coursesQueryOptions, teacherCoursesQueryOptions } from '@/features/courses/api/courses';
import {
  documentStatisticsQueryOptions,
  entityDocumentsQueryOptions,
  expiringDocumentsQueryOptions,
  ownTeacherDocumentsQueryOptions,
} from '@/features/documents/api/documents';
import { ownGradesQueryOptions } from '@/features/grades/api/grades';
import { staffStudentsQueryOptions } from '@/features/students/api/staff-students';
import { ownStudentProfileQueryOptions } from '@/features/students/api/student-profile';
import { publicTeachersQueryOptions } from '@/features/teachers/api/public-teachers';
import { staffTeachersQueryOptions } from '@/features/teachers/api/staff-teachers';
import {
  gradedStudentsQueryOptions,
  ownProfileQueryOptions,
  teacherStatsQueryOptions,
} from '@/features/teachers/api/teacher-profile';

/*
 * Each first query of contracts/first-data.ts as the query the screens read (decision 039): filling it before the
 * page's first render, with the answer the server put in the page, draws the page whole at once. Its fetcher asks
 * the same URL through the same builder (contracts/api-paths.ts; first-queries.test.ts holds them equal).
 */

type Args<Name extends FirstQueryName> = Parameters<(typeof FIRST_QUERY_URLS)[Name]>;

/** Fills the query in `client`'s cache (a list: its first page) unless it is there already. */
type Fill = (client: QueryClient) => Promise<unknown>;

// The query options are the screens' own, each typed by its data; the cache takes any.
const one =
  (options: object): Fill =>
  (client) =>
    client.ensureQueryData(options as Parameters<QueryClient['ensureQueryData']>[0]);
const pages =
  (options: object): Fill =>
  (client) =>
    client.ensureInfiniteQueryData(options as Parameters<QueryClient['ensureInfiniteQueryData']>[0]);

export const FIRST_QUERIES: { [Name in FirstQueryName]: (...args: Args<Name>) => Fill } = {
  analytics: () => one(analyticsQueryOptions()),
  staffTeachers: (q) => pages(staffTeachersQueryOptions(q)),
  publicTeachers: (q) => pages(publicTeachersQueryOptions(q)),
  teacherStats: (id) => one(teacherStatsQueryOptions(id)),
  ownTeacherProfile: () => one(ownProfileQueryOptions()),
  ownTeacherDocuments: () => one(ownTeacherDocumentsQueryOptions()),
  teacherCourses: (id) => one(teacherCoursesQueryOptions(id)),
  courses: (q, withBadge) => pages(coursesQueryOptions(q, withBadge)),
  gradeSummary: () => one(gradedStudentsQueryOptions()),
  teacherBadges: (id) => one(recipientBadgesQueryOptions('teacher', id)),
  staffStudents: (q) => pages(staffStudentsQueryOptions(q)),
  ownStudentProfile: () => one(ownStudentProfileQueryOptions()),
  ownGrades: () => one(ownGradesQueryOptions()),
  ownCourses: () => one(ownCoursesQueryOptions()),
  studentDocuments: (id) => one(entityDocumentsQueryOptions('student', id)),
  badgeCatalogue: () => one(badgeCatalogueQueryOptions()),
  documentStatistics: () => one(documentStatisticsQueryOptions()),
  allExpiringDocuments: () => pages(expiringDocumentsQueryOptions(undefined, undefined)),
};

/** Fills one first query. */
export const fillFirstQuery = (client: QueryClient, query: FirstQuery): Promise<unknown> =>
  (FIRST_QUERIES[query.name] as (...args: unknown[]) => Fill)(...query.args)(client);

/**
 * The data router's loader of the page at `pathname` (its first render waits for it): fills the queries its route
 * declares. Those the server answered into the page are read from there and waited for; the others are asked for
 * now, alongside the page's code, and not waited for (the page shows its skeletons until they come).
 */
export async function fillFirstQueries(client: QueryClient, person: FirstDataPerson, pathname: string): Promise<void> {
  const queries = firstDataRouteOf(pathname)?.queries(person) ?? [];
  const inPage = queries.filter((query) => hasFirstAnswer(firstQueryUrl(query)));
  for (const query of queries) {
    if (!inPage.includes(query)) fillFirstQuery(client, query).catch(() => undefined);
  }
  await Promise.allSettled(inPage.map((query) => fillFirstQuery(client, query)));
}
