import { eq } from 'drizzle-orm';
import type { Language } from '@contracts/languages';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { readerLanguage } from '../../i18n/reader-language';
import type { JobQueue } from '../../jobs/job-queue';
import { mailHtml } from '../../mail/mail-html';
import { notify } from '../notifications/notification.service';
import { writeNotification, type NotificationCode, type NotificationParams } from '../notifications/notification-texts';

/** What a review's announcement needs of the app: its queue, the school's language and its public address. */
export interface Announcer {
  jobs: JobQueue;
  schoolLanguage: Language;
  publicUrl: string;
}

/** Where a review's announcement takes its reader: the web's review page. */
export const reviewLink = (reviewId: number) => `/reviews/${reviewId}`;

/**
 * Tells a person of a review's move or deadline: a notification (written in their language when read) and a mail
 * through the queue, written now in their language, both in the transaction `db` of the change (decision 040). A
 * disabled account gets neither.
 */
export async function announce(
  db: DbOrTx,
  announcer: Announcer,
  message: { userId: number; code: NotificationCode; params: NotificationParams; link: string },
): Promise<void> {
  const [person] = await db
    .select({ email: users.email, language: users.language, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, message.userId));
  if (!person || person.disabledAt) return;
  await notify({ db, userId: message.userId, code: message.code, params: message.params, link: message.link });
  const language = readerLanguage(person, announcer.schoolLanguage);
  const written = writeNotification(message.code, message.params, language);
  const link = `${announcer.publicUrl}${message.link}`;
  await announcer.jobs.send(
    'mail',
    {
      to: person.email,
      subject: written.title,
      text: [written.body ?? '', '', link].join('\n'),
      html: mailHtml(language, [{ text: written.body ?? written.title, link }]),
    },
    { db },
  );
}
