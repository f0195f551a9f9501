import type { PublicTeacher } from '@contracts/teachers';
import { ActivityTab } from '@/features/activity/components/activity-tab';
import { RecipientBadges } from '@/features/badges/components/recipient-badges';
import { PortfolioPublicTab } from '@/features/portfolio/components/public-tab/portfolio-public-tab';
import { TeacherProfileDialog } from '@/features/teachers/components/directory/teacher-profile-dialog';

/** The Trombinoscopio's profile dialog with the teacher's badges, portfolio and activity record (its entries visible to the school): a chunk of its own (trombinoscopio.tsx). */
export function TrombinoscopioProfileDialog(props: { open: boolean; teacher: PublicTeacher; onClose: () => void }) {
  return (
    <TeacherProfileDialog
      {...props}
      renderBadges={(teacher) => <RecipientBadges type="teacher" id={teacher.id} />}
      renderPortfolio={(teacher) => <PortfolioPublicTab teacherId={teacher.id} headingLevel={3} />}
      renderActivity={(teacher) => <ActivityTab teacherId={teacher.id} mode="directory" headingLevel={3} />}
    />
  );
}
