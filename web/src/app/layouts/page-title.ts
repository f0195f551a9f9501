import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { ScreenLanguage } from '@/lib/document-language';

/** The two languages of the interface (spec §1: mostly Spanish, with some English screens). */
export type PageLanguage = ScreenLanguage;

/** What each page route declares (router.tsx `page(...)`): its own name and the language of its screen. */
export interface PageHandle {
  /** The page's own name, in the language it is shown in; document.title is built from it. */
  title: string;
  /** The language of the screen's texts; `document.documentElement.lang` follows it. */
  lang: PageLanguage;
  /** The title's language where it is not the screen's (a specification's English name over a Spanish screen). */
  titleLang?: PageLanguage;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle && 'lang' in handle;

/** The deepest matched route that declares a page. */
export function pageOf(matches: readonly { handle: unknown }[]): PageHandle | undefined {
  return matches.map((match) => match.handle).findLast(isPageHandle);
}

/** The pages of the Dashboard sidebar entry (spec §2.3: '/' is Dashboard; staff's Dashboard is also active at /). */
const DASHBOARD_PATHS = ['/', '/admin/analytics', '/admin/dashboard', '/teacher/dashboard', '/student/dashboard'];

/**
 * The sections whose top-bar title the specification gives (spec §2.3), read anywhere in the path: /admin/teachers/12
 * is in Teachers, /teacher/documents in Documents.
 */
const SECTION_TITLES: [segment: string, title: string][] = [
  ['teachers', 'Teachers'],
  ['students', 'Students'],
  ['grades', 'Grades'],
  ['documents', 'Documents'],
  ['user-management', 'User Management'],
  ['settings', 'Settings'],
];

export interface TopBarTitle {
  text: string;
  lang: PageLanguage;
}

/**
 * The top bar's title (decision 025): the specification's title of the section the path belongs to, read by section;
 * where the specification lists none, the page's own name in its own language; 'Dashboard' when nothing is known.
 */
export function topBarTitle(pathname: string, page?: PageHandle): TopBarTitle {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (DASHBOARD_PATHS.includes(path)) return { text: 'Dashboard', lang: 'en' };
  const segments = path.split('/').filter(Boolean);
  const section = SECTION_TITLES.find(([segment]) => segments.includes(segment));
  if (section) return { text: section[1], lang: 'en' };
  if (page) return { text: page.title, lang: page.titleLang ?? page.lang };
  return { text: 'Dashboard', lang: 'en' };
}

/** The page the router shows now. */
export function useCurrentPage(): PageHandle | undefined {
  return pageOf(useMatches());
}

/**
 * Keeps `<html lang>` on the shown page's language while the caller is mounted; back to the document's own
 * `lang="es"` (web/index.html, the interface's main language) when it unmounts.
 */
export function useDocumentLanguage(lang: PageLanguage | undefined): void {
  useEffect(() => {
    setDocumentLanguage(lang ?? 'es');
    return () => setDocumentLanguage('es');
  }, [lang]);
}

/**
 * Writing `lang` makes the browser resolve every text's fonts again, even for the same value (~100 ms on a phone for
 * a whole screen): it is written only when it changes.
 */
function setDocumentLanguage(lang: string): void {
  const root = document.documentElement;
  if (root.lang !== lang) root.lang = lang;
}
