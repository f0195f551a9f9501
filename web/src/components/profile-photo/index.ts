export { ProfilePhotoWidget, type ProfilePhotoWidgetProps } from './profile-photo-widget';
export { ownStudentPhotoWriter, ownTeacherPhotoWriter, staffTeacherPhotoWriter, type PhotoWriter } from './profile-photo-writers';
export { buildPhotoUrl, hasProfilePhoto, photoDocumentId } from './photo-url';
