import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_NAME, DOCUMENT_MAX_BYTES } from '@contracts/constants';
import type { Database } from './db/client';
import type { CredentialIssuer } from './modules/credentials/credential-issuer';
import type { FileStorage } from './storage/file-storage';
import authRoutes from './modules/auth/auth.routes';
import passwordResetRoutes from './modules/password-reset/password-reset.routes';
import ssoRoutes from './modules/sso/sso.routes';
import twoFactorRoutes from './modules/two-factor/two-factor.routes';
import badgeRoutes from './modules/badges/badge.routes';
import userBadgeRoutes from './modules/badges/user-badge.routes';
import courseRoutes from './modules/courses/course.routes';
import enrolmentRoutes from './modules/enrolments/enrolment.routes';
import facultyReportRoutes from './modules/faculty-reports/faculty-reports.routes';
import credentialRoutes from './modules/credentials/credential.routes';
import externalCredentialRoutes from './modules/external-credentials/external-credential.routes';
import trustedIssuerRoutes from './modules/trusted-issuers/trusted-issuer.routes';
import statusListRoutes from './modules/credentials/status-list.routes';
import publicCredentialRoutes from './modules/credentials/public/public-credential.routes';
import documentExpiryRoutes from './modules/documents/document-expiry.routes';
import documentRoutes from './modules/documents/document.routes';
import healthRoutes from './modules/health/health.routes';
import gradeRoutes from './modules/grades/grade.routes';
import ideaRoutes from './modules/ideas/idea.routes';
import notificationRoutes from './modules/notifications/notification.routes';
import peopleCsvRoutes from './modules/people-csv/people-csv.routes';
import peopleImportRoutes from './modules/people-csv/people-import.routes';
import photoRoutes from './modules/photos/photo.routes';
import { photoViewer } from './modules/photos/photo-viewer';
import portfolioRoutes from './modules/portfolio/portfolio.routes';
import activityRecordRoutes from './modules/activity-record/activity-record.routes';
import publicPageRoutes from './modules/public-pages/public-page.routes';
import publicSiteRoutes, { DEFAULT_PUBLIC_SITE_PER_MINUTE } from './modules/public-pages/public-site.routes';
import staffStudentRoutes from './modules/students/staff-student.routes';
import studentRoutes from './modules/students/student.routes';
import teacherRoutes from './modules/teachers/teacher.routes';
import analyticsRoutes from './modules/analytics/analytics.routes';
import cvRoutes from './modules/cv/cv.routes';
import reviewRoutes from './modules/reviews/reviews.routes';
import auditRoutes from './modules/audit/audit.routes';
import userManagementRoutes from './modules/users/user-management.routes';
import supportRoutes from './modules/support/support.routes';
import type { SupportContacts } from '@contracts/support';
import type { Language } from '@contracts/languages';
import { responseSerializerCompiler } from './lib/response-serializer';
import { accountsPlugin, type AccountsOptions } from './plugins/accounts';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { credentialIssuerPlugin } from './plugins/credential-issuer';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { cpuHeavyPlugin } from './plugins/cpu-heavy';
import { expensivePlugin, type ExpensiveLimits } from './plugins/expensive';
import { inFlightPlugin } from './plugins/in-flight';
import { jobsPlugin } from './plugins/jobs';
import { requestBoundsPlugin } from './plugins/request-bounds';
import { requestContextPlugin } from './plugins/request-context';
import { requestLanguagePlugin } from './plugins/request-language';
import { storagePlugin } from './plugins/storage';
import { textInputPlugin } from './plugins/text-input';
import { throttlePlugin } from './plugins/throttle';
import { untrustedWorkPlugin } from './plugins/untrusted-work';
import { inlineScriptSources, webPlugin } from './plugins/web';
import { WEB_DIST_DIR } from './lib/project-paths';
import { clientErrorHandler } from './lib/client-error';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy';

export interface AppOptions {
  db: Database;
  storage: FileStorage;
  logger?: boolean | { level: string };
  webDistDir?: string;
  /** Fastify's `trustProxy`: which forwarding proxies to believe for `request.ip` (off by default). */
  trustProxy?: TrustProxy;
  /** The encryption key, the mailer and the public address that sign-in beyond the password needs. */
  accounts?: AccountsOptions;
  /** Who signs the badge credentials (main.ts: credentialIssuerFrom(config)); a random key unless given. */
  credentialIssuer?: CredentialIssuer;
  /** The limits of expensive calls (plugins/expensive.ts); EXPENSIVE_LIMITS unless a test needs others. */
  expensiveLimits?: ExpensiveLimits;
  /** How long a 429 waits before it is sent (plugins/errors.ts REFUSAL_PAUSE_MS unless a test needs another). */
  refusalPauseMs?: number;
  /** The 'Need assistance?' dialog's contacts (config.ts SUPPORT_*); none set unless given. */
  supportContacts?: Partial<SupportContacts>;
  /** Private-network hosts a credential from elsewhere may name (CREDENTIAL_FETCH_ALLOWED_HOSTS); none unless given. */
  credentialFetchAllowedHosts?: readonly string[];
  /** The language of whoever has chosen none and whose browser asks for neither (SCHOOL_LANGUAGE); Spanish unless given. */
  schoolLanguage?: Language;
  /** Requests a minute one address may make to the public faculty pages (PUBLIC_PAGES_RATE_LIMIT); 1,200 unless given. */
  publicPagesPerMinute?: number;
}

/** Builds the app (external plugins, then ours, then modules); never listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScriptSources(options.webDistDir ?? WEB_DIST_DIR)],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compressionPlugin);
  // One file per request, streamed; the size limit truncates the stream and the upload is refused.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'For scripts and integrations: the `token` of a sign-in answer (POST /api/auth/login), sent as `Authorization: Bearer <token>`. Not subject to the origin check.',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: '__Host-session',
            description:
              "The web app's session: an HttpOnly cookie set by every sign-in (`__Host-session` behind https, `session` otherwise), cleared at sign-out. A POST, PUT, PATCH or DELETE with it is refused (403) unless it comes from the product's own origin (`Sec-Fetch-Site`, `Origin`).",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Public: registered before the auth plugin, whose sign-in guard covers the /api routes registered after it.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(inFlightPlugin);
  await app.register(requestContextPlugin);
  await app.register(requestLanguagePlugin, { schoolLanguage: options.schoolLanguage ?? 'es' });
  await app.register(databasePlugin, { db: options.db });
  await app.register(throttlePlugin);
  await app.register(jobsPlugin);
  await app.register(accountsPlugin, options.accounts ?? {});
  await app.register(credentialIssuerPlugin, { issuer: options.credentialIssuer });
  await app.register(storagePlugin, { storage: options.storage });
  // Uploaded and fetched bytes are read in a bounded pool of threads, never on this one (decision 030).
  await app.register(untrustedWorkPlugin, {});
  await app.register(errorsPlugin, { refusalPauseMs: options.refusalPauseMs });
  // Before every route: small bodies for public routes, no deeply nested JSON anywhere.
  await app.register(requestBoundsPlugin);
  // Before every route's schema: text PostgreSQL cannot store (NUL, lone surrogates) is a 400 for every field.
  await app.register(textInputPlugin);
  // Every /api route registered from here on needs a signed-in user unless it says `config: { public: true }`.
  await app.register(authPlugin);
  // Routes declared `config: { expensive }` (exports, imports, analytics, whole lists): limited per person and overall.
  await app.register(expensivePlugin, { limits: options.expensiveLimits });
  // Uploads declared `config: { cpuHeavy }` (images, credential files, imports): fair shares per person and in all.
  await app.register(cpuHeavyPlugin);

  await app.register(healthRoutes);
  await app.register(supportRoutes, { contacts: options.supportContacts });
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoFactorRoutes);
  await app.register(ssoRoutes);
  await app.register(ideaRoutes);
  await app.register(notificationRoutes);
  await app.register(teacherRoutes);
  // A profile photo is served at its document's download URL, by the photos' viewer (decision 020).
  await app.register(documentRoutes, { viewer: photoViewer });
  await app.register(photoRoutes);
  await app.register(portfolioRoutes);
  await app.register(activityRecordRoutes);
  await app.register(publicPageRoutes);
  // The public faculty pages: outside /api, no session, every route throttled per address (decision 046).
  await app.register(publicSiteRoutes, {
    perMinute: options.publicPagesPerMinute ?? DEFAULT_PUBLIC_SITE_PER_MINUTE,
  });
  await app.register(documentExpiryRoutes);
  await app.register(badgeRoutes);
  await app.register(userBadgeRoutes);
  await app.register(courseRoutes);
  await app.register(enrolmentRoutes);
  await app.register(facultyReportRoutes);
  await app.register(credentialRoutes);
  await app.register(externalCredentialRoutes, { allowedHosts: options.credentialFetchAllowedHosts });
  await app.register(trustedIssuerRoutes);
  await app.register(statusListRoutes);
  await app.register(publicCredentialRoutes);
  await app.register(studentRoutes);
  await app.register(staffStudentRoutes);
  await app.register(gradeRoutes);
  await app.register(peopleCsvRoutes);
  await app.register(peopleImportRoutes);
  await app.register(cvRoutes);
  await app.register(reviewRoutes);
  await app.register(analyticsRoutes);
  await app.register(userManagementRoutes);
  await app.register(auditRoutes);

  await app.register(webPlugin, { distDir: options.webDistDir ?? WEB_DIST_DIR });
  return app;
}
