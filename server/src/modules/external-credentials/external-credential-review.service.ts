import { eq } from 'drizzle-orm';
import {
  EXTERNAL_CREDENTIAL_FILE_MESSAGES,
  EXTERNAL_CREDENTIAL_MESSAGES,
  type ReviewExternalCredential,
} from '@contracts/external-credentials';
import type { Database } from '../../db/client';
import { externalCredentials, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { titleParam } from '../credentials/signing/external/untitled-texts';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import type { ExternalCredentialRow, StoredResult } from './external-credential.presenter';
import { keptVerdict } from './record-verdict';

/*
 * Staff's review of a credential from elsewhere kept while genuine but not recognised or not confirmed (issue 41):
 * accepted, it stays on the record as accepted by staff (never as verified: its checks still say what failed);
 * rejected, it stays marked rejected for the teacher to see and remove. The decision is written to the audit log
 * with the checks that passed, and the teacher is notified. The route's rule lets staff alone reach it.
 */

export async function reviewExternalCredential(options: {
  db: Database;
  user: SessionUser;
  id: number;
  decision: ReviewExternalCredential['decision'];
}): Promise<ExternalCredentialRow> {
  const { db, user, id, decision } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(externalCredentials).where(eq(externalCredentials.id, id)).for('update');
    if (!before) throw new AppError('EXTERNAL_CREDENTIAL_NOT_FOUND', EXTERNAL_CREDENTIAL_MESSAGES.notFound);
    const checks = (before.result as StoredResult).checks;
    // Pending: genuine, not recognised or not confirmed, and not decided yet. The row is locked: one decision wins.
    if (keptVerdict(checks, before.review as 'pending' | null) !== 'pending_review')
      throw new AppError('EXTERNAL_CREDENTIAL_NOT_PENDING_REVIEW', EXTERNAL_CREDENTIAL_FILE_MESSAGES.notPendingReview);
    const [row] = (await tx
      .update(externalCredentials)
      .set({ review: decision, reviewedBy: user.id, reviewedAt: new Date() })
      .where(eq(externalCredentials.id, id))
      .returning()) as [ExternalCredentialRow | undefined];
    if (!row) throw new AppError('EXTERNAL_CREDENTIAL_NOT_FOUND', EXTERNAL_CREDENTIAL_MESSAGES.notFound);
    const passed = checks.filter((check) => check.outcome === 'passed' || check.outcome === 'not_applicable');
    await recordActivity(tx, {
      userId: user.id,
      activity: {
        code: decision === 'accepted' ? 'externalCredentialAccepted' : 'externalCredentialRejected',
        params: { title: titleParam(row), id: row.id, checks: passed.map((check) => check.id).join(', ') },
      },
      entityType: 'teacher',
      entityId: row.teacherId,
      changes: changesBetween({ review: before.review }, { review: row.review }),
    });
    const [teacher] = await tx.select({ userId: teachers.userId }).from(teachers).where(eq(teachers.id, row.teacherId));
    if (teacher && teacher.userId !== user.id)
      await notify({
        db: tx,
        userId: teacher.userId,
        code: decision === 'accepted' ? 'externalCredentialAccepted' : 'externalCredentialRejected',
        params: { title: titleParam(row) },
        link: '/teacher/profile',
      });
    return row;
  });
}
