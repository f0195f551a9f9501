import {
  ANALYTICS_PATH,
  BADGE_CATALOGUE_PATH,
  COURSES_PATH,
  DOCUMENT_STATISTICS_PATH,
  EXPIRING_DOCUMENTS_PATH,
  GRADE_SUMMARY_PATH,
  OWN_GRADES_PATH,
  OWN_STUDENT_COURSES_PATH,
  OWN_STUDENT_PROFILE_PATH,
  OWN_TEACHER_DOCUMENTS_PATH,
  OWN_TEACHER_PROFILE_PATH,
  PUBLIC_TEACHERS_PATH,
  STAFF_STUDENTS_PATH,
  STAFF_TEACHERS_PATH,
  STUDENT_PAGE_SIZE,
  TEACHER_PAGE_SIZE,
  coursesPage,
  entityDocumentsPath,
  expiringDocumentsPage,
  listPagePath,
  normalizeApiUrl,
  recipientBadgesPath,
  teacherCoursesPage,
  teacherStatsPath,
} from './api-paths';
import { photoSource } from './photo-sizes';

/*
 * Decision 039: what a page's first screen is drawn from, declared once per route. The server reads it when it
 * serves index.html to a signed-in person (the route's GETs answered as that person, put in the page, and its
 * code in the Link header; the page's <html lang> is the person's, decision 040); the web reads it to fill the
 * route's queries before the page's first render. Zod-free: the server and the web's entry read it.
 */

/**
 * The queries a first screen may be drawn from, by name, each with the URL of its GET. The web gives each name
 * its query (app/first-queries.ts), whose fetcher asks the same URL through the same builder.
 */
export const FIRST_QUERY_URLS = {
  analytics: () => ANALYTICS_PATH,
  staffTeachers: (q: string) => listPagePath(STAFF_TEACHERS_PATH, { q, limit: TEACHER_PAGE_SIZE }),
  publicTeachers: (q: string) => listPagePath(PUBLIC_TEACHERS_PATH, { q, limit: TEACHER_PAGE_SIZE }),
  teacherStats: (teacherId: number) => teacherStatsPath(teacherId),
  ownTeacherProfile: () => OWN_TEACHER_PROFILE_PATH,
  ownTeacherDocuments: () => OWN_TEACHER_DOCUMENTS_PATH,
  teacherCourses: (teacherId: number) => listPagePath(COURSES_PATH, teacherCoursesPage(teacherId)),
  courses: (q: string, withBadge: boolean) => listPagePath(COURSES_PATH, coursesPage(q, withBadge)),
  gradeSummary: () => GRADE_SUMMARY_PATH,
  teacherBadges: (teacherId: number) => recipientBadgesPath('teacher', teacherId),
  staffStudents: (q: string) => listPagePath(STAFF_STUDENTS_PATH, { q, limit: STUDENT_PAGE_SIZE }),
  ownStudentProfile: () => OWN_STUDENT_PROFILE_PATH,
  ownGrades: () => OWN_GRADES_PATH,
  ownCourses: () => OWN_STUDENT_COURSES_PATH,
  studentDocuments: (studentId: number) => entityDocumentsPath('student', studentId),
  badgeCatalogue: () => BADGE_CATALOGUE_PATH,
  documentStatistics: () => DOCUMENT_STATISTICS_PATH,
  allExpiringDocuments: () => listPagePath(EXPIRING_DOCUMENTS_PATH, expiringDocumentsPage(undefined, undefined)),
} satisfies Record<string, (...args: never[]) => string>;

export type FirstQueryName = keyof typeof FIRST_QUERY_URLS;

/** One query of a first screen: its name and the arguments of its URL (and of the web's query). */
export type FirstQuery = {
  [Name in FirstQueryName]: { name: Name; args: Parameters<(typeof FIRST_QUERY_URLS)[Name]> };
}[FirstQueryName];

/** The URL of a first query's GET, normalised (normalizeApiUrl). */
export function firstQueryUrl(query: FirstQuery): string {
  const build = FIRST_QUERY_URLS[query.name] as (...args: unknown[]) => string;
  return normalizeApiUrl(build(...query.args));
}

/** What a route's queries may depend on: the person's own teacher or student record (GET /api/me's `profile`). */
export interface FirstDataPerson {
  profile: { id: number } | null;
}

const q = <Name extends FirstQueryName>(name: Name, ...args: Parameters<(typeof FIRST_QUERY_URLS)[Name]>) =>
  ({ name, args }) as FirstQuery;

/** The profile's id, or no query without one. */
const withProfile = (person: FirstDataPerson, queries: (id: number) => FirstQuery[]) =>
  person.profile ? queries(person.profile.id) : [];

export interface FirstDataRoute {
  /** The path, as the router writes it (no trailing slash). */
  path: string;
  /** The page's module under web/src, whose code the page's Link header names (the build's first-screen plan). */
  module: string;
  /** The queries the first screen is drawn from, for the signed-in person. */
  queries: (person: FirstDataPerson) => FirstQuery[];
  /**
   * The largest image of the first screen, read from its answers (`answer(url)`: a query's body), if it has one: the
   * server names it in the page's Link header, so the browser fetches it with the page instead of after its render.
   */
  image?: (answer: (url: string) => unknown) => string | null;
}

/** A profile answer's `profile_photo`, if it is one. */
const photoOf = (profile: unknown) =>
  typeof profile === 'object' &&
  profile !== null &&
  'profile_photo' in profile &&
  typeof profile.profile_photo === 'string'
    ? profile.profile_photo
    : null;

const analytics: Omit<FirstDataRoute, 'path'> = {
  module: 'app/routes/admin/analytics.tsx',
  queries: () => [q('analytics')],
};

/**
 * The routes that declare their first data. A query the person may not ask is refused by the server's own guard
 * and left out of the page.
 */
export const FIRST_DATA_ROUTES: readonly FirstDataRoute[] = [
  { path: '/admin/analytics', ...analytics },
  { path: '/admin/dashboard', ...analytics },
  {
    path: '/admin/teachers',
    module: 'app/routes/admin/teachers.tsx',
    queries: () => [q('staffTeachers', '')],
  },
  {
    path: '/admin/students',
    module: 'app/routes/admin/students.tsx',
    queries: () => [q('staffStudents', '')],
  },
  {
    path: '/admin/courses',
    module: 'app/routes/admin/courses.tsx',
    queries: () => [q('courses', '', false)],
  },
  {
    path: '/admin/documents',
    module: 'app/routes/admin/documents.tsx',
    queries: () => [q('documentStatistics'), q('allExpiringDocuments')],
  },
  {
    path: '/admin/badges',
    module: 'app/routes/admin/badges.tsx',
    queries: () => [q('badgeCatalogue')],
  },
  {
    path: '/teacher/dashboard',
    module: 'app/routes/teacher/dashboard.tsx',
    queries: (person) => [
      q('ownTeacherDocuments'),
      q('gradeSummary'),
      ...withProfile(person, (id) => [q('teacherStats', id), q('teacherCourses', id), q('teacherBadges', id)]),
    ],
  },
  {
    path: '/teacher/profile',
    module: 'app/routes/teacher/profile.tsx',
    // The side card's badges: their images are the largest things the first screen draws on a phone.
    queries: (person) => [q('ownTeacherProfile'), ...withProfile(person, (id) => [q('teacherBadges', id)])],
    // The profile's photo, as the side card shows it (medium, fetched first).
    image: (answer) => photoSource(photoOf(answer(OWN_TEACHER_PROFILE_PATH)), 'medium'),
  },
  {
    path: '/teacher/documents',
    module: 'app/routes/teacher/documents.tsx',
    queries: () => [q('ownTeacherDocuments')],
  },
  {
    path: '/student/dashboard',
    module: 'app/routes/student/dashboard.tsx',
    queries: (person) => [
      q('ownStudentProfile'),
      q('ownGrades'),
      ...withProfile(person, (id) => [q('studentDocuments', id)]),
    ],
  },
  {
    path: '/grades',
    module: 'app/routes/student/grades.tsx',
    queries: () => [q('ownGrades'), q('ownCourses')],
  },
  {
    path: '/trombinoscopio',
    module: 'app/routes/trombinoscopio.tsx',
    queries: () => [q('publicTeachers', '')],
  },
];

/** `path` without its trailing slashes. */
export const barePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The route that declares `path`'s first data (a trailing slash is the same path), if any. */
export function firstDataRouteOf(path: string): FirstDataRoute | undefined {
  const bare = barePath(path);
  return FIRST_DATA_ROUTES.find((route) => route.path === bare);
}

/** The image `route` declares for the first screen drawn from `data`, if any (its answers are keyed by normalised URL). */
export function firstImageOf(route: FirstDataRoute, data: FirstData): string | null {
  return route.image?.((url) => data.answers[normalizeApiUrl(url)]?.body) ?? null;
}

/** The element of the page that carries its first data as JSON. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** One answer put in the page: its JSON body and the headers the web reads (a list page's total and cursor). */
export interface FirstAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

/** What the page carries: whose answers they are, and each GET's answer by its normalised URL (GET /api/me's too). */
export interface FirstData {
  userId: number;
  answers: Record<string, FirstAnswer>;
}
