import { z } from 'zod';
import { DOCUMENT_OWNER_KIND_CODES, UPLOAD_OWNER_KINDS } from './catalogues/documents';
import { EXPIRING_WITHIN_DAYS } from './document-labels';
import { inReadersLanguage } from './i18n/texts';

export { documentTagLabel, EXPIRING_WITHIN_DAYS } from './document-labels';

export const DocumentSchema = z.object({
  id: z.number(),
  original_name: z.string(),
  document_type: z.enum(DOCUMENT_OWNER_KIND_CODES),
  document_tag: z.string(),
  entity_id: z.number(),
  file_size: z.number(),
  file_type: z.string(),
  is_profile_photo: z.boolean(),
  visibility: z.string(),
  uploaded_by: z.number().nullable(),
  created_at: z.string(),
  download_count: z.number(),
  last_downloaded: z.string().nullable(),
  /** The day it stops being valid (YYYY-MM-DD), if it has one. */
  expires_at: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof DocumentSchema>;

/** What the caller may do with a listed document, as the document rules decide it (server document.policy.ts). */
export const DocumentAbilitiesSchema = z.object({
  download: z.boolean(),
  delete: z.boolean(),
  set_expiry: z.boolean(),
});
export type DocumentAbilities = z.infer<typeof DocumentAbilitiesSchema>;

/** A document of an owner's list, with what the caller may do with it. */
export const ListedDocumentSchema = DocumentSchema.extend({ can: DocumentAbilitiesSchema });
export type ListedDocument = z.infer<typeof ListedDocumentSchema>;

/** The documents of one owner, and whether the caller may upload to that owner (canUpload). */
export const DocumentListSchema = z.object({ documents: z.array(ListedDocumentSchema), can_upload: z.boolean() });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** The visible texts of document uploads (§5), shared by the server's refusals and the upload form. */
export const DOCUMENT_MESSAGES = {
  fileRequired: /*i18n*/ { id: 'documents.fileRequired', message: 'Por favor, selecciona un archivo.' },
  tagRequired: /*i18n*/ { id: 'documents.tagRequired', message: 'Por favor, selecciona un tipo de documento.' },
  entityRequired: /*i18n*/ {
    id: 'documents.entityRequired',
    message: 'Por favor, selecciona una entidad y un tipo de documento',
  },
  entitySelect: /*i18n*/ { id: 'documents.entitySelect', message: 'Por favor, selecciona una entidad' },
  entityInvalid: /*i18n*/ { id: 'documents.entityInvalid', message: 'Tipo de entidad no válido' },
  /** Values: `id`. */
  entityUnavailable: /*i18n*/ {
    id: 'documents.entityUnavailable',
    message: 'La entidad con ID {id} no existe o no tienes permisos para acceder a ella',
  },
  extensionRefused: /*i18n*/ {
    id: 'documents.extensionRefused',
    message: 'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, JPEG, PNG',
  },
  photoExtensionRefused: /*i18n*/ {
    id: 'documents.photoExtensionRefused',
    message: 'Tipo de archivo no permitido. Formatos aceptados: JPG, JPEG, PNG',
  },
  /** Values: `megabytes`. */
  tooLarge: /*i18n*/ {
    id: 'documents.tooLarge',
    message: 'El archivo es demasiado grande. Tamaño máximo: {megabytes}MB',
  },
  oneFileOnly: /*i18n*/ { id: 'documents.oneFileOnly', message: 'Solo se puede subir un archivo a la vez.' },
  emptyFile: /*i18n*/ { id: 'documents.emptyFile', message: 'El archivo está vacío.' },
  contentMismatch: /*i18n*/ {
    id: 'documents.contentMismatch',
    message: 'El contenido del archivo no corresponde a su extensión.',
  },
  tagNotOffered: /*i18n*/ {
    id: 'documents.tagNotOffered',
    message: 'Ese tipo de documento no está disponible para esta entidad.',
  },
  notFound: /*i18n*/ { id: 'documents.notFound', message: 'Documento no encontrado' },
  forbidden: /*i18n*/ { id: 'documents.forbidden', message: 'No tienes permiso para acceder a este documento.' },
  deleteForbidden: /*i18n*/ {
    id: 'documents.deleteForbidden',
    message: 'Solo puedes eliminar los documentos que subiste.',
  },
  uploadForbidden: /*i18n*/ {
    id: 'documents.uploadForbidden',
    message: 'No tienes permiso para subir documentos a esta entidad.',
  },
  expiryInvalid: /*i18n*/ {
    id: 'documents.expiryInvalid',
    message: 'La fecha de vencimiento debe ser una fecha válida (AAAA-MM-DD).',
  },
  expiryForbidden: /*i18n*/ {
    id: 'documents.expiryForbidden',
    message: 'No tienes permiso para cambiar el vencimiento de este documento.',
  },
} as const;

/**
 * The entity form of the document demo (§2.15): a kind of owner that takes uploads and the entity's id, typed as
 * digits (a whole positive number, as the server's /api/documents/entity/:type/:id takes it); one message for both.
 */
export const EntityRefSchema = z.object({
  kind: z.enum(UPLOAD_OWNER_KINDS, inReadersLanguage(DOCUMENT_MESSAGES.entitySelect)),
  id: z
    .string(inReadersLanguage(DOCUMENT_MESSAGES.entitySelect))
    .trim()
    .regex(/^\d+$/, inReadersLanguage(DOCUMENT_MESSAGES.entitySelect))
    .transform(Number)
    .pipe(
      z
        .number()
        .int(inReadersLanguage(DOCUMENT_MESSAGES.entitySelect))
        .positive(inReadersLanguage(DOCUMENT_MESSAGES.entitySelect)),
    ),
});
export type EntityRefInput = z.input<typeof EntityRefSchema>;
export type EntityRef = z.output<typeof EntityRefSchema>;

/** When reminders go out before a document expires: 30 and 7 days before, and on the day. */
export const EXPIRY_REMINDER_DAYS = [30, 7, 0] as const;

/** An expiry date: a real calendar day between 2000 and 2100; empty means none. */
export const ExpiryDateSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string(inReadersLanguage(DOCUMENT_MESSAGES.expiryInvalid))
    .regex(/^\d{4}-\d{2}-\d{2}$/, inReadersLanguage(DOCUMENT_MESSAGES.expiryInvalid))
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(day.getTime()) &&
        day.toISOString().slice(0, 10) === value &&
        value >= '2000-01-01' &&
        value <= '2100-12-31'
      );
    }, inReadersLanguage(DOCUMENT_MESSAGES.expiryInvalid))
    .nullable(),
);

/** PATCH /api/documents/{id}/expiry. */
export const DocumentExpirySchema = z.object({ expires_at: ExpiryDateSchema });

/** GET /api/documents/expiring (staff): documents expiring within the window, and those already expired. */
export const ExpiringQuerySchema = z.object({
  within_days: z.coerce.number().int().min(1).max(365).default(EXPIRING_WITHIN_DAYS),
  owner_kind: z
    .enum(
      ['teacher', 'course', 'student'],
      inReadersLanguage(/*i18n*/ { id: 'documents.entityInvalid', message: 'Tipo de entidad no válido' }),
    )
    .optional(),
  tag: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
});

export const ExpiringDocumentSchema = z.object({
  document: DocumentSchema,
  owner_name: z.string().nullable(),
  /** Negative once expired. */
  days_left: z.number(),
});
export type ExpiringDocument = z.infer<typeof ExpiringDocumentSchema>;

export const UploadResponseSchema = z.object({ id: z.number(), document: DocumentSchema });

export const DocumentStatisticsSchema = z.object({
  stats: z.object({
    totalDocuments: z.number(),
    totalSizeBytes: z.number(),
    teacherDocsCount: z.number(),
    courseDocsCount: z.number(),
    studentDocsCount: z.number(),
    docsUploadedThisYear: z.number(),
    docsDownloadedThisYear: z.number(),
  }),
});
export type DocumentStatistics = z.infer<typeof DocumentStatisticsSchema>['stats'];

export const DocumentTagListSchema = z.object({ tags: z.array(z.object({ code: z.string(), label: z.string() })) });
