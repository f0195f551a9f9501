import { z } from 'zod';
import { PASSWORD_LINK_INVALID, spanishPasswordSchema } from './auth';

/** Who an import brings in. */
export const IMPORT_KINDS = ['teachers', 'students'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest CSV an import reads, and the most rows. */
export const IMPORT_MAX_BYTES = 10_000_000;
export const IMPORT_MAX_ROWS = 20_000;

/** One row of the preview: what confirming will do with it, and why a rejected row is rejected. */
export const ImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  action: z.enum(['create', 'update', 'reject']),
  /** Who the row is: the name and the email (and the student id or teacher code when given). */
  label: z.string(),
  reasons: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

/**
 * POST /api/staff/import/{kind}/preview (multipart, field `file`): nothing is changed; the plan is kept on the server
 * (in PostgreSQL, so any app server can confirm it) for an hour under `import_id`.
 */
export const ImportPreviewSchema = z.object({
  import_id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  summary: z.object({ create: z.number(), update: z.number(), reject: z.number() }),
  rows: z.array(ImportRowSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/**
 * POST /api/staff/import/{import_id}/confirm: applies every create and update of the preview in one transaction (the
 * rejected rows are left out, as the preview said). New accounts get no password: each gets a one-time link to set
 * one (valid 14 days), listed once in `password_links` — staff hand them out; they are not shown again.
 */
export const ImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  rejected: z.number(),
  password_links: z.array(z.object({ email: z.string(), name: z.string(), link: z.string() })),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** POST /api/auth/set-password (public): a one-time link's token and the new password. */
export const SetPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: spanishPasswordSchema(),
});
export type SetPasswordInput = z.infer<typeof SetPasswordSchema>;

/** The path of the set-password screen; links are `${origin}${SET_PASSWORD_PATH}?token=…`. */
export const SET_PASSWORD_PATH = '/set-password';

export const IMPORT_MESSAGES = {
  notCsv: /*i18n*/ {
    id: 'peopleImport.notCsv',
    message:
      'Sube un archivo CSV (como lo guarda Excel u otra hoja de cálculo, separado por comas o punto y coma) con la fila de encabezados de la plantilla.',
  },
  /** Values: `columns`, joined by ', '. */
  missingColumns: /*i18n*/ { id: 'peopleImport.missingColumns', message: 'Faltan columnas: {columns}' },
  /** Values: `max`, written as a number of the reader's language. */
  tooManyRows: /*i18n*/ { id: 'peopleImport.tooManyRows', message: 'El archivo tiene más de {max, number} filas.' },
  expired: /*i18n*/ {
    id: 'peopleImport.expired',
    message: 'Esta vista previa ya no existe o caducó: sube el archivo otra vez.',
  },
  linkInvalid: PASSWORD_LINK_INVALID,
} as const;
