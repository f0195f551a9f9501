/**
 * A teacher's CV as a PDF (issue 45, decision 042): what GET /api/teachers/{id}/cv.pdf takes (the period, the
 * sections, verified entries only) and the staff's batch of every active teacher's CV as one ZIP
 * (POST /api/cv-batches, its progress and its download). Texts are declared in Spanish and written in the
 * reader's language (decision 040).
 */
import { z } from 'zod';
import { inReadersLanguage, type Text } from './i18n/texts';
import { isRealDate } from './calendar-days';

/** The CV's sections, in the order the PDF writes them. */
export const CV_SECTIONS = ['titles', 'areas', 'teaching', 'activity', 'badges', 'credentials'] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

/** all: the whole record; 5y: entries of the last five years; range: from `from` to `to` (both days included). */
export const CV_PERIODS = ['all', '5y', 'range'] as const;
export type CvPeriod = (typeof CV_PERIODS)[number];

export const CV_MESSAGES = {
  periodInvalid: /*i18n*/ { id: 'cv.periodInvalid', message: 'Periodo inválido: all, 5y o range' },
  dateInvalid: /*i18n*/ { id: 'cv.dateInvalid', message: 'Fecha inválida: escribe AAAA-MM-DD' },
  rangeRequired: /*i18n*/ {
    id: 'cv.rangeRequired',
    message: 'Un periodo a medida pide las fechas desde y hasta',
  },
  rangeBackwards: /*i18n*/ {
    id: 'cv.rangeBackwards',
    message: 'La fecha hasta no puede ser anterior a la fecha desde',
  },
  sectionsInvalid: /*i18n*/ {
    id: 'cv.sectionsInvalid',
    message: 'Secciones inválidas: elige entre titles, areas, teaching, activity, badges y credentials',
  },
  notAllowed: /*i18n*/ { id: 'cv.notAllowed', message: 'Solo el propio profesor o el personal pueden generar este CV' },
  batchNotFound: /*i18n*/ { id: 'cv.batchNotFound', message: 'Lote de CV no encontrado' },
  batchNotReady: /*i18n*/ {
    id: 'cv.batchNotReady',
    message: 'El ZIP de estos CV no está disponible: aún no está listo o lo reemplazó uno más reciente',
  },
} as const satisfies Record<string, Text>;

const day = z.string().refine(isRealDate, inReadersLanguage(CV_MESSAGES.dateInvalid)).optional();

const sectionsOf = (value: string) => value.split(',').map((part) => part.trim());
const isSection = (value: string): value is CvSection => (CV_SECTIONS as readonly string[]).includes(value);

/**
 * The CV's options: what GET …/cv.pdf takes as its query, and POST /api/cv-batches (staff) as its body for every CV
 * of the batch.
 */
export const CvOptionsSchema = z
  .object({
    period: z
      .enum(CV_PERIODS, inReadersLanguage(CV_MESSAGES.periodInvalid))
      .optional()
      .transform((value) => value ?? 'all'),
    from: day,
    to: day,
    /** Comma-separated CV_SECTIONS; every section when absent. */
    sections: z
      .string()
      .max(200, inReadersLanguage(CV_MESSAGES.sectionsInvalid))
      .optional()
      .refine(
        (value) => value === undefined || sectionsOf(value).every(isSection),
        inReadersLanguage(CV_MESSAGES.sectionsInvalid),
      )
      .transform((value): CvSection[] =>
        value === undefined ? [...CV_SECTIONS] : CV_SECTIONS.filter((section) => sectionsOf(value).includes(section)),
      ),
    verified_only: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine((options, context) => {
    if (options.period !== 'range') return;
    if (!options.from || !options.to)
      context.addIssue({ code: 'custom', path: ['from'], ...inReadersLanguage(CV_MESSAGES.rangeRequired) });
    else if (options.to < options.from)
      context.addIssue({ code: 'custom', path: ['to'], ...inReadersLanguage(CV_MESSAGES.rangeBackwards) });
  });
export type CvOptionsInput = z.input<typeof CvOptionsSchema>;
export type CvOptions = z.output<typeof CvOptionsSchema>;

export const CV_BATCH_STATES = ['pending', 'running', 'done', 'failed'] as const;

/** A batch's progress: the screen polls it until `state` is done, then downloads the ZIP. */
export const CvBatchSchema = z.object({
  id: z.number().int(),
  state: z.enum(CV_BATCH_STATES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** GET it when `state` is done. */
  download_url: z.string().nullable(),
});
export type CvBatch = z.infer<typeof CvBatchSchema>;
