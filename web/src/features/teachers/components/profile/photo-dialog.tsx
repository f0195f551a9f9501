import { Camera } from 'lucide-react';
import { useState } from 'react';
import type { Teacher } from '@contracts/teachers';
import { ProfilePhotoWidget } from '@/components/profile-photo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { teacherKeys } from '@/lib/resources/teachers';

const INVALIDATE = [teacherKeys.ownProfile];
const LISTS = [teacherKeys.all];

/** The photo-management dialog of /teacher/profile (spec §2.13): the §4.3 widget on the teacher's own record. */
export function PhotoDialog({ teacher }: { teacher: Teacher }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Camera aria-hidden="true" />
        Gestionar foto
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Foto de perfil</DialogTitle>
            <DialogDescription>Tu foto aparece en el Trombinoscopio y en tu perfil.</DialogDescription>
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
    </>
  );
}
