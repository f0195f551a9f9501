import type { SessionUser } from '../auth/session.service';

/**
 * Who may do what with teachers (§6; where the specification is silent, least privilege):
 * - staff: every teacher, every field;
 * - a teacher: reads and edits only their own record through /api/teacher/profile, never the locked fields;
 * - anyone signed in: the public view (no bank data, no birthdate) and the document count.
 */
export const teacherPolicy = {
  canManage: (user: SessionUser) => user.role === 'staff',
  canSeeDocumentsOf: (user: SessionUser, teacher: { userId: number }) => user.role === 'staff' || teacher.userId === user.id,
};
