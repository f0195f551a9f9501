/**
 * Top bar title by path (spec §2.3). The specification names the sections (/teachers, /students, /grades,
 * /documents, /user-management, /settings); we read a section anywhere in the path, so /admin/teachers/12
 * reads 'Teachers' and /teacher/documents 'Documents'. Anything else reads 'Dashboard'.
 */
const SECTION_TITLES: [segment: string, title: string][] = [
  ['teachers', 'Teachers'],
  ['students', 'Students'],
  ['grades', 'Grades'],
  ['documents', 'Documents'],
  ['user-management', 'User Management'],
  ['settings', 'Settings'],
  // Beyond the specification: the staff audit log and the idea board.
  ['audit', 'Audit Log'],
  ['sign-in-providers', 'Inicio de sesión único'],
  ['ideas', 'Idea Board'],
];

export function topBarTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return SECTION_TITLES.find(([segment]) => segments.includes(segment))?.[1] ?? 'Dashboard';
}
