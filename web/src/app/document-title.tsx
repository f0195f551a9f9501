import { useMatches } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '@/lib/document-title';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** The page's name; document.title becomes '{title} · {APP_NAME}', the title written in the person's language. */
  title?: MessageDescriptor;
}

/** Keeps document.title in step with the deepest route that names a title, in the active language. */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const matches = useMatches();
  let title: MessageDescriptor | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title) title = handle.title;
  }
  useDocumentTitle(title ? i18n._(title) : undefined);
  return null;
}
