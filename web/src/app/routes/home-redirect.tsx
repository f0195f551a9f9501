import { Navigate } from 'react-router';
import { homeOf } from '@/features/auth/api/home-of';
import { useCurrentUser } from '@/lib/session';

/** '/' sends each role to its home (DESIGN §5). */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={homeOf(user.role)} replace />;
}
