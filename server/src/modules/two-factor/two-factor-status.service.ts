import type { Database } from '../../db/client';
import type { SessionUser } from '../auth/session.service';
import { listPasskeys } from './passkey.service';
import { recoveryCodesLeft } from './recovery-codes';
import { confirmedTotp } from './second-factors';
import { mustUseSecondFactor } from './two-factor.policy';

/** What the Settings screen shows of one's own second factors. */
export async function twoFactorStatus(options: { db: Database; user: SessionUser }) {
  const { db, user } = options;
  const [totp, keys, left, required] = await Promise.all([
    confirmedTotp({ db, userId: user.id }),
    listPasskeys({ db, userId: user.id }),
    recoveryCodesLeft({ db, userId: user.id }),
    mustUseSecondFactor({ db, user }),
  ]);
  return { totp: totp !== undefined, passkeys: keys, recoveryCodesLeft: left, required };
}
