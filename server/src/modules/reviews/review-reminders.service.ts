import { sql } from 'drizzle-orm';
import type { ReviewState } from '@contracts/reviews';
import type { Database } from '../../db/client';
import { reviewReminders } from '../../db/schema/index';
import { announce, reviewLink, type Announcer } from './review-announce';
import { dayOf, turnOf } from './reviews.presenter';

/** A reminder goes this many days before a deadline (and on its day), and once the day after it has passed. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The job `review-reminders` (hourly, issue 46): for each review of an open cycle waiting for someone, a reminder to
 * that person in the days before the deadline of their turn ('before') and one once it has passed ('after'): a
 * notification and a mail in their language. Each is sent once per person, review, deadline and phase, whichever
 * server runs the job and however often, because its review_reminders row is claimed first (`on conflict do
 * nothing`) in the same transaction as the notification and the mail's job. Answers how many reminders went out.
 */
export async function sendReviewReminders(options: {
  db: Database;
  announcer: Announcer;
  now?: Date;
}): Promise<number> {
  const today = dayOf(options.now ?? new Date());
  const soon = addDays(today, REVIEW_REMINDER_DAYS_BEFORE);
  return options.db.transaction(async (tx) => {
    const due = await tx.execute<{
      id: number;
      state: ReviewState;
      teacher_user_id: number;
      teacher_name: string;
      reviewer_id: number | null;
      cycle_name: string;
      self_report_due: string;
      evaluation_due: string;
      response_due: string;
    }>(sql`
      select r.id, r.state, t.user_id as teacher_user_id, t.full_name as teacher_name, r.reviewer_id,
             c.name as cycle_name,
             to_char(c.self_report_due, 'YYYY-MM-DD') as self_report_due,
             to_char(c.evaluation_due, 'YYYY-MM-DD') as evaluation_due,
             to_char(c.response_due, 'YYYY-MM-DD') as response_due
        from reviews r
        join review_cycles c on c.id = r.cycle_id
        join teachers t on t.id = r.teacher_id
       where c.state = 'open' and r.state in ('not_started', 'draft', 'returned', 'submitted', 'evaluated')
         and case
               when r.state = 'submitted' then c.evaluation_due
               when r.state = 'evaluated' then c.response_due
               else c.self_report_due
             end <= ${soon}::date
       order by r.id`);
    let sent = 0;
    for (const review of due.rows) {
      const turn = turnOf(review.state);
      if (!turn) continue;
      const userId = turn.waiting_for === 'teacher' ? review.teacher_user_id : review.reviewer_id;
      if (userId === null) continue;
      const deadline = {
        self_report: review.self_report_due,
        evaluation: review.evaluation_due,
        response: review.response_due,
      }[turn.deadline];
      const phase = deadline >= today ? 'before' : 'after';
      const claimed = await tx
        .insert(reviewReminders)
        .values({ reviewId: review.id, userId, deadline: turn.deadline, phase })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) continue;
      await announce(tx, options.announcer, {
        userId,
        code: phase === 'before' ? 'reviewDueSoon' : 'reviewOverdue',
        params: { cycle: review.cycle_name, teacher: review.teacher_name, deadline: turn.deadline, due: deadline },
        link: reviewLink(review.id),
      });
      sent += 1;
    }
    return sent;
  });
}
