import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { recordActivity } from '../shared/activities/activity.service';
import { isCommonPassword } from '../modules/auth/password-policy';
import { createUser } from '../modules/users/user.service';

export const DEFAULT_ADMIN_EMAIL = 'admin@school.local';

/**
 * Creates the first staff administrator when there is none: from ADMIN_EMAIL / ADMIN_PASSWORD,
 * or with a generated password that is returned so it can be printed once. A common ADMIN_PASSWORD is taken (the
 * server must start) and answered as `commonPassword`, for a warning.
 */
export async function ensureFirstAdmin(options: {
  db: Database;
  email?: string;
  password?: string;
}): Promise<{ email: string; generatedPassword?: string; commonPassword?: boolean } | null> {
  const [staff] = await options.db.select({ id: users.id }).from(users).where(eq(users.role, 'staff')).limit(1);
  if (staff) return null;
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = options.password ? undefined : crypto.randomBytes(12).toString('base64url');
  const password = options.password ?? generatedPassword ?? '';
  await options.db.transaction(async (tx) => {
    const user = await createUser({
      db: tx,
      input: { email, password, username: 'admin', role: 'staff' },
      allowCommonPassword: true,
    });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'firstAdminCreated' },
      entityType: 'user',
      entityId: user.id,
    });
  });
  return {
    email,
    generatedPassword,
    commonPassword: options.password ? await isCommonPassword(options.password) : false,
  };
}
