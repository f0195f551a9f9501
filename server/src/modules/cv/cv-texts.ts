import type { ActivityKind } from '@contracts/activity-record';
import { ACTIVITY_KIND_GROUP_LABELS } from '@contracts/activity-labels';
import type { CredentialCheckId } from '@contracts/external-credentials';
import type { CvSection } from '@contracts/cv';
import type { Language } from '@contracts/languages';
import type { Text } from '@contracts/i18n/texts';
import { textIn } from '../../i18n/server-texts';

/*
 * Every word the CV's PDF writes that the school did not type (decision 040): declared in Spanish, extracted into
 * server/src/locales/*.po (the record's kinds and choices are the record's own, contracts/activity-labels.ts), and
 * written in the teacher's language before the render (the pool's threads read no
 * catalogue: they take the words as plain data, labels.ts of the task).
 */

export const CV_SECTION_TEXTS = {
  titles: /*i18n*/ { id: 'cv.section.titles', message: 'Titulación' },
  areas: /*i18n*/ { id: 'cv.section.areas', message: 'Áreas de especialidad' },
  teaching: /*i18n*/ { id: 'cv.section.teaching', message: 'Docencia' },
  activity: /*i18n*/ { id: 'cv.section.activity', message: 'Actividad profesional y creativa' },
  badges: /*i18n*/ { id: 'cv.section.badges', message: 'Insignias' },
  credentials: /*i18n*/ { id: 'cv.section.credentials', message: 'Credenciales de otras instituciones' },
} as const satisfies Record<CvSection, Text>;

export const CV_CHECK_TEXTS = {
  format: /*i18n*/ { id: 'cv.check.format', message: 'Formato' },
  signature: /*i18n*/ { id: 'cv.check.signature', message: 'Firma' },
  issuer: /*i18n*/ { id: 'cv.check.issuer', message: 'Emisor reconocido' },
  holder: /*i18n*/ { id: 'cv.check.holder', message: 'Titular confirmado' },
  dates: /*i18n*/ { id: 'cv.check.dates', message: 'Vigencia' },
  status: /*i18n*/ { id: 'cv.check.status', message: 'No revocada' },
} as const satisfies Record<CredentialCheckId, Text>;

export const CV_TEXTS = {
  heading: /*i18n*/ { id: 'cv.heading', message: 'Curriculum vitae' },
  /** Values: `date`. */
  generatedOn: /*i18n*/ { id: 'cv.generatedOn', message: 'Generado el {date}' },
  /** Values: `page`, `pages`. */
  page: /*i18n*/ { id: 'cv.page', message: 'Página {page} de {pages}' },
  periodAll: /*i18n*/ { id: 'cv.periodAll', message: 'Toda la trayectoria' },
  /** Values: `from`, `to`. */
  periodRange: /*i18n*/ { id: 'cv.periodRange', message: 'Del {from} al {to}' },
  verifiedOnly: /*i18n*/ { id: 'cv.verifiedOnly', message: 'Solo actividades verificadas' },
  verified: /*i18n*/ { id: 'cv.verified', message: 'Verificada' },
  none: /*i18n*/ { id: 'cv.none', message: 'Sin datos en este periodo' },
  /** Values: `students`. */
  students: /*i18n*/ { id: 'cv.students', message: '{students} estudiantes' },
  /** Values: `graded`. */
  graded: /*i18n*/ { id: 'cv.graded', message: '{graded} calificados' },
  noTerm: /*i18n*/ { id: 'cv.noTerm', message: 'Sin periodo' },
  issuedOn: /*i18n*/ { id: 'cv.issuedOn', message: 'Concedida el' },
  verifyAt: /*i18n*/ { id: 'cv.verifyAt', message: 'Verificar en' },
  issuer: /*i18n*/ { id: 'cv.issuer', message: 'Emisor' },
  checksPassed: /*i18n*/ { id: 'cv.checksPassed', message: 'Comprobaciones superadas' },
  role: /*i18n*/ { id: 'cv.role', message: 'Rol' },
  evidence: /*i18n*/ { id: 'cv.evidence', message: 'Evidencias' },
} as const satisfies Record<string, Text>;

/** The words of one CV, in `language`, as plain strings for the pool's thread. */
export interface CvLabels {
  sections: Record<CvSection, string>;
  kinds: Record<ActivityKind, string>;
  checks: Record<CredentialCheckId, string>;
  words: Record<Exclude<keyof typeof CV_TEXTS, 'generatedOn' | 'page' | 'periodRange' | 'students' | 'graded'>, string>;
  /** Already filled: '{page}' and '{pages}' stay for the renderer. */
  page: string;
}

const inLanguage = <Key extends string>(language: Language, texts: Record<Key, Text>) =>
  Object.fromEntries(Object.entries<Text>(texts).map(([key, text]) => [key, textIn(language, text)])) as Record<
    Key,
    string
  >;

export function cvLabels(language: Language): CvLabels {
  const all = inLanguage(language, CV_TEXTS);
  const { generatedOn: _generatedOn, page: _page, periodRange: _range, students: _s, graded: _g, ...words } = all;
  return {
    sections: inLanguage(language, CV_SECTION_TEXTS),
    kinds: inLanguage(language, ACTIVITY_KIND_GROUP_LABELS),
    checks: inLanguage(language, CV_CHECK_TEXTS),
    words,
    page: textIn(language, CV_TEXTS.page, { page: '{page}', pages: '{pages}' }),
  };
}
