import { eq } from 'drizzle-orm';
import type { SetLanguageInput } from '@contracts/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from './session.service';

/** Keeps the caller's language on their account; a change is in the audit log, the same language again is not. */
export async function setOwnLanguage(options: {
  db: Database;
  user: SessionUser;
  input: SetLanguageInput;
}): Promise<void> {
  const { db, user, input } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (before?.language === input.language) return;
    await tx.update(users).set({ language: input.language, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'changedLanguage' },
      entityType: 'user',
      entityId: user.id,
      changes: { language: { before: before?.language ?? null, after: input.language } },
    });
  });
}
