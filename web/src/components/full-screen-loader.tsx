import { useLingui } from '@lingui/react/macro';

/** Shown while the session or the first screen's code loads (kept free of heavy imports: it is in the entry chunk). */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-primary/25 border-t-primary"
      />
      <span className="sr-only">{label ?? t`Cargando...`}</span>
    </div>
  );
}
