import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANDING_PAGE_DATA, type LandingPath } from './landing-pages';
import { EARLY_DATA_REQUESTS, PROFILE_ID_SLOT } from '@/lib/early-requests';

const PROFILE_ID = 7;

type Bodies = Record<string, { body: unknown; headers?: Record<string, string> }>;

/** The answer the server would give at `path`, as the script's fetch leaves it (with its URL). */
function answerAt(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = new Response(JSON.stringify(body), { headers });
  Object.defineProperty(response, 'url', { value: `http://school.test${path}` });
  return Promise.resolve(response);
}

/**
 * A page at `landing` whose first-screen script was answered with `bodies` (by path, the profile's id in its slot),
 * its answers read at start-up: the early-answers module of that page, for the queries' modules to be imported after.
 */
async function landedOn(landing: LandingPath, bodies: Bodies) {
  vi.resetModules();
  const sent = Object.fromEntries(
    (LANDING_PAGE_DATA[landing] ?? []).map((asked) => {
      const path = asked.split(PROFILE_ID_SLOT).join(String(PROFILE_ID));
      const known = bodies[path];
      if (!known) throw new Error(`no answer for ${path}: the script asks for a GET no query of the page makes`);
      return [asked, answerAt(path, known.body, known.headers)];
    }),
  );
  expect(Object.keys(sent)).toHaveLength(Object.keys(bodies).length);
  vi.stubGlobal('window', { [EARLY_DATA_REQUESTS]: sent });
  const early = await import('@/lib/early-answers');
  early.readEarlyAnswers();
  await early.earlyAnswersRead();
  return early;
}

const initial = (options: { initialData?: unknown }) =>
  typeof options.initialData === 'function' ? (options.initialData as () => unknown)() : options.initialData;

describe("the homes drawn from the first-screen script's answers", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("give each of the teacher home's queries its answer as initial data, and leave none unused", async () => {
    const bodies: Bodies = {
      '/api/teacher/documents': { body: { documents: [{ id: 4 }], can_upload: true } },
      '/api/grades/summary': { body: { grades: 12, students: 5 } },
      [`/api/teachers/${PROFILE_ID}/stats`]: { body: { documentCount: 2 } },
      [`/api/courses?limit=200&teacher_id=${PROFILE_ID}`]: { body: [{ id: 9 }], headers: { 'X-Total-Count': '1' } },
      [`/api/user-badges/teacher/${PROFILE_ID}`]: { body: { badges: [{ id: 1 }], can_share_credentials: true } },
    };
    const early = await landedOn('/teacher/dashboard', bodies);
    const { ownTeacherDocumentsQueryOptions } = await import('@/features/documents/api/documents');
    const { gradedStudentsQueryOptions, teacherStatsQueryOptions } =
      await import('@/features/teachers/api/teacher-profile');
    const { teacherCoursesQueryOptions } = await import('@/features/courses/api/courses');
    const { recipientBadgeListQueryOptions } = await import('@/features/badges/api/user-badges');

    expect(initial(ownTeacherDocumentsQueryOptions())).toEqual([{ id: 4 }]);
    expect(initial(gradedStudentsQueryOptions())).toEqual({ grades: 12, students: 5 });
    expect(initial(teacherStatsQueryOptions(PROFILE_ID))).toEqual({ documentCount: 2 });
    expect(initial(teacherCoursesQueryOptions(PROFILE_ID))).toEqual({
      items: [{ id: 9 }],
      total: 1,
      totalCapped: false,
      nextCursor: undefined,
    });
    expect(initial(recipientBadgeListQueryOptions('teacher', PROFILE_ID))).toEqual({
      badges: [{ id: 1 }],
      can_share_credentials: true,
    });
    for (const path of Object.keys(bodies)) expect(early.takeReadEarlyAnswerAndHeaders(path)).toBeUndefined();
  });

  it("give each of the student home's queries its answer as initial data, and leave none unused", async () => {
    const bodies: Bodies = {
      '/api/student/profile': { body: { id: PROFILE_ID, full_name: 'Ana' } },
      '/api/student/grades': { body: [{ id: 3, grade: '90' }] },
      [`/api/documents/entity/student/${PROFILE_ID}`]: { body: { documents: [{ id: 5 }], can_upload: false } },
    };
    const early = await landedOn('/student/dashboard', bodies);
    const { ownStudentProfileQueryOptions } = await import('@/features/students/api/student-profile');
    const { ownGradesQueryOptions } = await import('@/features/grades/api/grades');
    const { entityDocumentsQueryOptions } = await import('@/features/documents/api/documents');

    expect(initial(ownStudentProfileQueryOptions())).toEqual({ id: PROFILE_ID, full_name: 'Ana' });
    expect(initial(ownGradesQueryOptions())).toEqual([{ id: 3, grade: '90' }]);
    // The documents' query is keyed by the record's id, which is the profile's (GET /api/me names the same record).
    expect(initial(entityDocumentsQueryOptions('student', PROFILE_ID))).toEqual({
      documents: [{ id: 5 }],
      can_upload: false,
    });
    for (const path of Object.keys(bodies)) expect(early.takeReadEarlyAnswerAndHeaders(path)).toBeUndefined();
  });
});
