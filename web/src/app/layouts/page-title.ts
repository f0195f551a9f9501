/** Top bar title by exact path (spec §2.3); anything else reads 'Dashboard'. */
const TITLES: Record<string, string> = {
  '/': 'Dashboard',
  '/teachers': 'Teachers',
  '/students': 'Students',
  '/grades': 'Grades',
  '/documents': 'Documents',
  '/user-management': 'User Management',
  '/settings': 'Settings',
};

export function topBarTitle(pathname: string): string {
  return TITLES[pathname] ?? 'Dashboard';
}
