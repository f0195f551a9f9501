import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffStudent } from '@contracts/students';
import { students } from '../../db/schema/index';
import { findSessionUser } from '../auth/session.service';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { studentAbilities } from './student.policy';

/* The staff screens' students carry the caller's `can` (student.policy.ts studentAbilities): what PUT and DELETE do. */
const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
const call = callerOf(context);
const studentRecord = async () => (await context.db.select().from(students).where(eq(students.userId, student.id)))[0]!;

describe("a student's can", () => {
  it('is edit and delete for staff, in the list and the detail, and staff then edit and delete', async () => {
    const record = await studentRecord();
    const list = await call(staff, 'GET', `/api/staff/students?q=${encodeURIComponent(record.studentId)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<StaffStudent[]>().map((each) => [each.id, each.can])).toEqual([
      [record.id, { edit: true, delete: true }],
    ]);
    const detail = await call(staff, 'GET', `/api/staff/students/${record.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = detail.json<StaffStudent>();
    expect(shown.can).toEqual({ edit: true, delete: true });

    const edited = await call(staff, 'PUT', `/api/staff/students/${record.id}`, {
      full_name: 'Renombrada',
      student_id: shown.student_id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<StaffStudent>().can).toEqual({ edit: true, delete: true });
    expect((await call(staff, 'DELETE', `/api/staff/students/${record.id}`)).statusCode).toBe(204);
  });

  it('is nothing for a teacher, whom PUT and DELETE refuse', async () => {
    const user = (await findSessionUser({ db: context.db, token: teacher.token }))!;
    const request = { user } as FastifyRequest;
    expect(await studentAbilities({ db: context.db, user, request })).toEqual({ edit: false, delete: false });
    expect((await call(teacher, 'GET', '/api/staff/students')).statusCode).toBe(403);
    expect((await call(teacher, 'PUT', '/api/staff/students/1', { full_name: 'X' })).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', '/api/staff/students/1')).statusCode).toBe(403);
  });
});
