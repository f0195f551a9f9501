import crypto from 'node:crypto';
import type { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RefusalMemory } from '../../lib/refusal-memory';
import { secondsBeforeNext, type Throttle } from '../../lib/throttle';
import { normaliseEmail } from '../users/user.service';
import { SIGN_IN_LIMITS, type SignInLimits, type ThrottleRule } from './sign-in-limits';

const SCOPES = ['accountAndAddress', 'account', 'address'] as const;
type Scope = (typeof SCOPES)[number];

export interface SignInSubject {
  email: string;
  address: string;
}

/** One admitted attempt: say how it ended, once. */
export interface SignInAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export type Admission = { refused: false; attempt: SignInAttempt } | { refused: true; retryAfterSeconds: number };

/**
 * Failed sign-ins counted in PostgreSQL (decision 008) per account+address, per account and per address, on the
 * product's one throttle (lib/throttle.ts), so every app server and every restart sees the same counts.
 */
export class LoginThrottle {
  private readonly limiters: Record<Scope, RateLimiterPostgres>;
  private readonly blockSeconds: number;
  /**
   * The keys this process refused, until their window or block ends: a flood at a refused address or account is
   * answered without a round trip (the library's own memory is off, as points are given back; a refused key gets
   * none back meanwhile, since no attempt of it is admitted anywhere — but one admitted just before — so its
   * remembered refusal does not go stale).
   */
  private readonly refusals = new RefusalMemory();

  constructor(options: { throttle: Throttle; limits?: SignInLimits }) {
    const limits = options.limits ?? SIGN_IN_LIMITS;
    // Refusals give their points back, so none is remembered in memory.
    const limiter = (scope: Scope, rule: ThrottleRule) =>
      options.throttle.limiter({
        name: `sign-in-${scope}`,
        points: rule.points,
        windowSeconds: rule.windowSeconds,
        remembersRefusals: false,
      });
    this.limiters = {
      accountAndAddress: limiter('accountAndAddress', limits.accountAndAddress),
      account: limiter('account', limits.account),
      address: limiter('address', limits.address),
    };
    this.blockSeconds = limits.accountAndAddress.blockSeconds;
  }

  /**
   * Counts the attempt before the password is checked, so parallel requests cannot all slip under a limit.
   * Narrowest limit first, stopping at the first that refuses and giving back what was taken: refusals count
   * toward nothing, and a flood at one account+address never reaches the address's count.
   */
  async admit(subject: SignInSubject): Promise<Admission> {
    const keys = keysOf(subject);
    const remembered = this.rememberedRefusal(keys);
    if (remembered > 0) return { refused: true, retryAfterSeconds: remembered };
    let pairCount = 0;
    for (const [index, scope] of SCOPES.entries()) {
      const res = await this.limiters[scope].penalty(keys[scope]);
      if (res.consumedPoints > this.limiters[scope].points) {
        const taken = SCOPES.slice(0, index + 1);
        await Promise.all(taken.map((each) => this.limiters[each].reward(keys[each])));
        this.refusals.remember(`${scope}:${keys[scope]}`, res.msBeforeNext);
        return { refused: true, retryAfterSeconds: await this.longestWait(keys, res, SCOPES.slice(index + 1)) };
      }
      if (scope === 'accountAndAddress') pairCount = res.consumedPoints;
    }
    const pair = this.limiters.accountAndAddress;
    return {
      refused: false,
      attempt: {
        failed: async () => {
          if (pairCount >= pair.points) await pair.block(keys.accountAndAddress, this.blockSeconds);
        },
        // A success was no failure: the pair starts again, the other two get their point back.
        succeeded: async () => {
          await Promise.all([
            pair.delete(keys.accountAndAddress),
            this.limiters.account.reward(keys.account),
            this.limiters.address.reward(keys.address),
          ]);
        },
      },
    };
  }

  /**
   * The seconds this process still refuses the subject for, from memory (no round trip), or 0: a caller may ask
   * before it starts other work for the attempt.
   */
  refusedFromMemory(subject: SignInSubject): number {
    return this.rememberedRefusal(keysOf(subject));
  }

  private rememberedRefusal(keys: Record<Scope, string>): number {
    return Math.max(...SCOPES.map((scope) => this.refusals.secondsLeft(`${scope}:${keys[scope]}`)));
  }

  /** The wait of the refusing limit, or longer if a limit not yet asked is also reached. */
  private async longestWait(
    keys: Record<Scope, string>,
    refusing: RateLimiterRes,
    unasked: readonly Scope[],
  ): Promise<number> {
    const states = await Promise.all(
      unasked.map(async (scope) => ({ scope, res: await this.limiters[scope].get(keys[scope]) })),
    );
    const reached = states.flatMap(({ scope, res }) =>
      res && res.consumedPoints >= this.limiters[scope].points ? [res] : [],
    );
    return Math.max(...[refusing, ...reached].map(secondsBeforeNext));
  }
}

/** The email is hashed: keys stay short, and the table never holds what people typed into the email field. */
function keysOf(subject: SignInSubject): Record<Scope, string> {
  const account = crypto.createHash('sha256').update(normaliseEmail(subject.email)).digest('hex');
  return { accountAndAddress: `${account}@${subject.address}`, account, address: subject.address };
}
