import { Trans } from '@lingui/react/macro';
import type { Student } from '@contracts/students';
import { ProfilePhotoWidget } from '@/components/profile-photo';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { studentKeys } from '@/lib/resources/students';

const PHOTO_INVALIDATE = [studentKeys.ownProfile] as const;
const PHOTO_LISTS = [studentKeys.all] as const;

/** The signed-in student's profile photo (spec §4.3), written on their own record. */
export function StudentPhotoCard({ student }: { student: Student }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">
          <Trans>Foto de perfil</Trans>
        </h2>
      </CardHeader>
      <CardContent>
        <ProfilePhotoWidget
          photoUrl={student.profile_photo}
          ownerKind="student"
          entityId={student.id}
          invalidateKeys={PHOTO_INVALIDATE}
          listKeys={PHOTO_LISTS}
          name={student.full_name}
        />
      </CardContent>
    </Card>
  );
}
