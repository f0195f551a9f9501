import { beforeAll, describe, expect, it } from 'vitest';
import type { RecipientBadgeList } from '@contracts/badges';
import { type TestUser } from '../../../test/build-app';
import { teacherIdOf, studentIdOf } from '../../../test/profile-ids';
import { signedInApp } from '../../../test/signed-in-app';

/*
 * Whether a person's badge list offers the caller the credentials' links (issue 23): staff and the holder themself,
 * as canShareCredentialsOf decides; the screens read `can_share_credentials` instead of comparing roles.
 */

const [context, staff, owner, other, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
let ownerTeacherId: number;
let studentId: number;

beforeAll(async () => {
  ownerTeacherId = await teacherIdOf(context, owner);
  studentId = await studentIdOf(context, student);
});

async function offered(user: TestUser, url: string) {
  const response = await context.app.inject({ method: 'GET', url, headers: user.auth });
  expect(response.statusCode, url).toBe(200);
  return response.json<RecipientBadgeList>().can_share_credentials;
}

describe("a person's badge list", () => {
  it("offers a teacher's credential links to staff and to that teacher only", async () => {
    const url = `/api/user-badges/teacher/${ownerTeacherId}`;
    expect(await offered(staff, url)).toBe(true);
    expect(await offered(owner, url)).toBe(true);
    expect(await offered(other, url)).toBe(false);
    expect(await offered(student, url)).toBe(false);
  });

  it("offers a student's credential links to staff and to that student", async () => {
    const url = `/api/user-badges/student/${studentId}`;
    expect(await offered(staff, url)).toBe(true);
    expect(await offered(student, url)).toBe(true);
  });

  it("offers a staff member's credential links to staff", async () => {
    expect(await offered(staff, `/api/user-badges/staff/${staff.id}`)).toBe(true);
  });
});
