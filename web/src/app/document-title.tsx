import { useMatches } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** The page's name; document.title becomes '{title} · {APP_NAME}'. */
  title?: string;
}

/** Keeps document.title in step with the deepest route that names a title. */
export function DocumentTitle() {
  const matches = useMatches();
  let title: string | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title) title = handle.title;
  }
  useDocumentTitle(title);
  return null;
}
