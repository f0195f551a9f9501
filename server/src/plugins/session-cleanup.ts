import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneSessions } from '../modules/auth/session.service';
import { pruneChallenges } from '../modules/auth/sign-in-challenges';
import { pruneSsoLogins } from '../modules/sso/sso-login.service';

const FIRST_RUN_MS = 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export interface CleanupSchedule {
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
  firstRunMs?: number;
  everyMs?: number;
}

/** Runs `run` once after `firstRunMs`, then every `everyMs`, never keeping the process alive; call the answer to stop. */
export function scheduleCleanup(schedule: CleanupSchedule): () => void {
  const runOnce = () => {
    schedule.run().catch(schedule.onError);
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    runOnce();
    interval = setInterval(runOnce, schedule.everyMs ?? EVERY_MS);
    interval.unref();
  }, schedule.firstRunMs ?? FIRST_RUN_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/**
 * Deletes sessions expired or revoked over a day ago (and sign-in steps and single sign-on requests over an hour old), a minute after start and then hourly. Every app server
 * sharing the database runs it; that is harmless, it is one DELETE by time.
 */
export const sessionCleanupPlugin = fp(async (app: FastifyInstance) => {
  const stop = scheduleCleanup({
    run: () => Promise.all([pruneSessions({ db: app.db }), pruneChallenges({ db: app.db }), pruneSsoLogins({ db: app.db })]),
    onError: (error) => app.log.warn({ err: error }, 'session cleanup failed'),
  });
  app.addHook('onClose', async () => stop());
});
