import { ME_PATH, normalizeApiUrl } from '@contracts/api-paths';
import { FIRST_DATA_ELEMENT_ID, type FirstAnswer, type FirstData } from '@contracts/first-data';
import { isLanguage, type Language } from '@contracts/languages';

/*
 * The answers the server put in the page for the person whose session cookie asked for it (decision 039): GET
 * /api/me's and the route's first GETs, by normalised URL. The api client takes each once instead of asking. They
 * are the signed-in person's only: none is taken once the session turns out to be someone else's, or after a
 * sign-in or sign-out in this page.
 */

const answers = new Map<string, FirstAnswer>();
let owner: number | null = null;
/** The language of the person the page was made for (GET /api/me's answer in it). */
let ownerLanguage: Language | undefined;
/** Whether the signed-in person has been confirmed as the answers' owner (GET /api/me's own answer is taken before). */
let confirmed = false;

type PageSource = Pick<Document, 'getElementById'>;

/**
 * Reads the answers the page carries (start-up, once), and takes the element out of the page. A page whose data
 * cannot be read is a page without it: every query asks.
 */
export function readFirstAnswers(page: PageSource | undefined = globalThis.document): void {
  answers.clear();
  owner = null;
  ownerLanguage = undefined;
  confirmed = false;
  const element = page?.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const data = JSON.parse(element.textContent) as FirstData;
    if (typeof data.userId !== 'number' || typeof data.answers !== 'object' || data.answers === null) return;
    owner = data.userId;
    for (const [url, answer] of Object.entries(data.answers)) answers.set(normalizeApiUrl(url), answer);
    const language = (answers.get(ME_PATH)?.body as { language?: unknown } | undefined)?.language;
    if (isLanguage(language)) ownerLanguage = language;
  } catch {
    answers.clear();
  }
  element.remove();
}

/** The language of the signed-in person the page was made for, if it was made for one (decision 040). */
export const firstPagePersonLanguage = (): Language | undefined => ownerLanguage;

/** Forgets every answer in the page: a sign-in, a sign-out, or a session that is not the answers' owner's. */
export function forgetFirstAnswers(): void {
  answers.clear();
}

/** The signed-in person is `userId`: the page's answers are theirs, or forgotten. */
export function confirmFirstAnswersOwner(userId: number): void {
  if (owner === userId) confirmed = true;
  else forgetFirstAnswers();
}

/**
 * The page's answer to GET `url` (any order of its query), taken once. GET /api/me's is taken while nobody is
 * confirmed (it is what names the person); the others once the signed-in person is the answers' owner.
 */
export function takeFirstAnswer(url: string): FirstAnswer | undefined {
  const key = normalizeApiUrl(url);
  const found = answers.get(key);
  if (!found || (!confirmed && key !== ME_PATH)) return undefined;
  answers.delete(key);
  return found;
}

/** Whether the page holds an answer to GET `url` that the signed-in person may take. */
export function hasFirstAnswer(url: string): boolean {
  return confirmed && answers.has(normalizeApiUrl(url));
}
