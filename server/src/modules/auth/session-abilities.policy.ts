import type { FastifyRequest } from 'fastify';
import type { SessionAbilities, SessionAnswer } from '@contracts/auth';
import type { Rule } from '../../plugins/auth';
import { canSetSignInPolicy } from '../two-factor/two-factor.policy';
import { canManageTeachers, canEditOwnTeacherProfile } from '../teachers/teacher.policy';
import { canManageOwnStudentRecord } from '../students/student.policy';
import { canManageUsers } from '../users/user-management.policy';
import type { SessionUser } from './session.service';

/*
 * What the signed-in user may do, as GET /api/me answers it (`can`) for the web's page gates, its sidebar and its
 * home: each ability is the request rule that guards the routes behind that area's screens, so a screen the web shows
 * is one whose calls the server answers, and the web compares no role.
 */

/** Each ability and the request rule it reads (the guard of the routes named beside it). */
const ABILITY_RULES: Record<keyof SessionAbilities, Rule> = {
  /** The staff administration area (/admin/*): the teachers' administration rule (/api/staff/teachers). */
  administer: canManageTeachers,
  /** User management (/admin/user-management): /api/users. */
  manage_users: canManageUsers,
  /** The sign-in policy card of Settings: /api/sign-in-policy. */
  set_sign_in_policy: canSetSignInPolicy,
  /** The teacher's own area (/teacher/*): their record, /api/teacher/profile. */
  keep_teacher_profile: canEditOwnTeacherProfile,
  /** The student's own area (/student/*, /documents, /grades): their record, /api/student/profile. */
  keep_student_record: canManageOwnStudentRecord,
};

/** Where the web sends the user from '/' and after signing in: the first area they may enter (spec §2.1). */
function homeOf(can: SessionAbilities): string {
  if (can.administer) return '/admin/analytics';
  if (can.keep_teacher_profile) return '/teacher/dashboard';
  if (can.keep_student_record) return '/student/dashboard';
  return '/';
}

/** The session's abilities and home: a request rule's signature (the user, the request), answering every rule. */
export function sessionAbilities(user: SessionUser, request: FastifyRequest): SessionAnswer {
  const can = Object.fromEntries(
    Object.entries(ABILITY_RULES).map(([ability, rule]) => [ability, rule(user, request)]),
  ) as SessionAbilities;
  return { can, home: homeOf(can) };
}
