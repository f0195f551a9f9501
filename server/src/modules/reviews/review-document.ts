import type { Text } from '@contracts/i18n/texts';
import type { Language } from '@contracts/languages';
import { REVIEW_RECORD_KIND_LABELS, REVIEW_STATE_LABELS, type Review, type ReviewMove } from '@contracts/reviews';
import { formatDay } from '../../i18n/formats';
import { textIn } from '../../i18n/server-texts';
import type { UntrustedWork } from '../../untrusted-work/pool';
import type { ReviewRenderInput } from '../../untrusted-work/tasks/render-review';

/** The review document's words (decision 040), written in the reader's language. */
export const REVIEW_DOCUMENT_TEXTS = {
  heading: /*i18n*/ { id: 'reviewDocument.heading', message: 'Revisión anual' },
  /** Values: `cycle`, `year`. */
  cycle: /*i18n*/ { id: 'reviewDocument.cycle', message: 'Ciclo: {cycle} ({year})' },
  /** Values: `name`. */
  teacher: /*i18n*/ { id: 'reviewDocument.teacher', message: 'Profesor: {name}' },
  /** Values: `name`. */
  reviewer: /*i18n*/ { id: 'reviewDocument.reviewer', message: 'Evaluador: {name}' },
  /** Values: `date`. */
  generatedOn: /*i18n*/ { id: 'reviewDocument.generatedOn', message: 'Generado el {date}' },
  selfReport: /*i18n*/ { id: 'reviewDocument.selfReport', message: 'Autoinforme' },
  evaluation: /*i18n*/ { id: 'reviewDocument.evaluation', message: 'Evaluación' },
  response: /*i18n*/ { id: 'reviewDocument.response', message: 'Respuesta del profesor' },
  signOff: /*i18n*/ { id: 'reviewDocument.signOff', message: 'Firmas y fechas' },
  highlights: /*i18n*/ { id: 'reviewDocument.highlights', message: 'Destacado del registro' },
  comment: /*i18n*/ { id: 'reviewDocument.comment', message: 'Comentario' },
  rating: /*i18n*/ { id: 'reviewDocument.rating', message: 'Valoración global' },
  overallComment: /*i18n*/ { id: 'reviewDocument.overallComment', message: 'Comentario general' },
  none: /*i18n*/ { id: 'reviewDocument.none', message: 'Sin texto' },
  /** Values: `page`, `pages`. */
  page: /*i18n*/ { id: 'reviewDocument.page', message: 'Página {page} de {pages}' },
} satisfies Record<string, Text>;

/** How the history names each move in the sign-off list. */
const MOVE_WORDS: Record<ReviewMove, Text> = {
  save_draft: /*i18n*/ { id: 'reviewDocument.move.save_draft', message: 'Autoinforme empezado' },
  submit: /*i18n*/ { id: 'reviewDocument.move.submit', message: 'Autoinforme enviado' },
  return: /*i18n*/ { id: 'reviewDocument.move.return', message: 'Autoinforme devuelto' },
  save_evaluation: /*i18n*/ { id: 'reviewDocument.move.save_evaluation', message: 'Evaluación guardada' },
  send_evaluation: /*i18n*/ { id: 'reviewDocument.move.send_evaluation', message: 'Evaluación enviada' },
  respond: /*i18n*/ { id: 'reviewDocument.move.respond', message: 'Respuesta y conformidad del profesor' },
  close: /*i18n*/ { id: 'reviewDocument.move.close', message: 'Revisión cerrada' },
};

/** A file name of the document: the teacher's name and the cycle's year, no path characters. */
export function reviewFileName(review: Pick<Review, 'teacher' | 'cycle'>): string {
  const name = [...`${review.teacher.name} ${review.cycle.year}`]
    .map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? ' ' : character))
    .join('')
    .replace(/ +/g, ' ')
    .trim();
  return `${name || 'review'}.pdf`;
}

/** What the renderer draws of a closed review, every label in `language`. */
export function reviewRenderInput(review: Review, language: Language, schoolName: string): ReviewRenderInput {
  const t = (text: Text, values?: Record<string, string | number>) => textIn(language, text, values);
  const today = new Date().toISOString().slice(0, 10);
  return {
    language,
    schoolName,
    heading: t(REVIEW_DOCUMENT_TEXTS.heading),
    subtitle: [
      t(REVIEW_DOCUMENT_TEXTS.cycle, { cycle: review.cycle.name, year: review.cycle.year }),
      t(REVIEW_DOCUMENT_TEXTS.teacher, { name: review.teacher.name }),
      t(REVIEW_DOCUMENT_TEXTS.reviewer, { name: review.reviewer.name }),
      t(REVIEW_STATE_LABELS.closed),
    ],
    generatedOn: t(REVIEW_DOCUMENT_TEXTS.generatedOn, { date: formatDay(today, language) }),
    sections: review.sections.map((section) => ({
      title: section.title,
      text: section.text,
      highlights: section.highlights.map((item) =>
        [t(REVIEW_RECORD_KIND_LABELS[item.kind]), item.title, item.detail, item.date].filter(Boolean).join(' — '),
      ),
      comment: section.comment,
    })),
    rating: review.evaluation.rating_label,
    overallComment: review.evaluation.overall_comment,
    response: review.response.text,
    signOff: review.history.map((entry) =>
      [t(MOVE_WORDS[entry.move]), entry.by?.name ?? '—', formatDay(entry.at.slice(0, 10), language)].join(' — '),
    ),
    labels: {
      selfReport: t(REVIEW_DOCUMENT_TEXTS.selfReport),
      evaluation: t(REVIEW_DOCUMENT_TEXTS.evaluation),
      response: t(REVIEW_DOCUMENT_TEXTS.response),
      signOff: t(REVIEW_DOCUMENT_TEXTS.signOff),
      highlights: t(REVIEW_DOCUMENT_TEXTS.highlights),
      comment: t(REVIEW_DOCUMENT_TEXTS.comment),
      rating: t(REVIEW_DOCUMENT_TEXTS.rating),
      overallComment: t(REVIEW_DOCUMENT_TEXTS.overallComment),
      none: t(REVIEW_DOCUMENT_TEXTS.none),
      page: t(REVIEW_DOCUMENT_TEXTS.page, { page: '{page}', pages: '{pages}' }),
    },
  };
}

/** The PDF's bytes, drawn in the pool's threads. */
export function renderReview(work: UntrustedWork, review: Review, language: Language, schoolName: string) {
  return work.run('renderReview', reviewRenderInput(review, language, schoolName));
}
