import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, badges, courses } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { signedInApp } from '../../../test/signed-in-app';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
let teacherId: number;

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
  await context.db.insert(badges).values([
    { badgeName: 'Render', badgeCode: 'C-REN', badgeType: 'course', year: 2026 },
    { badgeName: 'Comunidad', badgeCode: 'K-COM', badgeType: 'community', year: 2026 },
  ]);
});

const send = (user: TestUser | null, method: 'POST' | 'PUT', url: string, payload: object) =>
  context.app.inject({ method, url, payload, headers: user ? user.auth : {} });

const course = (code: string) => ({
  name: 'Iluminación',
  course_code: code,
  duration_type: ['semestral'],
  teacher_id: teacherId,
  bibliography: ['https://example.org/luz'],
});

describe('course writes', () => {
  it('are staff only', async () => {
    for (const user of [teacher, student])
      expect((await send(user, 'POST', '/api/courses', course('X1'))).statusCode).toBe(403);
    expect((await send(null, 'POST', '/api/courses', course('X1'))).statusCode).toBe(401);
    expect(await context.db.select().from(courses).where(eq(courses.courseCode, 'X1'))).toHaveLength(0);
  });

  it('create with the assigned teacher and course badges, update, and record activities', async () => {
    const created = await send(staff, 'POST', '/api/courses', {
      ...course('ILU-1'),
      has_badge: true,
      badge_codes: ['C-REN'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      course_code: 'ILU-1',
      teacher_id: teacherId,
      badge_code: 'C-REN',
      has_badge: true,
    });
    const id = created.json().id;
    const updated = await send(staff, 'PUT', `/api/courses/${id}`, {
      ...course('ILU-1'),
      name: 'Iluminación avanzada',
      teacher_id: 0,
    });
    expect(updated.json()).toMatchObject({ name: 'Iluminación avanzada', teacher_id: null, badge_code: null });
    const logged = await context.db.select().from(activities).where(eq(activities.entityType, 'course'));
    expect(logged.map((row) => row.activity)).toEqual(
      expect.arrayContaining(['Created course Iluminación', 'Updated course Iluminación avanzada']),
    );
  });

  it('refuse bad input with the §5 messages, a taken code, and non-course badges', async () => {
    const bad = await send(staff, 'POST', '/api/courses', {
      name: 'X',
      course_code: 'BAD-1',
      duration_type: [],
      bibliography: ['not a url'],
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Selecciona al menos un tipo de duración', 'Debe ser una URL válida']),
    );
    expect(
      (await send(staff, 'POST', '/api/courses', { ...course('T-4'), badge_codes: ['a', 'b', 'c', 'd'] })).json()
        .message,
    ).toBe('Máximo 3 badges por curso');
    await send(staff, 'POST', '/api/courses', course('DUP-1'));
    const taken = await send(staff, 'POST', '/api/courses', course('dup-1'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un curso con el código dup-1');
    expect(taken.json().code).toBe('COURSE_CODE_TAKEN');
    const community = await send(staff, 'POST', '/api/courses', {
      ...course('COM-1'),
      has_badge: true,
      badge_codes: ['K-COM'],
    });
    expect(community.statusCode).toBe(400);
    expect(await context.db.select().from(courses).where(eq(courses.courseCode, 'COM-1'))).toHaveLength(0);
  });
});
