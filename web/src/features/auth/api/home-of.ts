import type { Role } from '@contracts/roles';

/** Where each role lands after sign-in and from '/' (spec §2.1, DESIGN §5). */
const ROLE_HOME: Record<Role, string> = {
  staff: '/admin/analytics',
  teacher: '/teacher/dashboard',
  student: '/student/dashboard',
};

/** The home of a role; any other role goes to '/'. Roles are compared in lower case, as the contracts do. */
export function homeOf(role: string): string {
  return (ROLE_HOME as Record<string, string>)[role.toLowerCase()] ?? '/';
}
