import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { useDocumentTitle } from '@/lib/document-title';

/** Error boundary of the routes: a failed page (or a stale chunk after a deploy) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Error');
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 p-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">Algo salió mal</h1>
      <p className="text-muted-foreground">No se pudo mostrar esta página. Vuelve a cargarla para intentarlo de nuevo.</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        onClick={() => window.location.reload()}
      >
        Recargar
      </button>
    </div>
  );
}
