export { ProfilePhotoWidget, type ProfilePhotoWidgetProps } from './profile-photo-widget';
export { buildPhotoUrl, hasProfilePhoto, photoDocumentId } from './photo-url';
