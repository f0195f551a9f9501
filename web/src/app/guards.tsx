import { Navigate, Outlet } from 'react-router';
import type { Ability } from '@contracts/auth';
import { useCurrentUser } from '@/lib/session';

/**
 * Renders the child routes when the session says the user may (`can`, from GET /api/me: the server's own rule of
 * that area's routes); anyone else is sent to '/' (DESIGN §5). The web compares no role.
 */
export function RequireAbility({ ability }: { ability: Ability }) {
  const user = useCurrentUser();
  return user.can[ability] ? <Outlet /> : <Navigate to="/" replace />;
}

/** The staff administration area (/admin/*). */
export const AdministrationArea = () => <RequireAbility ability="administer" />;
/** The teacher's own area (/teacher/*). */
export const TeacherArea = () => <RequireAbility ability="keep_teacher_profile" />;
/** The student's own area (/student/*, /documents, /grades). */
export const StudentArea = () => <RequireAbility ability="keep_student_record" />;
