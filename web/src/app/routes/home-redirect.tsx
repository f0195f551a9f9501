import { Navigate } from 'react-router';
import { useCurrentUser } from '@/lib/session';

/** '/' sends each user to the home the session names (GET /api/me's `home`; DESIGN §5). */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user.home} replace />;
}
