import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GradeCourse } from '@contracts/grades';
import { LIST_HEADERS, LIST_TOTAL_CAP } from '@contracts/lists';
import { courses } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { GRADE_COURSES_MAX } from './grade.service';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
let teacherId: number;
/** More courses than one page of the picker: 'Lote 001'…'Lote 230', two of them the teacher's. */
const BATCH = GRADE_COURSES_MAX + 30;

const call = (user: TestUser, url: string) => context.app.inject({ method: 'GET', url, headers: user.auth });
const names = (body: string) => (JSON.parse(body) as GradeCourse[]).map((course) => course.name);

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
  await context.db.insert(courses).values(
    Array.from({ length: BATCH }, (_, index) => {
      const n = String(index + 1).padStart(3, '0');
      return { name: `Lote ${n}`, courseCode: `LT-${n}`, teacherId: index < 2 ? teacherId : null };
    }),
  );
  await context.db.insert(courses).values({ name: 'Xilografía', courseCode: 'XIL-1' });
});

describe('GET /api/grades/courses', () => {
  it('answers staff the first page of every course by name, with the total of them all and the next page', async () => {
    const [{ value: all } = { value: 0 }] = await context.db.select({ value: count() }).from(courses);
    const first = await call(staff, '/api/grades/courses');
    expect(first.statusCode, first.body).toBe(200);
    const shown = names(first.body);
    expect(shown).toHaveLength(GRADE_COURSES_MAX);
    expect(shown.slice(0, 2)).toEqual(['Lote 001', 'Lote 002']);
    expect(first.headers[LIST_HEADERS.total]).toBe(String(all));
    expect(first.headers[LIST_HEADERS.totalCapped]).toBeUndefined();
    const cursor = first.headers[LIST_HEADERS.nextCursor];
    expect(typeof cursor).toBe('string');
    const rest = await call(staff, `/api/grades/courses?cursor=${String(cursor)}`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(names(rest.body)).toEqual([
      ...Array.from({ length: BATCH - GRADE_COURSES_MAX }, (_, i) => `Lote ${GRADE_COURSES_MAX + i + 1}`),
      'Xilografía',
    ]);
    expect(rest.headers[LIST_HEADERS.nextCursor]).toBeUndefined();
  });

  it('searches by name or code on the server, with the number that match (at least the cap past it)', async () => {
    const found = await call(staff, '/api/grades/courses?q=xil');
    expect(names(found.body)).toEqual(['Xilografía']);
    expect(found.headers[LIST_HEADERS.total]).toBe('1');
    const byCode = await call(staff, '/api/grades/courses?q=lt-01');
    expect(names(byCode.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Lote 01${i}`));
    expect(byCode.headers[LIST_HEADERS.total]).toBe('10');
    const many = await call(staff, '/api/grades/courses?q=lote&limit=50');
    expect(names(many.body)).toHaveLength(50);
    expect(many.headers[LIST_HEADERS.total]).toBe(String(LIST_TOTAL_CAP));
    expect(many.headers[LIST_HEADERS.totalCapped]).toBe('true');
  });

  it('gives a teacher only the courses they teach, counted as such', async () => {
    const own = await call(teacher, '/api/grades/courses');
    expect(names(own.body)).toEqual(['Lote 001', 'Lote 002']);
    expect(own.headers[LIST_HEADERS.total]).toBe('2');
    expect(names((await call(teacher, '/api/grades/courses?q=xil')).body)).toEqual([]);
  });

  it('refuses a forged cursor, a page past the list maximum and a student', async () => {
    expect((await call(staff, '/api/grades/courses?cursor=bm90LWEta2V5c2V0')).json()).toMatchObject({
      code: 'INVALID_CURSOR',
    });
    expect((await call(staff, '/api/grades/courses?limit=201')).statusCode).toBe(400);
    expect((await call(student, '/api/grades/courses')).statusCode).toBe(403);
  });
});
