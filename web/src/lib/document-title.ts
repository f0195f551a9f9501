import { useEffect } from 'react';
import { APP_NAME } from '@contracts/constants';

export function formatDocumentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Sets document.title to '{title} · {APP_NAME}' while the caller is mounted. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
