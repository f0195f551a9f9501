import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { badges, teachers, unifiedDocuments, userBadges } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';

const [context, staff, student, owner, other] = await signedInApp('staff', 'student', 'teacher', 'teacher');
let ownerTeacherId: number;
let ownerCode: string;

beforeAll(async () => {
  ownerCode = `DOC-${owner.id}`;
  const [row] = await context.db
    .update(teachers)
    .set({ teacherCode: ownerCode })
    .where(eq(teachers.userId, owner.id))
    .returning();
  ownerTeacherId = row!.id;
  await context.db.insert(unifiedDocuments).values({
    originalName: 'cv.pdf',
    filename: `f-${owner.id}.bin`,
    fileType: 'application/pdf',
    fileSize: 2048,
    path: `f-${owner.id}.bin`,
    documentType: 'teacher',
    documentTag: 'cv',
    entityId: ownerTeacherId,
    uploadedBy: owner.id,
  });
  const [badge] = await context.db
    .insert(badges)
    .values({ badgeName: 'Mentor', badgeCode: `M-${owner.id}`, badgeType: 'other', year: 2026 })
    .returning();
  await context.db
    .insert(userBadges)
    .values({ badgeId: badge!.id, userType: 'teacher', userId: ownerTeacherId, notes: 'Gracias' });
});

const get = (user: TestUser | null, url: string) =>
  context.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

describe("a teacher's documents", () => {
  it('are seen by staff and by that teacher only, by id and by code', async () => {
    for (const url of [
      `/api/documents/entity/teacher/${ownerTeacherId}`,
      `/api/documents/entity/teacher/code/${ownerCode}`,
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(student, url)).statusCode, url).toBe(403);
      expect((await get(other, url)).statusCode, url).toBe(403);
      for (const user of [staff, owner]) {
        const response = await get(user, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json().documents).toMatchObject([
          { original_name: 'cv.pdf', document_tag: 'cv', file_size: 2048, entity_id: ownerTeacherId },
        ]);
        expect(response.json().documents[0]).not.toHaveProperty('path');
      }
    }
  });

  it('are listed for the signed-in teacher at /api/teacher/documents, and an unknown type is refused', async () => {
    expect((await get(owner, '/api/teacher/documents')).json().documents).toHaveLength(1);
    expect((await get(other, '/api/teacher/documents')).json().documents).toHaveLength(0);
    expect((await get(staff, '/api/teacher/documents')).statusCode).toBe(403);
    const badType = await get(staff, '/api/documents/entity/janitor/1');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Tipo de entidad no válido');
    expect(badType.json().code).toBe('VALIDATION_FAILED');
    const unknownCode = await get(staff, '/api/documents/entity/teacher/code/NO-SUCH-CODE');
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownCode.json()).toEqual({
      code: 'TEACHER_NOT_FOUND',
      message: 'No existe un profesor con el código NO-SUCH-CODE',
    });
  });
});

describe('badges of a recipient', () => {
  it('are listed for any signed-in user', async () => {
    expect((await get(null, `/api/user-badges/teacher/${ownerTeacherId}`)).statusCode).toBe(401);
    const response = await get(student, `/api/user-badges/teacher/${ownerTeacherId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().badges).toMatchObject([{ badge_name: 'Mentor', notes: 'Gracias', badge_color: '#FFD700' }]);
  });
});
