import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord, ownTeacherRecord } from '../../shared/people/own-records';

/*
 * Who may do what with badges (§2.11, §6: badge management is staff only):
 * - any signed-in user sees the catalogue and the badges a teacher holds: the directory and the profiles show them;
 * - a student's or a staff member's badges are seen by staff and by that person only (a resource rule,
 *   `canSeeBadgesOf`, which the service calls: who a student record belongs to takes a database read);
 * - staff create, edit and delete badges, and assign and remove them, for teachers, students and staff alike. A
 *   teacher or student changes no badge, not even their own awards.
 * - the links of a held badge's credential (download, public page) are offered to staff and to the holder themself
 *   (a resource rule, `canShareCredentialsOf`: the list of a person's badges says it, `can_share_credentials`);
 * - a badge's image (GET /api/badges/{id}/image) is public, with no rule (`config: { public: true }`): it is the
 *   image of the badge's public Open Badges credentials, which verifiers fetch without a session (decision 011).
 * The others are request rules, the routes' guard (`preHandler: authorize(rule)`, decision 010).
 */

/** The catalogue, and the request rule of a person's badges (canSeeBadgesOf follows). */
export const canSeeBadges = signedIn;

/** Resource rule: a teacher's badges anyone signed in; a student's or a staff member's, staff and the person. */
export async function canSeeBadgesOf(options: {
  db: DbOrTx;
  user: SessionUser;
  userType: BadgeRecipientType;
  userId: number;
}): Promise<boolean> {
  const { db, user, userType, userId } = options;
  if (userType === 'teacher' || user.role === 'staff') return true;
  if (userType === 'staff') return false;
  if (user.role !== 'student') return false;
  return (await ownStudentRecord(db, user.id))?.id === userId;
}

/**
 * Resource rule: the links of a person's credentials are offered to staff and to that person: a teacher on their own
 * teacher record, a student on their own student record (a staff member's badges are seen by staff only).
 */
export async function canShareCredentialsOf(options: {
  db: DbOrTx;
  user: SessionUser;
  userType: BadgeRecipientType;
  userId: number;
}): Promise<boolean> {
  const { db, user, userType, userId } = options;
  if (user.role === 'staff') return true;
  if (userType === 'teacher' && user.role === 'teacher') return (await ownTeacherRecord(db, user.id))?.id === userId;
  if (userType === 'student' && user.role === 'student') return (await ownStudentRecord(db, user.id))?.id === userId;
  return false;
}

/** Create, edit and delete badges. */
export const canManageBadges = role('staff');

/** Assign a badge to someone, and remove it. */
export const canAwardBadges = role('staff');

/**
 * Award one badge to several people at once and follow the run's progress (issue 42): staff, as a single award. Any
 * staff member may follow any run: staff manage every award alike.
 */
export const canAwardBadgesToMany = role('staff');

/** Who holds a badge: staff only, as a student's or a staff member's badges are (canSeeBadgesOf). */
export const canSeeBadgeHolders = role('staff');
