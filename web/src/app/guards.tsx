import { Navigate, Outlet } from 'react-router';
import type { Role } from '@contracts/roles';
import { useCurrentUser } from '@/lib/session';

/** Renders the child routes for the given roles; anyone else is sent to '/' (DESIGN §5). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useCurrentUser();
  return roles.includes(user.role) ? <Outlet /> : <Navigate to="/" replace />;
}

export const StaffOnly = () => <RequireRole roles={['staff']} />;
export const TeacherOnly = () => <RequireRole roles={['teacher']} />;
export const StudentOnly = () => <RequireRole roles={['student']} />;
