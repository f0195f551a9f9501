import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ROUTES, FIRST_QUERY_URLS, firstQueryUrl, type FirstQuery } from '@contracts/first-data';
import { confirmFirstAnswersOwner, hasFirstAnswer, readFirstAnswers } from '@/lib/first-answers';
import { fillFirstQueries, fillFirstQuery } from './first-queries';

/** One example of each first query's arguments. */
const EXAMPLES: { [Name in FirstQuery['name']]: Extract<FirstQuery, { name: Name }>['args'] } = {
  analytics: [],
  staffTeachers: [''],
  publicTeachers: [''],
  teacherStats: [3],
  ownTeacherProfile: [],
  ownTeacherDocuments: [],
  teacherCourses: [3],
  courses: ['', false],
  gradeSummary: [],
  teacherBadges: [3],
  staffStudents: [''],
  ownStudentProfile: [],
  ownGrades: [],
  ownCourses: [],
  studentDocuments: [4],
  badgeCatalogue: [],
  documentStatistics: [],
  allExpiringDocuments: [],
};
const QUERIES = Object.entries(EXAMPLES).map(([name, args]) => ({ name, args }) as FirstQuery);

/** A page carrying an answer to each of `urls`, for user 7, and that person signed in. */
function signedInPageWith(urls: string[]): void {
  // Each body as the server's: only the document statistics are read inside an object of their own.
  const body = (url: string) => (url === '/api/documents/statistics' ? { stats: {} } : {});
  const answers = Object.fromEntries(urls.map((url) => [url, { body: body(url) }]));
  const element = { textContent: JSON.stringify({ userId: 7, answers }), remove: () => undefined };
  readFirstAnswers({ getElementById: () => element } as never);
  confirmFirstAnswersOwner(7);
}

afterEach(() => readFirstAnswers(undefined));

describe("the web's first queries", () => {
  it('are every query contracts/first-data.ts names', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(FIRST_QUERY_URLS).sort());
  });

  it.each(QUERIES.map((query) => [query.name, query] as const))(
    "%s is filled from the page's answer to the URL the contracts build, without asking",
    async (_name, query) => {
      const fetch = vi.fn(() => Promise.reject(new Error('asked the network')));
      vi.stubGlobal('fetch', fetch);
      signedInPageWith([firstQueryUrl(query)]);
      await fillFirstQuery(new QueryClient(), query);
      expect(fetch).not.toHaveBeenCalled();
      expect(hasFirstAnswer(firstQueryUrl(query))).toBe(false);
    },
  );

  it("fill a declared route's queries before its first render, and leave none of its answers unused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('asked the network'))),
    );
    const person = { profile: { id: 3 } };
    for (const route of FIRST_DATA_ROUTES) {
      const urls = route.queries(person).map(firstQueryUrl);
      signedInPageWith(urls);
      const client = new QueryClient();
      await fillFirstQueries(client, person, route.path);
      for (const url of urls) expect(hasFirstAnswer(url)).toBe(false);
      expect(
        client
          .getQueryCache()
          .getAll()
          .every((query) => query.state.status === 'success'),
      ).toBe(true);
    }
  });

  it('ask for what the page does not hold, without waiting for it', async () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    signedInPageWith([]);
    await fillFirstQueries(new QueryClient(), { profile: null }, '/admin/teachers');
    // Sent once the page has painted (the api client's turn), the loader having returned already.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/staff/teachers?limit=50');
  });
});
