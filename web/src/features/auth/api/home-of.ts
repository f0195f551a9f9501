import { ROLE_HOME } from '@contracts/roles';

/** The home of a role after sign-in (spec §2.1); any other role goes to '/'. */
export function homeOf(role: string): string {
  return (ROLE_HOME as Record<string, string>)[role.toLowerCase()] ?? '/';
}
