import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@contracts/constants';
import { LANDING_PAGE_DATA } from './landing-pages';
import { EARLY_DATA_REQUESTS, PROFILE_ID_SLOT } from '@/lib/early-requests';

const TEACHER_ID = 7;

/** The answer the server would give at `path`, as the script's fetch leaves it (with its URL). */
function answerAt(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = new Response(JSON.stringify(body), { headers });
  Object.defineProperty(response, 'url', { value: `http://school.test${path}` });
  return Promise.resolve(response);
}

const BODIES: Record<string, { body: unknown; headers?: Record<string, string> }> = {
  '/api/teacher/documents': { body: { documents: [{ id: 4 }], can_upload: true } },
  '/api/grades/summary': { body: { grades: 12, students: 5 } },
  [`/api/teachers/${TEACHER_ID}/stats`]: { body: { documentCount: 2 } },
  [`/api/courses?limit=200&teacher_id=${TEACHER_ID}`]: { body: [{ id: 9 }], headers: { 'X-Total-Count': '1' } },
  [`/api/user-badges/teacher/${TEACHER_ID}`]: { body: { badges: [{ id: 1 }], can_share_credentials: true } },
};

describe("the teacher's home drawn from the first-screen script's answers", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives each of the page's queries its answer as initial data, and leaves none unused", async () => {
    vi.resetModules();
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === TOKEN_STORAGE_KEY ? 'session' : null) });
    const sent = Object.fromEntries(
      (LANDING_PAGE_DATA['/teacher/dashboard'] ?? []).map((asked) => {
        const path = asked.split(PROFILE_ID_SLOT).join(String(TEACHER_ID));
        const known = BODIES[path];
        if (!known) throw new Error(`no answer for ${path}: the script asks for a GET no query of the page makes`);
        return [asked, answerAt(path, known.body, known.headers)];
      }),
    );
    expect(Object.keys(sent)).toHaveLength(Object.keys(BODIES).length);
    vi.stubGlobal('window', { [EARLY_DATA_REQUESTS]: sent });

    const early = await import('@/lib/early-answers');
    const { ownTeacherDocumentsQueryOptions } = await import('@/features/documents/api/documents');
    const { gradedStudentsQueryOptions, teacherStatsQueryOptions } =
      await import('@/features/teachers/api/teacher-profile');
    const { teacherCoursesQueryOptions } = await import('@/features/courses/api/courses');
    const { recipientBadgeListQueryOptions } = await import('@/features/badges/api/user-badges');
    early.readEarlyAnswers();
    await early.earlyAnswersRead();

    const initial = (options: { initialData?: unknown }) =>
      typeof options.initialData === 'function' ? (options.initialData as () => unknown)() : options.initialData;
    expect(initial(ownTeacherDocumentsQueryOptions())).toEqual([{ id: 4 }]);
    expect(initial(gradedStudentsQueryOptions())).toEqual({ grades: 12, students: 5 });
    expect(initial(teacherStatsQueryOptions(TEACHER_ID))).toEqual({ documentCount: 2 });
    expect(initial(teacherCoursesQueryOptions(TEACHER_ID))).toEqual({
      items: [{ id: 9 }],
      total: 1,
      totalCapped: false,
      nextCursor: undefined,
    });
    expect(initial(recipientBadgeListQueryOptions('teacher', TEACHER_ID))).toEqual({
      badges: [{ id: 1 }],
      can_share_credentials: true,
    });
    for (const path of Object.keys(BODIES)) expect(early.takeReadEarlyAnswerAndHeaders(path)).toBeUndefined();
  });
});
