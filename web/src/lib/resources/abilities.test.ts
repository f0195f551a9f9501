import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * What the screens may offer comes from the server's answers (issue 23): the document, badge, teacher, student, course
 * and grade fetchers pass on its `can` fields untouched, and the document and badge ones offer nothing when the answer
 * carries none.
 */

const get = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const { fetchEntityDocuments, fetchOwnTeacherDocuments } = await import('./documents');
const { fetchRecipientBadges } = await import('./badges');
const { fetchStaffTeacher } = await import('./teachers');
const { fetchStaffStudent } = await import('./students');
const { fetchCourse } = await import('./courses');
const { fetchGrades, fetchOwnGrades } = await import('./grades');

const can = { download: true, delete: false, set_expiry: true };

beforeEach(() => get.mockReset());

describe("an owner's documents", () => {
  it("keep each document's can and the list's can_upload as the server answered them", async () => {
    get.mockResolvedValue({ documents: [{ id: 1, can }], can_upload: true });
    expect(await fetchEntityDocuments('teacher', 7)).toEqual({ documents: [{ id: 1, can }], can_upload: true });
    expect(get).toHaveBeenCalledWith('/api/documents/entity/teacher/7', { signal: undefined });
  });

  it('offer no upload when the answer says nothing', async () => {
    get.mockResolvedValue(undefined);
    expect(await fetchEntityDocuments('student', 3)).toEqual({ documents: [], can_upload: false });
  });

  it("of the signed-in teacher keep each document's can", async () => {
    get.mockResolvedValue({ documents: [{ id: 2, can }], can_upload: true });
    expect(await fetchOwnTeacherDocuments()).toEqual([{ id: 2, can }]);
  });
});

describe("a person's badges", () => {
  it('keep can_share_credentials as the server answered it, and offer no links when it says nothing', async () => {
    get.mockResolvedValue({ badges: [{ id: 5 }], can_share_credentials: true });
    expect(await fetchRecipientBadges('teacher', 9)).toEqual({ badges: [{ id: 5 }], can_share_credentials: true });
    get.mockResolvedValue(undefined);
    expect(await fetchRecipientBadges('teacher', 9)).toEqual({ badges: [], can_share_credentials: false });
  });
});

describe('teachers, students, courses and grades', () => {
  it("keep each record's can as the server answered it", async () => {
    const person = { edit: true, delete: false };
    get.mockResolvedValue({ id: 4, can: person });
    expect(await fetchStaffTeacher(4)).toEqual({ id: 4, can: person });
    expect(get).toHaveBeenLastCalledWith('/api/staff/teachers/4', { signal: undefined });
    expect(await fetchStaffStudent(4)).toEqual({ id: 4, can: person });
    expect(get).toHaveBeenLastCalledWith('/api/staff/students/4', { signal: undefined });

    const course = { edit: false, delete: false, grade: true };
    get.mockResolvedValue({ id: 6, can: course });
    expect(await fetchCourse(6)).toEqual({ id: 6, can: course });

    const grade = { edit: false, delete: false };
    get.mockResolvedValue([{ id: 8, can: grade }]);
    expect(await fetchGrades({ course_id: 6 })).toEqual([{ id: 8, can: grade }]);
    expect(await fetchOwnGrades()).toEqual([{ id: 8, can: grade }]);
  });
});
