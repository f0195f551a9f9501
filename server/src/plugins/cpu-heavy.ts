import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CpuBusyError, cpuWorkSlots } from '../lib/cpu-gate';
import { leaseUntilRequestEnds, releaseLeasesWhenRequestsEnd } from '../lib/request-lease';
import { ThrottledError } from '../lib/throttle';
import { currentUser } from './auth';
import { RunningCalls } from './expensive';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CPU-heavy uploads running now in this process (plugins/cpu-heavy.ts). */
    cpuHeavyCalls: RunningCalls;
  }
  interface FastifyContextConfig {
    /**
     * An upload whose bytes cost CPU to read (an image rendered in sizes, a credential file checked, a CSV
     * imported): a fair share per person and in all (plugins/cpu-heavy.ts). `{ atOnceInAll }`: besides, at most
     * that many of this route at once in this process (an import's preview holds its 20,000 rows in memory).
     */
    cpuHeavy?: boolean | { atOnceInAll: number };
  }
}

export interface CpuHeavyLimits {
  /** Uploads of one person running at once; one more is refused 429 at once. */
  runningPerPerson: number;
  /** Uploads running at once in this process; one more is refused 503 at once. */
  runningOverall: number;
  /** The longest an upload keeps its place (the backstop of lib/request-lease.ts). */
  leaseMs: number;
}

/**
 * Two at once per person: a person adding works one after another, or a photo while a work uploads, is never
 * refused; a third at once is a script. In all, four uploads per render slot (lib/cpu-gate.ts, the cores but one):
 * each holds at most its file in memory (10 MB) while it arrives, and the renders themselves take turns in the
 * gate. A place is taken back after 5 minutes at the latest: 10 MB at a slow phone's 1 Mbit/s arrive in 80 s, and
 * a render is stopped after 20 s.
 */
export const CPU_HEAVY_LIMITS: CpuHeavyLimits = {
  runningPerPerson: 2,
  runningOverall: 4 * cpuWorkSlots(),
  leaseMs: 5 * 60_000,
};

export const CPU_HEAVY_MESSAGES = {
  yours: /*i18n*/ {
    id: 'uploads.twoRunning',
    message: 'Ya tienes dos subidas en curso. Espera a que terminen e inténtalo de nuevo.',
  },
  everyone: /*i18n*/ {
    id: 'uploads.serverBusy',
    message: 'El servidor está atendiendo muchas subidas a la vez. Inténtalo de nuevo en unos segundos.',
  },
} as const;

/** The pause a refused upload is told to take (`Retry-After`): about one render of a large photo, twice over. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Fair shares of the uploads declared `config: { cpuHeavy: true }` (photos, works' images, credential files, CSV
 * imports), on their `preHandler` after the route's own guard, in this process's memory (no database round trip):
 * beyond `runningPerPerson` of one person, 429 RATE_LIMITED; beyond `runningOverall` in all, 503 SERVER_BUSY; both
 * at once with `Retry-After`, before a byte of the body is read. The place is given back however the request
 * ends (lib/request-lease.ts).
 */
export const cpuHeavyPlugin = fp(async (app: FastifyInstance, options: { limits?: CpuHeavyLimits }) => {
  const limits = options.limits ?? CPU_HEAVY_LIMITS;
  const running = new RunningCalls(limits);
  app.decorate('cpuHeavyCalls', running);
  releaseLeasesWhenRequestsEnd(app);

  async function takeFairShare(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = String(currentUser(request).id);
    const end = running.tryStart(key);
    if (!end) {
      if (running.runningOf(key) >= limits.runningPerPerson)
        throw new ThrottledError(CPU_HEAVY_MESSAGES.yours, RETRY_AFTER_SECONDS);
      throw new CpuBusyError(CPU_HEAVY_MESSAGES.everyone, RETRY_AFTER_SECONDS);
    }
    leaseUntilRequestEnds(request, reply, end, { leaseMs: limits.leaseMs, what: 'cpuHeavy' });
  }

  /** The route's own cap in all (`{ atOnceInAll }`), taken after the fair share. */
  const routeCap = (atOnceInAll: number) => {
    const runningHere = new RunningCalls({ runningPerPerson: atOnceInAll, runningOverall: atOnceInAll });
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const end = runningHere.tryStart('all');
      if (!end) throw new CpuBusyError(CPU_HEAVY_MESSAGES.everyone, RETRY_AFTER_SECONDS);
      leaseUntilRequestEnds(request, reply, end, { leaseMs: limits.leaseMs, what: 'cpuHeavy' });
    };
  };

  app.addHook('onRoute', (route) => {
    const cpuHeavy = route.config?.cpuHeavy;
    if (!cpuHeavy) return;
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [
      ...existing,
      takeFairShare,
      ...(typeof cpuHeavy === 'object' ? [routeCap(cpuHeavy.atOnceInAll)] : []),
    ];
  });
});
