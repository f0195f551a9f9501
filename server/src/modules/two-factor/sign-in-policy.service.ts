import type { SignInPolicy } from '@contracts/two-factor';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { isSecondFactorRequiredForStaff, STAFF_SECOND_FACTOR_SETTING } from './second-factors';

export async function readSignInPolicy(options: { db: Database }): Promise<SignInPolicy> {
  return { staff_second_factor_required: await isSecondFactorRequiredForStaff(options.db) };
}

/**
 * Staff turn the two-factor requirement for staff on or off. It applies from each staff member's next sign-in:
 * one without a factor then reaches only the enrolment of one (sessions already open are left as they are).
 */
export async function changeSignInPolicy(options: {
  db: Database;
  actor: SessionUser;
  input: SignInPolicy;
}): Promise<SignInPolicy> {
  const { db, actor, input } = options;
  await db.transaction(async (tx) => {
    const before = await isSecondFactorRequiredForStaff(tx);
    await tx
      .insert(appSettings)
      .values({ key: STAFF_SECOND_FACTOR_SETTING, value: input.staff_second_factor_required, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: input.staff_second_factor_required, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordActivity(tx, {
      userId: actor.id,
      activity: {
        code: input.staff_second_factor_required ? 'staffSecondFactorRequired' : 'staffSecondFactorNotRequired',
      },
      entityType: 'setting',
      changes:
        before === input.staff_second_factor_required
          ? undefined
          : { staff_second_factor_required: { before, after: input.staff_second_factor_required } },
    });
  });
  return readSignInPolicy({ db });
}
