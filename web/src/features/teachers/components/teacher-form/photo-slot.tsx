import { Trans } from '@lingui/react/macro';
import type { Teacher } from '@contracts/teachers';
import { ProfilePhotoWidget } from '@/components/profile-photo';
import { teacherKeys } from '@/lib/resources/teachers';
import type { TeacherFormMode } from './form-model';

const LIST_KEYS = [teacherKeys.all];

/**
 * The profile photo widget (spec §4.3) inside the teacher form. A photo belongs to a saved teacher, so on
 * create the widget says to save first. Staff and the teacher themself change it the same way (one server call).
 */
export function PhotoSlot({ mode, teacher }: { mode: TeacherFormMode; teacher?: Teacher }) {
  const self = mode === 'self';
  return (
    <div className="rounded-lg border border-dashed p-4" data-slot="profile-photo-widget">
      <p className="mb-3 text-sm font-medium">
        <Trans>Foto de perfil</Trans>
      </p>
      <ProfilePhotoWidget
        photoUrl={teacher?.profile_photo}
        ownerKind="teacher"
        entityId={mode === 'create' ? undefined : teacher?.id}
        invalidateKeys={[self ? teacherKeys.ownProfile : teacherKeys.staffItem(teacher?.id ?? 0)]}
        listKeys={LIST_KEYS}
        name={teacher?.full_name}
      />
    </div>
  );
}
