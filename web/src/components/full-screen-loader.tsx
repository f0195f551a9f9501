import { LoaderCircle } from 'lucide-react';

/** Shown while the session or the first screen's code loads (kept free of heavy imports: it is in the entry chunk). */
export function FullScreenLoader({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      {/* The box turns, not the svg: an HTML box's turn runs off the main thread, an svg's does not. */}
      <span aria-hidden="true" className="inline-flex animate-spin">
        <LoaderCircle className="size-6 text-primary" />
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
