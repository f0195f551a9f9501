import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from './error-notice';

/** Error boundary of the routes: a failed page (or a stale chunk after a deploy) offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorNotice detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null} />;
}
