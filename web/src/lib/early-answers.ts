import { api, getToken } from './api-client';
import { takeEarlyDataRequests } from './early-requests';

/**
 * The longest a landing page's first screen waits for the answers the first-screen script asked for: past it, the
 * page shows its skeletons and the answer fills them when it comes.
 */
export const EARLY_ANSWER_WAIT_MS = 1000;

const onTheirWay = new Map<string, Promise<unknown>>();
const read = new Map<string, unknown>();
/** The session the answers were asked with: after a sign-out or another sign-in they are nobody's. */
let askedWith: string | null = null;

/** Forgets every early answer once the session is no longer the one they were asked with. */
function forgetIfSessionChanged(): void {
  if (getToken() === askedWith) return;
  onTheirWay.clear();
  read.clear();
}

type ReadAnswer = <T>(sent: Promise<Response>) => Promise<T>;

/**
 * Starts reading the answers of the GETs index.html's first-screen script sent for a landing page (start-up, once;
 * app/landing-pages.ts LANDING_PAGE_DATA). A failure is left for the query that takes it.
 */
export function readEarlyAnswers(readAnswer: ReadAnswer = api.readAnswer): void {
  askedWith = getToken();
  for (const [path, sent] of Object.entries(takeEarlyDataRequests())) {
    const answer = readAnswer<unknown>(sent);
    onTheirWay.set(path, answer);
    answer.then(
      (data) => {
        if (onTheirWay.get(path) === answer) read.set(path, data);
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

/** `path`'s early answer if it has been read, taken once: a query's initial data. */
export function takeReadEarlyAnswer<T>(path: string): T | undefined {
  forgetIfSessionChanged();
  if (!read.has(path)) return undefined;
  const data = read.get(path) as T;
  read.delete(path);
  onTheirWay.delete(path);
  return data;
}

/** `path`'s early answer, read or not, taken once: what the query waits for instead of asking again. */
export function takeEarlyAnswer<T>(path: string): Promise<T> | undefined {
  forgetIfSessionChanged();
  const answer = onTheirWay.get(path) as Promise<T> | undefined;
  onTheirWay.delete(path);
  read.delete(path);
  return answer;
}
