import { Navigate } from 'react-router';
import { ROLE_HOME } from '@contracts/roles';
import { useCurrentUser } from '@/lib/session';

/** '/' sends each role to its home (DESIGN §5). */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={ROLE_HOME[user.role]} replace />;
}
