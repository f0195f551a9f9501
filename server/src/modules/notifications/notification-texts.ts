import type { IdeaStatus } from '@contracts/ideas';
import type { SemesterCode } from '@contracts/catalogues/semesters';
import type { Language } from '@contracts/languages';
import { REVIEW_DEADLINE_LABELS, type ReviewDeadlineKind } from '@contracts/reviews';
import { asDeclared, type Text, type TextValues } from '@contracts/i18n/texts';
import { formatDay } from '../../i18n/formats';
import { SEMESTER_NAMES } from '../../i18n/semester-names';
import { textIn } from '../../i18n/server-texts';
import { UNTITLED_WORDS } from '../../shared/activities/untitled-credential-texts';

/**
 * What a notification says (decision 040): a notification is stored as the code of one of these kinds and its
 * parameters, and written in the reader's language when it is read. A parameter the school typed (a course's title,
 * a badge's name, a reason) stays as typed; a code among them (an idea's status, a semester) and a day are written in
 * the reader's language too. A kind without a body text shows the body stored with the notification (what a person
 * typed: an idea's text or the staff's reply).
 */
export type NotificationParams = Record<string, string | number | null>;

type Write = (text: Text, values?: TextValues) => string;

interface NotificationKind {
  title: Text;
  body?: Text;
  /** The parameters as the texts take them, in the language `write` and `language` write. */
  values?: (params: NotificationParams, write: Write, language: Language) => TextValues;
}

const IDEA_STATUS_WORDS: Record<IdeaStatus, Text> = {
  new: /*i18n*/ { id: 'notification.ideaStatus.new', message: 'nueva' },
  under_review: /*i18n*/ { id: 'notification.ideaStatus.under_review', message: 'en revisión' },
  planned: /*i18n*/ { id: 'notification.ideaStatus.planned', message: 'planificada' },
  done: /*i18n*/ { id: 'notification.ideaStatus.done', message: 'hecha' },
  declined: /*i18n*/ { id: 'notification.ideaStatus.declined', message: 'descartada' },
};

const EXPIRY_WORDS = {
  inDays: /*i18n*/ { id: 'notification.documentExpiring.inDays', message: 'vence en {days} días' },
  inOneDay: /*i18n*/ { id: 'notification.documentExpiring.inOneDay', message: 'vence en 1 día' },
  today: /*i18n*/ { id: 'notification.documentExpiring.today', message: 'vence hoy' },
  expired: /*i18n*/ { id: 'notification.documentExpiring.expired', message: 'ya venció' },
  noOwner: /*i18n*/ { id: 'notification.documentExpiring.noOwner', message: 'Documento' },
};

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : value);

/** An idea's status, lower case in the sentence it is part of. */
const ideaValues: NotificationKind['values'] = (params, write) => {
  const word = IDEA_STATUS_WORDS[params.status as IdeaStatus];
  return { status: word ? write(word) : String(text(params.status)) };
};

/** A kept credential's title: as the credential gives it, or the words of one that names nothing (its text's id). */
const credentialValues: NotificationKind['values'] = (params, write) => {
  const untitled = UNTITLED_WORDS[String(params.title)];
  return { title: untitled ? write(untitled) : text(params.title) };
};

/** A grade's term: its semester's name (none for a grade of no term) and its academic year. */
const termValues: NotificationKind['values'] = (params, write) => {
  const word = params.semester ? SEMESTER_NAMES[params.semester as SemesterCode] : undefined;
  return {
    course: text(params.course),
    grade: text(params.grade),
    semester: word ? write(word) : String(text(params.semester)),
    year: text(params.year),
  };
};

/** A review's texts: the cycle and the teacher as typed, the deadline's name and its day in the reader's language. */
const reviewValues: NotificationKind['values'] = (params, write, language) => {
  const deadline = REVIEW_DEADLINE_LABELS[params.deadline as ReviewDeadlineKind];
  return {
    cycle: text(params.cycle),
    teacher: text(params.teacher),
    reason: text(params.reason),
    deadline: deadline ? write(deadline) : String(text(params.deadline)),
    due: typeof params.due === 'string' ? formatDay(params.due, language) : '',
  };
};

export const NOTIFICATION_KINDS = {
  welcome: {
    title: /*i18n*/ { id: 'notification.welcome.title', message: 'Welcome!' },
    body: /*i18n*/ { id: 'notification.welcome.body', message: 'Your account is ready.' },
  },
  demoWelcome: {
    title: /*i18n*/ { id: 'notification.demoWelcome.title', message: 'Bienvenido a la escuela de demostración' },
    body: /*i18n*/ { id: 'notification.demoWelcome.body', message: 'Explora la plataforma con datos de ejemplo.' },
  },
  badgeAwarded: {
    title: /*i18n*/ { id: 'notification.badgeAwarded.title', message: 'Nuevo badge' },
    body: /*i18n*/ { id: 'notification.badgeAwarded.body', message: 'Has recibido el badge {badge}.' },
  },
  externalCredentialAccepted: {
    title: /*i18n*/ { id: 'notification.externalCredentialAccepted.title', message: 'Credencial externa aceptada' },
    body: /*i18n*/ {
      id: 'notification.externalCredentialAccepted.body',
      message: 'El personal revisó «{title}» y la ha aceptado.',
    },
    values: credentialValues,
  },
  externalCredentialRejected: {
    title: /*i18n*/ { id: 'notification.externalCredentialRejected.title', message: 'Credencial externa rechazada' },
    body: /*i18n*/ {
      id: 'notification.externalCredentialRejected.body',
      message: 'El personal revisó «{title}» y la ha rechazado.',
    },
    values: credentialValues,
  },
  portfolioWorkHidden: {
    title: /*i18n*/ { id: 'notification.portfolioWorkHidden.title', message: 'Una obra de tu portafolio fue ocultada' },
    body: /*i18n*/ {
      id: 'notification.portfolioWorkHidden.body',
      message: 'La administración ocultó «{title}»: {reason}',
    },
  },
  activityEntryVerified: {
    title: /*i18n*/ { id: 'notification.activityEntryVerified.title', message: 'Actividad verificada' },
    body: /*i18n*/ {
      id: 'notification.activityEntryVerified.body',
      message: 'La administración verificó «{title}»: {note}',
    },
  },
  activityEntryReturned: {
    title: /*i18n*/ { id: 'notification.activityEntryReturned.title', message: 'Actividad devuelta' },
    body: /*i18n*/ {
      id: 'notification.activityEntryReturned.body',
      message: 'La administración devolvió «{title}»: {reason}',
    },
  },
  publicPageApproved: {
    title: /*i18n*/ { id: 'notification.publicPageApproved.title', message: 'Página pública publicada' },
    body: /*i18n*/ {
      id: 'notification.publicPageApproved.body',
      message: 'La administración aprobó tu página pública: ya la ve todo el mundo.',
    },
  },
  publicPageTakenDown: {
    title: /*i18n*/ { id: 'notification.publicPageTakenDown.title', message: 'Página pública retirada' },
    body: /*i18n*/ {
      id: 'notification.publicPageTakenDown.body',
      message: 'La administración retiró tu página pública: {reason}',
    },
  },
  ownIdeaStatus: {
    title: /*i18n*/ { id: 'notification.ownIdeaStatus.title', message: 'Tu idea está {status}' },
    values: ideaValues,
  },
  votedIdeaStatus: {
    title: /*i18n*/ { id: 'notification.votedIdeaStatus.title', message: 'Una idea que votaste está {status}' },
    values: ideaValues,
  },
  secondFactorRemoved: {
    title: /*i18n*/ { id: 'notification.secondFactorRemoved.title', message: 'Verificación en dos pasos quitada' },
    body: /*i18n*/ {
      id: 'notification.secondFactorRemoved.body',
      message:
        'El personal de la escuela quitó tu aplicación de autenticación, tus llaves de acceso y tus códigos de recuperación. Vuelve a configurarlos en Settings.',
    },
  },
  gradeRecorded: {
    title: /*i18n*/ { id: 'notification.gradeRecorded.title', message: 'Nueva nota: {course}' },
    body: /*i18n*/ { id: 'notification.gradeRecorded.body', message: '{grade} — {semester} {year}' },
    values: termValues,
  },
  gradeCorrected: {
    title: /*i18n*/ { id: 'notification.gradeCorrected.title', message: 'Nota corregida: {course}' },
    body: /*i18n*/ { id: 'notification.gradeCorrected.body', message: '{grade} — {semester} {year}' },
    values: termValues,
  },
  gradeRemoved: {
    title: /*i18n*/ { id: 'notification.gradeRemoved.title', message: 'Nota eliminada: {course}' },
    body: /*i18n*/ { id: 'notification.gradeRemoved.body', message: '{semester} {year}' },
    values: termValues,
  },
  documentExpiring: {
    title: /*i18n*/ { id: 'notification.documentExpiring.title', message: 'Documento por vencer: {name}' },
    body: /*i18n*/ { id: 'notification.documentExpiring.body', message: '{owner} — {when} ({date}).' },
    values: (params, write, language) => {
      const days = Number(params.daysLeft);
      const when =
        days > 1
          ? write(EXPIRY_WORDS.inDays, { days })
          : days === 1
            ? write(EXPIRY_WORDS.inOneDay)
            : days === 0
              ? write(EXPIRY_WORDS.today)
              : write(EXPIRY_WORDS.expired);
      return {
        name: text(params.name),
        owner: params.owner === null || params.owner === undefined ? write(EXPIRY_WORDS.noOwner) : params.owner,
        when,
        date: typeof params.date === 'string' ? formatDay(params.date, language) : '',
      };
    },
  },
  reviewOpened: {
    title: /*i18n*/ { id: 'notification.reviewOpened.title', message: 'Revisión anual abierta: {cycle}' },
    body: /*i18n*/ {
      id: 'notification.reviewOpened.body',
      message: 'Escribe tu autoinforme a partir de tu registro y envíalo antes del {due}.',
    },
    values: reviewValues,
  },
  reviewSubmitted: {
    title: /*i18n*/ { id: 'notification.reviewSubmitted.title', message: 'Autoinforme enviado: {teacher}' },
    body: /*i18n*/ {
      id: 'notification.reviewSubmitted.body',
      message: '{cycle}: evalúalo o devuélvelo antes del {due}.',
    },
    values: reviewValues,
  },
  reviewReturned: {
    title: /*i18n*/ { id: 'notification.reviewReturned.title', message: 'Tu autoinforme fue devuelto: {cycle}' },
    body: /*i18n*/ { id: 'notification.reviewReturned.body', message: 'Motivo: {reason}' },
    values: reviewValues,
  },
  reviewEvaluated: {
    title: /*i18n*/ { id: 'notification.reviewEvaluated.title', message: 'Tu evaluación está lista: {cycle}' },
    body: /*i18n*/ {
      id: 'notification.reviewEvaluated.body',
      message: 'Léela, escribe tu respuesta y confírmala antes del {due}.',
    },
    values: reviewValues,
  },
  reviewAcknowledged: {
    title: /*i18n*/ { id: 'notification.reviewAcknowledged.title', message: 'Evaluación respondida: {teacher}' },
    body: /*i18n*/ {
      id: 'notification.reviewAcknowledged.body',
      message: '{cycle}: el profesor leyó la evaluación y respondió.',
    },
    values: reviewValues,
  },
  reviewClosed: {
    title: /*i18n*/ { id: 'notification.reviewClosed.title', message: 'Revisión cerrada: {cycle}' },
    body: /*i18n*/ {
      id: 'notification.reviewClosed.body',
      message: 'La revisión de {teacher} está cerrada y su documento firmado, disponible.',
    },
    values: reviewValues,
  },
  reviewDueSoon: {
    title: /*i18n*/ { id: 'notification.reviewDueSoon.title', message: 'Recordatorio: {deadline} — {cycle}' },
    body: /*i18n*/ { id: 'notification.reviewDueSoon.body', message: 'El plazo de {teacher} vence el {due}.' },
    values: reviewValues,
  },
  reviewOverdue: {
    title: /*i18n*/ { id: 'notification.reviewOverdue.title', message: 'Plazo vencido: {deadline} — {cycle}' },
    body: /*i18n*/ { id: 'notification.reviewOverdue.body', message: 'El plazo de {teacher} venció el {due}.' },
    values: reviewValues,
  },
} satisfies Record<string, NotificationKind>;

export type NotificationCode = keyof typeof NOTIFICATION_KINDS;

export function isNotificationCode(code: string): code is NotificationCode {
  return Object.hasOwn(NOTIFICATION_KINDS, code);
}

/**
 * A notification of `code` written in `language`; without one, in the words its texts are declared in (what the
 * row keeps in its title and body, for whatever reads the table itself). `body` is null for a kind whose body is
 * the one stored.
 */
export function writeNotification(
  code: NotificationCode,
  params: NotificationParams,
  language?: Language,
): { title: string; body: string | null } {
  const kind: NotificationKind = NOTIFICATION_KINDS[code];
  const write: Write = language ? (text, values) => textIn(language, text, values) : asDeclared;
  const values: TextValues = kind.values
    ? kind.values(params, write, language ?? 'es')
    : Object.fromEntries(Object.entries(params).map(([name, value]) => [name, text(value)]));
  return {
    title: write(kind.title, values).trim(),
    body: kind.body ? write(kind.body, values).trim() : null,
  };
}
