import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What each page route declares (router.tsx `page(...)`): its own name, written in the person's language. */
export interface PageHandle {
  /** The page's own name; document.title and, where no section names it, the top bar are built from it. */
  title: MessageDescriptor;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** The deepest matched route that declares a page. */
export function pageOf(matches: readonly { handle: unknown }[]): PageHandle | undefined {
  return matches.map((match) => match.handle).findLast(isPageHandle);
}

/** The pages of the Dashboard sidebar entry (spec §2.3: '/' is Dashboard; staff's Dashboard is also active at /). */
const DASHBOARD_PATHS = ['/', '/admin/analytics', '/admin/dashboard', '/teacher/dashboard', '/student/dashboard'];

const DASHBOARD = msg`Dashboard`;

/**
 * The sections whose top-bar title the specification gives (spec §2.3), read anywhere in the path: /admin/teachers/12
 * is in Teachers, /teacher/documents in Documents.
 */
const SECTION_TITLES: [segment: string, title: MessageDescriptor][] = [
  ['teachers', msg`Teachers`],
  ['students', msg`Students`],
  ['grades', msg`Grades`],
  ['documents', msg`Documents`],
  ['user-management', msg`User Management`],
  ['settings', msg`Settings`],
];

/**
 * The top bar's title (decision 025): the specification's title of the section the path belongs to, read by section;
 * where the specification lists none, the page's own name; 'Dashboard' when nothing is known. Written by the caller
 * in the person's language (decision 040).
 */
export function topBarTitle(pathname: string, page?: PageHandle): MessageDescriptor {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (DASHBOARD_PATHS.includes(path)) return DASHBOARD;
  const segments = path.split('/').filter(Boolean);
  const section = SECTION_TITLES.find(([segment]) => segments.includes(segment));
  if (section) return section[1];
  return page?.title ?? DASHBOARD;
}

/** The page the router shows now. */
export function useCurrentPage(): PageHandle | undefined {
  return pageOf(useMatches());
}

/**
 * Keeps `<html lang>` on the person's language (the active catalogue's, decision 040): every screen speaks it. The
 * server already writes it on the page it serves; this follows a change made on the page (Settings).
 */
export function useDocumentLanguage(lang: string): void {
  useEffect(() => setDocumentLanguage(lang), [lang]);
}

/**
 * Writing `lang` makes the browser resolve every text's fonts again, even for the same value (~100 ms on a phone for
 * a whole screen): it is written only when it changes.
 */
function setDocumentLanguage(lang: string): void {
  const root = document.documentElement;
  if (root.lang !== lang) root.lang = lang;
}
