import type { PublicTeacher } from '@contracts/teachers';
import { RecipientBadges } from '@/features/badges/components/recipient-badges';
import { PortfolioPublicTab } from '@/features/portfolio/components/public-tab/portfolio-public-tab';
import { TeacherProfileDialog } from '@/features/teachers/components/directory/teacher-profile-dialog';

/** The Trombinoscopio's profile dialog with the teacher's badges and portfolio: a chunk of its own (trombinoscopio.tsx). */
export function TrombinoscopioProfileDialog(props: { open: boolean; teacher: PublicTeacher; onClose: () => void }) {
  return (
    <TeacherProfileDialog
      {...props}
      renderBadges={(teacher) => <RecipientBadges type="teacher" id={teacher.id} />}
      renderPortfolio={(teacher) => <PortfolioPublicTab teacherId={teacher.id} headingLevel={3} />}
    />
  );
}
