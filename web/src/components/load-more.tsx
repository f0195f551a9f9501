import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** e.g. 'Mostrando 50 de 10000 profesores'. */
  status?: string;
  /** The button's text ('Cargar más'). */
  label: string;
  /** Names the spinner while the next page loads ('Cargando más resultados'). */
  loadingLabel: string;
}

/**
 * Loads the next page when it scrolls into view (IntersectionObserver), with a visible
 * button ('Cargar más') for keyboards, old browsers and anyone who prefers to click.
 */
export function LoadMore({ hasMore, loading, onLoadMore, status, label, loadingLabel }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  // A new observer after every load reports at once whether the end is still in view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-6 text-sm text-muted-foreground">
      {status ? <p aria-live="polite">{status}</p> : null}
      {loading ? <Spinner label={loadingLabel} /> : null}
      {hasMore && !loading ? (
        <Button variant="outline" onClick={onLoadMore}>
          {label}
        </Button>
      ) : null}
    </div>
  );
}
