import { SELF_EDIT_LOCKED_FIELDS, TeacherFieldsSchema, type Teacher } from '@contracts/teachers';
import { ApiError, api } from '@/lib/api-client';

/** Writes a profile photo URL (or null to clear it) on a profile; the widget's `onPhotoChange`. */
export type PhotoWriter = (url: string | null) => Promise<unknown>;

/**
 * Staff: PATCH /api/staff/teachers/{id} {profile_photo}. Where the PATCH route is missing (404/405), falls back
 * as spec §7 says: read the record, drop created_at, updated_at and user, PUT it with the new profile_photo.
 */
export function staffTeacherPhotoWriter(teacherId: number): PhotoWriter {
  return async (url) => {
    try {
      return await api.patch(`/api/staff/teachers/${teacherId}`, { profile_photo: url });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 405)) throw error;
      const record = await api.get<Teacher & { user?: unknown }>(`/api/staff/teachers/${teacherId}`);
      const { created_at: _created, updated_at: _updated, user: _user, ...fields } = record;
      return api.put(`/api/staff/teachers/${teacherId}`, { ...fields, profile_photo: url });
    }
  };
}

const SELF_EDIT_FIELDS = Object.keys(TeacherFieldsSchema.shape).filter(
  (key) => !(SELF_EDIT_LOCKED_FIELDS as readonly string[]).includes(key),
) as (keyof Teacher)[];

/** Teacher: PUT /api/teacher/profile with the current self-edit fields (read first) and the new profile_photo. */
export const ownTeacherPhotoWriter: PhotoWriter = async (url) => {
  const current = await api.get<Teacher>('/api/teacher/profile');
  const fields = Object.fromEntries(SELF_EDIT_FIELDS.map((key) => [key, current[key]]));
  return api.put('/api/teacher/profile', { ...fields, profile_photo: url });
};

/** Student: PATCH /api/student/profile {profile_photo}. */
export const ownStudentPhotoWriter: PhotoWriter = (url) => api.patch('/api/student/profile', { profile_photo: url });
