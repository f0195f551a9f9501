import { api, sessionGeneration } from './api-client';
import { PROFILE_ID_SLOT, takeEarlyDataRequests } from './early-requests';

/**
 * The longest a landing page's first screen waits for the answers the first-screen script asked for: past it, the
 * page shows its skeletons and the answer fills them when it comes.
 */
export const EARLY_ANSWER_WAIT_MS = 1000;

/** An answer read: its JSON and its headers (a list page's total and cursor are headers). */
interface ReadAnswer {
  data: unknown;
  headers: Headers;
}

/** By the path asked for (a path with the profile's slot, until its answer names the path it was sent to). */
const onTheirWay = new Map<string, Promise<unknown>>();
const read = new Map<string, ReadAnswer>();
/**
 * The page's session generation the answers were asked under (start-up's: the first-screen script ran before any
 * sign-in or sign-out in this page): after a sign-out or another sign-in they are nobody's (issue 41).
 */
let askedWith = -1;

/** Forgets every early answer once the session is no longer the one they were asked with. */
function forgetIfSessionChanged(): void {
  if (sessionGeneration() === askedWith) return;
  onTheirWay.clear();
  read.clear();
}

type Reader = <T>(sent: Promise<Response>) => Promise<T>;

/** The path and query of an answer's URL: the GET the script sent for a path with the profile's slot. */
const pathOfAnswer = (response: Response) => {
  const url = new URL(response.url);
  return `${url.pathname}${url.search}`;
};

/**
 * Starts reading the answers of the GETs index.html's first-screen script sent for a landing page (start-up, once;
 * app/landing-pages.ts LANDING_PAGE_DATA). A failure is left for the query that takes it.
 */
export function readEarlyAnswers(readAnswer: Reader = api.readAnswer): void {
  askedWith = sessionGeneration();
  for (const [asked, sent] of Object.entries(takeEarlyDataRequests())) {
    const answer = sent.then(async (response) => ({
      path: asked.includes(PROFILE_ID_SLOT) ? pathOfAnswer(response) : asked,
      headers: response.headers,
      data: await readAnswer<unknown>(Promise.resolve(response)),
    }));
    const data = answer.then((arrived) => arrived.data);
    // Until a query takes it, a failure is nobody's to report (not an unhandled rejection).
    data.catch(() => undefined);
    onTheirWay.set(asked, data);
    answer.then(
      ({ path, headers, data: body }) => {
        if (onTheirWay.get(asked) !== data) return;
        read.set(path, { data: body, headers });
        if (path !== asked) onTheirWay.delete(asked);
      },
      () => undefined,
    );
  }
}

/**
 * Resolves once every early answer has been read or has failed, or after `limitMs`: what a landing page's route
 * waits for before its first render, so that the render has the data. At once when there are none.
 */
export function earlyAnswersRead(limitMs = EARLY_ANSWER_WAIT_MS): Promise<void> {
  if (onTheirWay.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void Promise.allSettled(onTheirWay.values()).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `path`'s early answer if it has been read, with its headers, taken once. */
export function takeReadEarlyAnswerAndHeaders(path: string): ReadAnswer | undefined {
  forgetIfSessionChanged();
  const answer = read.get(path);
  if (!answer) return undefined;
  read.delete(path);
  onTheirWay.delete(path);
  return answer;
}

/** `path`'s early answer if it has been read, taken once: a query's initial data. */
export function takeReadEarlyAnswer<T>(path: string): T | undefined {
  return takeReadEarlyAnswerAndHeaders(path)?.data as T | undefined;
}

/** `path`'s early answer, read or not, taken once: what the query waits for instead of asking again. */
export function takeEarlyAnswer<T>(path: string): Promise<T> | undefined {
  forgetIfSessionChanged();
  const answer = onTheirWay.get(path) as Promise<T> | undefined;
  onTheirWay.delete(path);
  read.delete(path);
  return answer;
}
