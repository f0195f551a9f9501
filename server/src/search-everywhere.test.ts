import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contracts/roles';
import { badges, courseEnrolments, courses, students, teachers } from './db/schema/index';
import { createUser } from './modules/users/user.service';
import type { ExpensiveLimits } from './plugins/expensive';
import { signInEach } from '../test/signed-in-app';
import { buildTestApp, type TestContext, type TestUser } from '../test/build-app';

/*
 * One search, everywhere (issue 42, decision 032): every query parameter of the OpenAPI document that searches is
 * walked with accented and unaccented, lower- and upper-case queries, each as a role allowed to call its route.
 * A searching parameter the document gains without an entry in SEARCHES fails the first test.
 */

/** What a search must find: a teacher, a student (and their accounts, by their names), a course, a badge. */
type Seeded = 'teacher' | 'student' | 'teacherAccount' | 'studentAccount' | 'enrolledStudent' | 'course' | 'badge';

interface SearchCase {
  role: Role;
  finds: Seeded[];
  /** JSON list (items by id, or by `student_id` for a roster) or CSV (the seeded row's code in the text). */
  answer: 'json' | 'csv';
  /** The other query parameters the route needs. */
  also?: Record<string, string>;
}

/** Every searching query parameter of the document, by 'METHOD /path ?param'. */
const SEARCHES: Record<string, SearchCase> = {
  'GET /api/staff/teachers ?q': { role: 'staff', finds: ['teacher'], answer: 'json' },
  'GET /api/teachers ?q': { role: 'student', finds: ['teacher'], answer: 'json' },
  'GET /api/staff/teachers.csv ?q': { role: 'staff', finds: ['teacher'], answer: 'csv' },
  'GET /api/students ?q': { role: 'staff', finds: ['student'], answer: 'json' },
  'GET /api/staff/students ?q': { role: 'staff', finds: ['student'], answer: 'json' },
  'GET /api/staff/students.csv ?q': { role: 'staff', finds: ['student'], answer: 'csv' },
  'GET /api/grades/students ?q': { role: 'teacher', finds: ['student'], answer: 'json' },
  'GET /api/grades/courses ?q': { role: 'staff', finds: ['course'], answer: 'json' },
  'GET /api/courses ?q': { role: 'teacher', finds: ['course'], answer: 'json' },
  'GET /api/badges ?q': { role: 'teacher', finds: ['badge'], answer: 'json' },
  'GET /api/users ?q': { role: 'staff', finds: ['teacherAccount', 'studentAccount'], answer: 'json' },
  'GET /api/courses/{id}/enrolments ?q': {
    role: 'staff',
    finds: ['enrolledStudent'],
    answer: 'json',
    also: { semester: '1', academic_year: '2026' },
  },
};

/** Every list may be asked whole and often here: the expensive calls' limits are not what this test checks. */
const OPEN_LIMITS: ExpensiveLimits = {
  perPerson: { name: 'search-per-person', points: 100_000, windowSeconds: 60 },
  exportsPerPerson: { name: 'search-exports-per-person', points: 100_000, windowSeconds: 60 },
  overall: { name: 'search-overall', points: 100_000, windowSeconds: 60 },
  runningPerPerson: 1_000,
  runningOverall: 1_000,
};

/** A query parameter searches when it is named so; any other name must be added here to be walked. */
const SEARCH_PARAMETER_NAMES = new Set(['q', 'search', 'query', 'term', 'name']);

const PERSON_QUERIES = ['José Núñez', 'jose nunez', 'JOSE', 'Núñez', 'nunez', 'NUÑEZ', 'josé'];
const COURSE_QUERIES = ['Animación', 'animacion', 'ANIMACION', 'Diseño', 'diseno', 'DISENO', 'Ángel', 'angel'];
const BADGE_QUERIES = ['Ángel', 'angel', 'ANGEL', 'Diseño', 'diseno', 'DISEÑO'];
const QUERIES: Record<Seeded, string[]> = {
  teacher: PERSON_QUERIES,
  student: PERSON_QUERIES,
  teacherAccount: PERSON_QUERIES,
  studentAccount: PERSON_QUERIES,
  enrolledStudent: PERSON_QUERIES,
  course: COURSE_QUERIES,
  badge: BADGE_QUERIES,
};
/** Matches nothing seeded: the searches do filter. */
const NO_MATCH = 'Xiomara';

type OpenApiParameter = { in: string; name: string };
type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> };

/** The items of a JSON list answer: the array itself, or the first array property of an object. */
type Item = { id?: unknown; student_id?: unknown };
function listItems(body: unknown): Item[] {
  if (Array.isArray(body)) return body as Item[];
  const array = Object.values(body as Record<string, unknown>).find(Array.isArray);
  if (!array) throw new Error(`no list in ${JSON.stringify(body).slice(0, 200)}`);
  return array as Item[];
}

describe('one search, everywhere', () => {
  let context: TestContext;
  const callers = {} as Record<Role, TestUser>;
  let documented: string[] = [];
  /** Per seeded row: its id in JSON answers and the text that shows it in a CSV export. */
  const seeded = {} as Record<Seeded, { id: number; csv: string }>;

  beforeAll(async () => {
    context = await buildTestApp({ expensiveLimits: OPEN_LIMITS });
    const [staff, teacher, student] = await signInEach(context, 'staff', 'teacher', 'student');
    Object.assign(callers, { staff, teacher, student });

    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && SEARCH_PARAMETER_NAMES.has(parameter.name))
          .map((parameter) => `${method.toUpperCase()} ${path} ?${parameter.name}`),
      ),
    );

    const { db } = context;
    // Usernames and emails say nothing of the names: user management must find the accounts by their person's name.
    const teacherUser = await createUser({
      db,
      input: {
        email: 'zk41.docente@test.school',
        username: 'docente-zk41',
        password: 'correct-horse-battery',
        role: 'teacher',
      },
    });
    const studentUser = await createUser({
      db,
      input: {
        email: 'zk42.alumno@test.school',
        username: 'alumno-zk42',
        password: 'correct-horse-battery',
        role: 'student',
      },
    });
    const [teacherRow] = await db
      .insert(teachers)
      .values({
        userId: teacherUser.id,
        fullName: 'José Núñez',
        email: 'zk41.docente@test.school',
        teacherCode: 'TC-ZK41',
      })
      .returning({ id: teachers.id });
    const [studentRow] = await db
      .insert(students)
      .values({
        userId: studentUser.id,
        fullName: 'José Núñez',
        studentId: 'ST-ZK42',
        email: 'zk42.alumno@test.school',
      })
      .returning({ id: students.id });
    const [courseRow] = await db
      .insert(courses)
      .values({ name: 'Animación y Diseño con Ángel', courseCode: 'CR-ZK43' })
      .returning({ id: courses.id });
    const [badgeRow] = await db
      .insert(badges)
      .values({ badgeName: 'Ángel del Diseño', badgeCode: 'BG-ZK44', badgeType: 'course', year: 2026 })
      .returning({ id: badges.id });
    await db.insert(courseEnrolments).values({
      courseId: courseRow!.id,
      studentId: studentRow!.id,
      semester: '1',
      academicYear: 2026,
    });
    seeded.teacher = { id: teacherRow!.id, csv: 'zk41.docente@test.school' };
    seeded.student = { id: studentRow!.id, csv: 'ST-ZK42' };
    seeded.teacherAccount = { id: teacherUser.id, csv: 'docente-zk41' };
    seeded.studentAccount = { id: studentUser.id, csv: 'alumno-zk42' };
    seeded.enrolledStudent = { id: studentRow!.id, csv: 'ST-ZK42' };
    seeded.course = { id: courseRow!.id, csv: 'CR-ZK43' };
    seeded.badge = { id: badgeRow!.id, csv: 'BG-ZK44' };
  });

  it('walks every searching query parameter of the OpenAPI document, and only those', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect([...documented].sort()).toEqual(Object.keys(SEARCHES).sort());
  });

  /** Whether the route's answer to `q`, asked as its role, shows the seeded row. */
  async function finds(key: string, q: string, target: Seeded): Promise<boolean> {
    const [method, path, param] = key.split(' ');
    const search = SEARCHES[key]!;
    const query = new URLSearchParams({ ...search.also, [param!.slice(1)]: q });
    const response = await context.app.inject({
      method: method as 'GET',
      url: `${path!.replace('{id}', String(seeded.course.id))}?${query}`,
      headers: callers[search.role].auth,
    });
    expect(response.statusCode, `${key} '${q}': ${response.body.slice(0, 300)}`).toBe(200);
    if (search.answer === 'csv') return response.body.includes(seeded[target].csv);
    const id = seeded[target].id;
    return listItems(response.json()).some((item) =>
      target === 'enrolledStudent' ? item.student_id === id : item.id === id,
    );
  }

  for (const [key, search] of Object.entries(SEARCHES)) {
    for (const target of search.finds) {
      it(`${key} finds the ${target} with or without accents, in any case, and not for another name`, async () => {
        const missed: string[] = [];
        for (const q of QUERIES[target]) if (!(await finds(key, q, target))) missed.push(q);
        expect(missed, `queries that did not find the ${target}`).toEqual([]);
        expect(await finds(key, NO_MATCH, target)).toBe(false);
      });
    }
  }
});
