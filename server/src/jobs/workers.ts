import type { FastifyInstance } from 'fastify';
import { pruneLoginThrottle } from '../modules/auth/login-throttle-cleanup';
import { prunePasswordLinks } from '../modules/auth/password-link.service';
import { pruneSessions } from '../modules/auth/session.service';
import { pruneChallenges } from '../modules/auth/sign-in-challenges';
import { sendExpiryReminders } from '../modules/documents/document-expiry.service';
import { foldDocumentDownloads } from '../modules/documents/document-statistics.service';
import { reissueCredentialsWithoutStatus } from '../modules/credentials/badge-credentials';
import { workAwardRun } from '../modules/badges/award-run.service';
import { workCvBatch } from '../modules/cv/cv-batch.service';
import { workReviewBatch } from '../modules/reviews/review-batch.service';
import { sendReviewReminders } from '../modules/reviews/review-reminders.service';
import { processExistingPhotos } from '../modules/photos/photo-processing';
import { sendPasswordReset } from '../modules/password-reset/password-reset.service';
import { pruneSsoLogins } from '../modules/sso/sso-login.service';

/**
 * Works the app's job queue in this process (main.ts once serving; tests that want their jobs done): each job
 * calls the service functions the routes use.
 */
export function startJobWorkers(
  app: FastifyInstance,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const { db } = app;
  return app.jobs.start(
    {
      mail: (message) => app.mailer.send(message),
      'password-reset': (request) =>
        sendPasswordReset({
          db,
          throttle: app.throttle,
          jobs: app.jobs,
          publicUrl: app.publicUrl,
          schoolLanguage: app.schoolLanguage,
          ...request,
        }),
      'prune-sign-in': () =>
        Promise.all([
          pruneSessions({ db }),
          pruneChallenges({ db }),
          pruneSsoLogins({ db }),
          prunePasswordLinks({ db }),
        ]),
      'prune-throttle': () => pruneLoginThrottle({ db }),
      'document-expiry-reminders': async () => {
        const sent = await sendExpiryReminders({ db });
        if (sent > 0) app.log.info(`Sent ${sent} document expiry reminders.`);
      },
      'fold-document-downloads': () => foldDocumentDownloads({ db }),
      'process-existing-photos': () =>
        processExistingPhotos({ db, storage: app.storage, log: (line) => app.log.info(line) }),
      'reissue-credentials': async () => {
        const reissued = await reissueCredentialsWithoutStatus({ db, issuer: app.credentialIssuer });
        if (reissued > 0) app.log.info(`Reissued the credentials of ${reissued} badge awards with a status entry.`);
      },
      'award-badge-run': ({ runId }) => workAwardRun({ db, issuer: app.credentialIssuer, runId }),
      'cv-batch': ({ batchId }) =>
        workCvBatch({
          db,
          storage: app.storage,
          issuer: app.credentialIssuer,
          work: app.untrustedWork,
          batchId,
          schoolLanguage: app.schoolLanguage,
        }),
      'review-batch': ({ batchId }) =>
        workReviewBatch({ db, storage: app.storage, issuer: app.credentialIssuer, work: app.untrustedWork, batchId }),
      'review-reminders': async () => {
        const sent = await sendReviewReminders({
          db,
          announcer: { jobs: app.jobs, schoolLanguage: app.schoolLanguage, publicUrl: app.publicUrl },
        });
        if (sent > 0) app.log.info(`Sent ${sent} yearly review reminders.`);
      },
    },
    options,
  );
}
