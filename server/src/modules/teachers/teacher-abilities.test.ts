import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffTeacher } from '@contracts/teachers';
import { teachers } from '../../db/schema/index';
import { findSessionUser } from '../auth/session.service';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { teacherPayload } from '../../../test/factories';
import { teacherAbilities } from './teacher.policy';

/* The staff screens' teachers carry the caller's `can` (teacher.policy.ts teacherAbilities): what PUT and DELETE do. */
const [context, staff, teacher] = await signedInApp('staff', 'teacher');
const call = callerOf(context);

describe("a teacher's can", () => {
  it('is edit and delete for staff, in the list and the detail, and staff then edit and delete', async () => {
    const created = await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ full_name: 'Zuleta Abilities' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<StaffTeacher>().id;
    expect(created.json<StaffTeacher>().can).toEqual({ edit: true, delete: true });

    const list = await call(staff, 'GET', '/api/staff/teachers?q=Zuleta');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<StaffTeacher[]>().map((each) => [each.id, each.can])).toEqual([
      [id, { edit: true, delete: true }],
    ]);
    const detail = await call(staff, 'GET', `/api/staff/teachers/${id}`);
    expect(detail.json<StaffTeacher>().can).toEqual({ edit: true, delete: true });

    const edited = await call(staff, 'PUT', `/api/staff/teachers/${id}`, teacherPayload({ full_name: 'Zuleta B' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<StaffTeacher>().can).toEqual({ edit: true, delete: true });
    expect((await call(staff, 'DELETE', `/api/staff/teachers/${id}`)).statusCode).toBe(204);
  });

  it('is nothing for a teacher, whom PUT and DELETE refuse', async () => {
    const user = (await findSessionUser({ db: context.db, token: teacher.token }))!;
    const request = { user } as FastifyRequest;
    expect(await teacherAbilities({ db: context.db, user, request })).toEqual({ edit: false, delete: false });
    const [own] = await context.db.select().from(teachers).where(eq(teachers.userId, teacher.id));
    expect((await call(teacher, 'GET', `/api/staff/teachers/${own!.id}`)).statusCode).toBe(403);
    expect((await call(teacher, 'PUT', `/api/staff/teachers/${own!.id}`, teacherPayload())).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/staff/teachers/${own!.id}`)).statusCode).toBe(403);
  });
});
