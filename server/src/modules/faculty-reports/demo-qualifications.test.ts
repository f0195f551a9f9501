import { beforeAll, describe, expect, it } from 'vitest';
import type { Qualifications } from '@contracts/faculty-reports';
import { createUser } from '../users/user.service';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { seedEnrolments } from '../../../../scripts/seed/enrolments';
import { seedQualifications } from '../../../../scripts/seed/qualifications';
import { createRandom } from '../../../../scripts/seed/random';
import { seedCourses, seedGrades, seedStudents, seedTeachers } from '../../../../scripts/seed/school';

/*
 * The demo school's qualifications table (issue 45): the seed's teachers, courses, grades and rosters, then its
 * qualifications step, read through the route the staff screen calls for the current term: both bases and a flag.
 */
let context: TestContext;
let staff: TestUser;
let seeded: Awaited<ReturnType<typeof seedQualifications>>;

beforeAll(async () => {
  context = await buildTestApp();
  const { db } = context;
  const random = createRandom(20261122);
  const account = (role: 'teacher' | 'student') =>
    createUser({
      db,
      input: { email: `${role}@demo.school`, username: `demo-${role}`, password: 'demo-password-2026', role },
    });
  const teacherIds = await seedTeachers(db, random, 'not-a-password-hash', (await account('teacher')).id);
  const studentIds = await seedStudents(db, random, 'not-a-password-hash', (await account('student')).id);
  await seedCourses(db, random, teacherIds, []);
  await seedGrades(db, random, studentIds);
  await seedEnrolments(db, createRandom(20261142), studentIds);
  staff = await signInAs(context, 'staff');
  seeded = await seedQualifications(db, staff.id);
});

describe('the demo school’s qualifications table', () => {
  it('shows the current term with both bases and at least one flag', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/reports/qualifications', headers: staff.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    const table = answer.json<Qualifications>();
    expect(table.source).toBe('term');
    expect(table.counts.degree).toBeGreaterThanOrEqual(1);
    expect(table.counts.experience).toBeGreaterThanOrEqual(1);
    expect(table.counts.not_justified).toBeGreaterThanOrEqual(1);
    expect(table.counts).toEqual({
      degree: seeded.degree,
      experience: seeded.experience,
      not_justified: seeded.flagged,
    });
    const experience = table.items.find((row) => row.basis === 'experience')!;
    expect(experience).toMatchObject({ basis_source: 'staff', justification: expect.stringMatching(/\S/) });
    expect(table.items.some((row) => row.basis === 'degree' && row.basis_source === 'staff')).toBe(true);
    expect(table.items.some((row) => row.basis === 'degree' && row.basis_source === 'rule')).toBe(true);
  });
});
