import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (jobs/job-queue.ts): `send` from any request or transaction; worked where `startJobWorkers` ran. */
    jobs: JobQueue;
  }
}

/** The one queue of background work, on the app's database; its workers stop when the app closes. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const jobs = new JobQueue({ db: app.db, log: (line) => app.log.warn(line) });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
});
