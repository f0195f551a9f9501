import { Trans } from '@lingui/react/macro';
import type { Teacher } from '@contracts/teachers';
import { ProfilePhotoWidget } from '@/components/profile-photo';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { teacherKeys } from '@/lib/resources/teachers';

const INVALIDATE = [teacherKeys.ownProfile];
const LISTS = [teacherKeys.all];

interface PhotoDialogContentProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Foto de perfil': the §4.3 widget on the teacher's own record, in a dialog. */
export function PhotoDialogContent({ teacher, open, onOpenChange }: PhotoDialogContentProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <Trans>Foto de perfil</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Tu foto aparece en el Trombinoscopio y en tu perfil.</Trans>
          </DialogDescription>
        </DialogHeader>
        <ProfilePhotoWidget
          photoUrl={teacher.profile_photo}
          ownerKind="teacher"
          entityId={teacher.id}
          invalidateKeys={INVALIDATE}
          listKeys={LISTS}
          name={teacher.full_name}
        />
      </DialogContent>
    </Dialog>
  );
}
