import { codesOf, type CatalogueEntry } from './catalogue';

/** Owner kind of a unified document (`document_type`). */
export const DOCUMENT_OWNER_KINDS = [
  { code: 'teacher', label: 'Profesor' },
  { code: 'course', label: 'Curso' },
  { code: 'student', label: 'Estudiante' },
  { code: 'generated', label: 'Generado' },
] as const satisfies readonly CatalogueEntry[];
export type DocumentOwnerKind = (typeof DOCUMENT_OWNER_KINDS)[number]['code'];
export const DOCUMENT_OWNER_KIND_CODES = codesOf(DOCUMENT_OWNER_KINDS);

/** The owner kinds a person uploads to and picks from; 'generated' documents are the server's own. */
export type UploadOwnerKind = Exclude<DocumentOwnerKind, 'generated'>;
export const UPLOAD_OWNER_KINDS = DOCUMENT_OWNER_KIND_CODES.filter(
  (code): code is UploadOwnerKind => code !== 'generated',
) as [UploadOwnerKind, ...UploadOwnerKind[]];

/** Kind of document (`document_tag`), the types the statistics count. */
export const DOCUMENT_TAGS = [
  { code: 'cv', label: 'CV' },
  { code: 'certificacion', label: 'Certificación' },
  { code: 'thesis', label: 'Thesis' },
  { code: 'titulo', label: 'Título' },
  { code: 'diploma', label: 'Diploma' },
  { code: 'constancia', label: 'Constancia' },
  { code: 'pensum', label: 'Pensum' },
  { code: 'material', label: 'Material' },
  { code: 'papeleria', label: 'Papelería' },
  { code: 'otro', label: 'Otro' },
] as const satisfies readonly CatalogueEntry[];
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
  { code: 'CV', label: 'CV / Hoja de Vida' },
  { code: 'TITULO', label: 'Titulo' },
  { code: 'CERTIFICACION', label: 'Certificacion/Diploma' },
  { code: 'RESEARCH', label: 'Research paper' },
  { code: 'PUBLICACION', label: 'Publicacion/Articulo' },
  { code: 'ASESORIA_TESIS', label: 'Asesoria Tesis' },
  { code: 'PROFILE_PHOTO', label: 'Foto de perfil' },
  { code: 'OTHER', label: 'Otro' },
] as const satisfies readonly CatalogueEntry[];
export type TeacherDocumentType = (typeof TEACHER_DOCUMENT_TYPES)[number]['code'];
export const TEACHER_DOCUMENT_TYPE_CODES = codesOf(TEACHER_DOCUMENT_TYPES);

export const ACCEPTED_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const ACCEPTED_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
