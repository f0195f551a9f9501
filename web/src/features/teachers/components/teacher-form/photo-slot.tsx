import type { Teacher } from '@contracts/teachers';
import { ownTeacherPhotoWriter, ProfilePhotoWidget, staffTeacherPhotoWriter } from '@/components/profile-photo';
import { teacherKeys } from '../../api/teacher-keys';
import type { TeacherFormMode } from './form-model';

const LIST_KEYS = [teacherKeys.all];

/**
 * The profile photo widget (spec §4.3) inside the teacher form. A photo belongs to a saved teacher, so on
 * create the widget says to save first; staff write through PATCH, the teacher through their own profile.
 */
export function PhotoSlot({ mode, teacher }: { mode: TeacherFormMode; teacher?: Teacher }) {
  const self = mode === 'self';
  return (
    <div className="rounded-lg border border-dashed p-4" data-slot="profile-photo-widget">
      <p className="mb-3 text-sm font-medium">Foto de perfil</p>
      <ProfilePhotoWidget
        photoUrl={teacher?.profile_photo}
        ownerKind="teacher"
        entityId={mode === 'create' ? undefined : teacher?.id}
        onPhotoChange={self ? ownTeacherPhotoWriter : staffTeacherPhotoWriter(teacher?.id ?? 0)}
        invalidateKeys={[self ? teacherKeys.ownProfile : teacherKeys.staffItem(teacher?.id ?? 0)]}
        listKeys={LIST_KEYS}
        name={teacher?.full_name}
      />
    </div>
  );
}
