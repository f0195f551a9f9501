import { sql } from 'drizzle-orm';
import type { SecondFactorMethod } from '@contracts/auth';
import type { Database, DbOrTx } from '../../db/client';
import { activityInsert } from '../../shared/activities/activity.service';
import type { ActivityText } from '../../shared/activities/activity-texts';
import { signInCount } from '../analytics/stat-counters';
import { enrolledMethods } from '../two-factor/second-factors';
import { mustUseSecondFactor } from '../two-factor/two-factor.policy';
import { findProfile, type UserProfile, type UserRow } from '../users/user.service';
import { sessionInsert } from './session.service';
import { createChallenge } from './sign-in-challenges';

export type SignInOutcome =
  | { kind: 'session'; token: string; user: UserRow; profile: UserProfile | null; setupPending: boolean }
  | { kind: 'second-factor'; challenge: string; methods: SecondFactorMethod[] };

export interface SignInContext {
  ipAddress: string;
  userAgent?: string;
}

/**
 * The end of every first sign-in step (password, identity provider): a person with a second factor gets a
 * challenge for the next step; anyone else gets a session, flagged while staff must enrol a factor and have none.
 * `method` names the first step for the audit log ('password', 'sso:<provider>').
 */
export async function completeSignIn(
  options: {
    db: Database;
    user: UserRow;
    method: string;
    /** The account's second factors, when the caller read them already (beside the password check). */
    methods?: SecondFactorMethod[];
  } & SignInContext,
): Promise<SignInOutcome> {
  const { db, user } = options;
  const methods = options.methods ?? (await enrolledMethods({ db, userId: user.id }));
  if (methods.length > 0) {
    const challenge = await createChallenge({ db, purpose: 'second-factor', userId: user.id, method: options.method });
    return { kind: 'second-factor', challenge, methods };
  }
  const setupPending = await mustUseSecondFactor({ db, user });
  const [token, profile] = await Promise.all([
    openSession({
      db,
      user,
      method: options.method,
      setupPending,
      ipAddress: options.ipAddress,
      userAgent: options.userAgent,
    }),
    findProfile({ db, user }),
  ]);
  return { kind: 'session', token, user, profile, setupPending };
}

/**
 * A new session with its audit entry and the week's sign-in counter, written by one statement (its three inserts as
 * the parts of a WITH): atomic on its own, or in the caller's transaction, and one round trip where three in a
 * transaction took five, each of them a turn behind everyone else's work when the server is busy.
 */
export async function openSession(
  options: { db: DbOrTx; user: UserRow; method: string; setupPending?: boolean } & SignInContext,
): Promise<string> {
  const { db, user } = options;
  const { token, insert } = sessionInsert({
    db,
    userId: user.id,
    ipAddress: options.ipAddress,
    userAgent: options.userAgent,
    secondFactorSetupPending: options.setupPending ?? false,
  });
  const audit = activityInsert(db, {
    userId: user.id,
    activity: signInActivity(options.method),
    entityType: 'user',
    entityId: user.id,
  });
  await db.execute(
    sql`with opened as (${insert.getSQL()}), audited as (${audit.getSQL()}), counted as (${signInCount()}) select 1`,
  );
  return token;
}

function signInActivity(method: string): ActivityText {
  if (method === 'password') return { code: 'signedIn' };
  if (method.startsWith('sso:')) return { code: 'signedInWith', params: { provider: method.slice(4) } };
  return { code: 'signedInBy', params: { method } };
}
