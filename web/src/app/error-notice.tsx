import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useDocumentTitle } from '@/lib/document-title';

/** 'Something went wrong' with a reload button: a screen that failed, or whose code could not be loaded (a stale chunk after a deploy). */
export function ErrorNotice({ detail }: { detail?: string | null }) {
  const { t } = useLingui();
  useDocumentTitle(t`Error`);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">
        <Trans>Algo salió mal</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>No se pudo mostrar esta página. Vuelve a cargarla para intentarlo de nuevo.</Trans>
      </p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        onClick={() => window.location.reload()}
      >
        <Trans>Recargar</Trans>
      </button>
    </div>
  );
}
