import { z } from 'zod';
import { BADGE_MESSAGES } from './badge-messages';
import { BADGE_RECIPIENT_TYPES } from './catalogues/badge-types';
import { IdSchema } from './ids';
import { inReadersLanguage } from './i18n/texts';

/*
 * One badge for several people at once (issue 42): staff choose the people and a shared note, the server answers a
 * run at once (202) and awards them in one background job, one signed credential each; the screen polls the run
 * for its progress. A badge's holders are a list of the one pattern (decision 009).
 */

/** The most people one run awards. */
export const BADGE_AWARD_RUN_MAX = 200;

export const BADGE_AWARD_MESSAGES = {
  noneChosen: /*i18n*/ { id: 'badgeAwards.noneChosen', message: 'Elige al menos una persona.' },
  /** Values: `max` (BADGE_AWARD_RUN_MAX). */
  tooMany: /*i18n*/ {
    id: 'badgeAwards.tooMany',
    message: 'Puedes asignar un badge a {max} personas a la vez como máximo.',
  },
  runNotFound: /*i18n*/ { id: 'badgeAwards.runNotFound', message: 'Esta asignación no existe.' },
  alreadyHeld: /*i18n*/ { id: 'badgeAwards.alreadyHeld', message: 'Ya tenía este badge; no se le asignó de nuevo.' },
  recipientGone: /*i18n*/ { id: 'badgeAwards.recipientGone', message: 'Esta persona ya no existe.' },
  badgeGone: /*i18n*/ { id: 'badgeAwards.badgeGone', message: 'El badge fue eliminado antes de asignarlo.' },
  failed: /*i18n*/ {
    id: 'badgeAwards.failed',
    message: 'No se pudo asignar el badge ni firmar su credencial. Inténtalo de nuevo más tarde.',
  },
  /** A recipient whose name could not be read, kept as the run's name for them. Values: `type` (the role's name), `id`. */
  unknownName: /*i18n*/ { id: 'badgeAwards.unknownName', message: 'Persona desconocida ({type} #{id})' },
} as const;

export const BadgeRecipientRefSchema = z.object({
  userType: z.enum(BADGE_RECIPIENT_TYPES),
  userId: IdSchema,
});
export type BadgeRecipientRef = z.infer<typeof BadgeRecipientRefSchema>;

/** POST /api/badges/{id}/award-runs: who receives the badge (repeated people count once) and the note they share. */
export const AwardRunInputSchema = z.object({
  recipients: z
    .array(BadgeRecipientRefSchema, inReadersLanguage(BADGE_AWARD_MESSAGES.noneChosen))
    .min(1, inReadersLanguage(BADGE_AWARD_MESSAGES.noneChosen))
    .max(BADGE_AWARD_RUN_MAX, inReadersLanguage(BADGE_AWARD_MESSAGES.tooMany, { max: BADGE_AWARD_RUN_MAX })),
  notes: z
    .string()
    .trim()
    .max(500, inReadersLanguage(BADGE_MESSAGES.notesTooLong))
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type AwardRunInput = z.input<typeof AwardRunInputSchema>;
export type AwardRunRequest = z.output<typeof AwardRunInputSchema>;

/** A person the run did not award: skipped (already held the badge) or failed, with the reason in plain words. */
export const AwardRunProblemSchema = z.object({
  user_type: z.enum(BADGE_RECIPIENT_TYPES),
  user_id: z.number(),
  name: z.string(),
  outcome: z.enum(['skipped', 'failed']),
  reason: z.string(),
});
export type AwardRunProblem = z.infer<typeof AwardRunProblemSchema>;

/** GET /api/badge-award-runs/{id}: the run's progress; `done` of `total` reached, `finished` once every one was. */
export const AwardRunSchema = z.object({
  id: z.number(),
  badge_id: z.number(),
  total: z.number(),
  done: z.number(),
  awarded: z.number(),
  skipped: z.number(),
  failed: z.number(),
  finished: z.boolean(),
  problems: z.array(AwardRunProblemSchema),
});
export type AwardRun = z.infer<typeof AwardRunSchema>;

/** One holder of a badge (GET /api/badges/{id}/holders, staff): oldest award first. */
export const BadgeHolderSchema = z.object({
  award_id: z.number(),
  user_type: z.enum(BADGE_RECIPIENT_TYPES),
  user_id: z.number(),
  /** The holder's name (a teacher's or student's full name, a staff member's username). */
  name: z.string(),
  awarded_at: z.string(),
});
export type BadgeHolder = z.infer<typeof BadgeHolderSchema>;
