import { codesOf, type CatalogueItem } from './catalogue';

/** Owner kind of a unified document (`document_type`). */
export const DOCUMENT_OWNER_KINDS = [
  { code: 'teacher', label: /*i18n*/ { id: 'catalogue.documentOwnerKind.teacher', message: 'Profesor' } },
  { code: 'course', label: /*i18n*/ { id: 'catalogue.documentOwnerKind.course', message: 'Curso' } },
  { code: 'student', label: /*i18n*/ { id: 'catalogue.documentOwnerKind.student', message: 'Estudiante' } },
  { code: 'generated', label: /*i18n*/ { id: 'catalogue.documentOwnerKind.generated', message: 'Generado' } },
] as const satisfies readonly CatalogueItem[];
export type DocumentOwnerKind = (typeof DOCUMENT_OWNER_KINDS)[number]['code'];
export const DOCUMENT_OWNER_KIND_CODES = codesOf(DOCUMENT_OWNER_KINDS);

/** The owner kinds a person uploads to and picks from; 'generated' documents are the server's own. */
export type UploadOwnerKind = Exclude<DocumentOwnerKind, 'generated'>;
export const UPLOAD_OWNER_KINDS = DOCUMENT_OWNER_KIND_CODES.filter(
  (code): code is UploadOwnerKind => code !== 'generated',
) as [UploadOwnerKind, ...UploadOwnerKind[]];

/** Kind of document (`document_tag`), the types the statistics count. */
export const DOCUMENT_TAGS = [
  { code: 'cv', label: /*i18n*/ { id: 'catalogue.documentTag.cv', message: 'CV' } },
  { code: 'certificacion', label: /*i18n*/ { id: 'catalogue.documentTag.certificacion', message: 'Certificación' } },
  { code: 'thesis', label: /*i18n*/ { id: 'catalogue.documentTag.thesis', message: 'Thesis' } },
  { code: 'titulo', label: /*i18n*/ { id: 'catalogue.documentTag.titulo', message: 'Título' } },
  { code: 'diploma', label: /*i18n*/ { id: 'catalogue.documentTag.diploma', message: 'Diploma' } },
  { code: 'constancia', label: /*i18n*/ { id: 'catalogue.documentTag.constancia', message: 'Constancia' } },
  { code: 'pensum', label: /*i18n*/ { id: 'catalogue.documentTag.pensum', message: 'Pensum' } },
  { code: 'material', label: /*i18n*/ { id: 'catalogue.documentTag.material', message: 'Material' } },
  { code: 'papeleria', label: /*i18n*/ { id: 'catalogue.documentTag.papeleria', message: 'Papelería' } },
  { code: 'otro', label: /*i18n*/ { id: 'catalogue.documentTag.otro', message: 'Otro' } },
] as const satisfies readonly CatalogueItem[];
export type DocumentTag = (typeof DOCUMENT_TAGS)[number]['code'];
export const DOCUMENT_TAG_CODES = codesOf(DOCUMENT_TAGS);

/** Tags offered for each owner kind (GET /api/document-tags/{type}). */
export const DOCUMENT_TAGS_BY_OWNER: Record<DocumentOwnerKind, readonly DocumentTag[]> = {
  teacher: ['cv', 'certificacion', 'thesis', 'titulo', 'diploma', 'constancia', 'otro'],
  course: ['pensum', 'material', 'otro'],
  student: ['titulo', 'diploma', 'constancia', 'papeleria', 'otro'],
  generated: ['constancia', 'diploma', 'otro'],
};

/** Legacy teacher_documents types and their labels. */
export const TEACHER_DOCUMENT_TYPES = [
  { code: 'CV', label: /*i18n*/ { id: 'catalogue.teacherDocumentType.cv', message: 'CV / Hoja de Vida' } },
  { code: 'TITULO', label: /*i18n*/ { id: 'catalogue.teacherDocumentType.titulo', message: 'Titulo' } },
  {
    code: 'CERTIFICACION',
    label: /*i18n*/ { id: 'catalogue.teacherDocumentType.certificacion', message: 'Certificacion/Diploma' },
  },
  { code: 'RESEARCH', label: /*i18n*/ { id: 'catalogue.teacherDocumentType.research', message: 'Research paper' } },
  {
    code: 'PUBLICACION',
    label: /*i18n*/ { id: 'catalogue.teacherDocumentType.publicacion', message: 'Publicacion/Articulo' },
  },
  {
    code: 'ASESORIA_TESIS',
    label: /*i18n*/ { id: 'catalogue.teacherDocumentType.asesoria-tesis', message: 'Asesoria Tesis' },
  },
  {
    code: 'PROFILE_PHOTO',
    label: /*i18n*/ { id: 'catalogue.teacherDocumentType.profile-photo', message: 'Foto de perfil' },
  },
  { code: 'OTHER', label: /*i18n*/ { id: 'catalogue.teacherDocumentType.other', message: 'Otro' } },
] as const satisfies readonly CatalogueItem[];
export type TeacherDocumentType = (typeof TEACHER_DOCUMENT_TYPES)[number]['code'];
export const TEACHER_DOCUMENT_TYPE_CODES = codesOf(TEACHER_DOCUMENT_TYPES);

export const ACCEPTED_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const ACCEPTED_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
