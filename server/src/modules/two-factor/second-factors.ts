import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SecondFactorMethod } from '@contracts/auth';
import type { DbOrTx } from '../../db/client';
import { appSettings, passkeys, sessions, totpFactors } from '../../db/schema/index';

/** The second factors a person has: a confirmed authenticator app, passkeys. */
export async function enrolledMethods(options: { db: DbOrTx; userId: number }): Promise<SecondFactorMethod[]> {
  const [row] = await options.db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${options.userId} and ${totpFactors.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${options.userId})`,
    })
    .from(sql`(select 1) as one`);
  const methods: SecondFactorMethod[] = [];
  if (row?.totp) methods.push('totp');
  if (row?.passkey) methods.push('passkey');
  return methods;
}

export const STAFF_SECOND_FACTOR_SETTING = 'staff_second_factor_required';

/** Whether staff must use a second factor (a setting staff change; off until they turn it on). */
export async function isSecondFactorRequiredForStaff(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, STAFF_SECOND_FACTOR_SETTING));
  return row?.value === true;
}

/** Once a person has a second factor, none of their sessions waits for one any more. */
export async function clearSetupPending(options: { db: DbOrTx; userId: number }): Promise<void> {
  await options.db
    .update(sessions)
    .set({ secondFactorSetupPending: false })
    .where(and(eq(sessions.userId, options.userId), eq(sessions.secondFactorSetupPending, true)));
}

/** A confirmed authenticator app of the person, if any (for the settings screen and the sign-in's second step). */
export async function confirmedTotp(options: { db: DbOrTx; userId: number }) {
  const [row] = await options.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, options.userId), isNotNull(totpFactors.confirmedAt)));
  return row;
}
