import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import {
  EXTERNAL_CREDENTIAL_FILE_MESSAGES,
  EXTERNAL_CREDENTIAL_MAX_BYTES,
  EXTERNAL_CREDENTIAL_MESSAGES,
  CheckForRecordQuerySchema,
  ExternalCredentialCheckSchema,
  ExternalCredentialListSchema,
  ExternalCredentialRefusalSchema,
  ExternalCredentialSchema,
  ReviewExternalCredentialSchema,
} from '@contracts/external-credentials';
import { IdSchema } from '@contracts/ids';
import { contentDisposition } from '../../lib/content-disposition';
import { AppError } from '../../lib/app-error';
import { authorize, currentUser } from '../../plugins/auth';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import { reviewExternalCredential } from './external-credential-review.service';
import { canReviewExternalCredentials, canUseExternalCredentials } from './external-credential.policy';
import { presentExternalCredential, type ExternalCredentialRow } from './external-credential.presenter';
import {
  addExternalCredential,
  checkCredentialFile,
  deleteExternalCredential,
  externalCredentialDownload,
  listExternalCredentials,
  recheckExternalCredential,
} from './external-credential.service';
import { translate } from '@contracts/i18n/texts';

export interface ExternalCredentialRoutesOptions {
  /** CREDENTIAL_FETCH_ALLOWED_HOSTS: hosts on a private network the verifier may fetch from. */
  allowedHosts?: readonly string[];
}

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 503);
/** The add route's 422 is its refusal with the check; a file refused by a reader's limit answers 422 without one. */
const errorsBesideRefusal = errorResponses(400, 401, 403, 404, 409, 413, 503);
const Params = z.object({ id: IdSchema });
/** The media type of a Verifiable Credential in JSON-LD; any JSON reader takes it. */
const CREDENTIAL_TYPE = 'application/vc+ld+json; charset=utf-8';

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code;

/** The multipart form's file, read into memory: at most EXTERNAL_CREDENTIAL_MAX_BYTES (5 MB). */
async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  const tooLarge = () => new AppError('FILE_TOO_LARGE', EXTERNAL_CREDENTIAL_MESSAGES.fileTooLarge);
  const file = request.isMultipart()
    ? await request.file({ limits: { fileSize: EXTERNAL_CREDENTIAL_MAX_BYTES } })
    : undefined;
  if (!file) throw new AppError('FILE_REQUIRED', EXTERNAL_CREDENTIAL_MESSAGES.fileRequired);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    throw error;
  }
  if (file.file.truncated) throw tooLarge();
  return { bytes, fileName: file.filename };
}

/**
 * Credentials from elsewhere (issue 25): check a file, and keep verified ones on a teacher's record. Staff on any
 * record, a teacher on their own (external-credential.policy.ts). Checking may fetch a did:web document and a status
 * list (5 s each at most): the checks are `expensive` calls, limited per person.
 */
export default async function externalCredentialRoutes(
  app: FastifyInstance,
  options: ExternalCredentialRoutesOptions = {},
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['external-credentials'] };
  const guard = authorize(canUseExternalCredentials);
  const settings = {
    allowedHosts: options.allowedHosts ?? [],
    ownIssuer: { did: app.credentialIssuer.key.did, name: app.credentialIssuer.name },
  };
  const presentFor = (request: FastifyRequest) => {
    const abilities = { review: canReviewExternalCredentials(currentUser(request)) };
    return (row: ExternalCredentialRow) => presentExternalCredential(row, abilities);
  };

  routes.post(
    '/api/external-credentials/check',
    {
      schema: {
        ...common,
        summary:
          "Check a credential file (multipart `file`: JSON / JSON-LD VC 1.1 or 2.0, or a baked PNG/SVG) as a wallet does: format, signature, issuer (recognised only when on the school's trusted issuers' list), holder (compared with teacher record `teacher_id`, the caller's own when absent), dates, revocation; nothing is kept (staff; a teacher for their own record)",
        querystring: CheckForRecordQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: ExternalCredentialCheckSchema, ...errors },
      },
      config: { expensive: true, cpuHeavy: true },
      preHandler: guard,
    },
    async (request, reply) =>
      checkCredentialFile({
        db: app.db,
        user: currentUser(request),
        teacherId: request.query.teacher_id,
        file: await uploadedFile(request),
        settings,
        work: untrustedWorkFor(request, reply),
      }),
  );

  routes.get(
    '/api/teachers/:id/external-credentials',
    {
      schema: {
        ...common,
        summary: "The credentials from elsewhere kept on a teacher's record, newest first (staff; the teacher own)",
        params: Params,
        response: { 200: ExternalCredentialListSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) =>
      listExternalCredentials({ db: app.db, user: currentUser(request), teacherId: request.params.id }),
  );

  routes.post(
    '/api/teachers/:id/external-credentials',
    {
      schema: {
        ...common,
        summary:
          "Check a credential file (multipart `file`) and keep it on the teacher's record: verified when every check passed, pending staff's review when genuine but its issuer is not recognised or its holder not confirmed; otherwise 422 with the check and nothing kept (staff; the teacher own)",
        params: Params,
        consumes: ['multipart/form-data'],
        response: { 201: ExternalCredentialSchema, 422: ExternalCredentialRefusalSchema, ...errorsBesideRefusal },
      },
      config: { expensive: true, cpuHeavy: true },
      preHandler: guard,
    },
    async (request, reply) => {
      const outcome = await addExternalCredential({
        db: app.db,
        user: currentUser(request),
        teacherId: request.params.id,
        file: await uploadedFile(request),
        settings,
        work: untrustedWorkFor(request, reply),
      });
      if ('refused' in outcome)
        return reply.status(422).send({
          code: 'EXTERNAL_CREDENTIAL_NOT_VERIFIED' as const,
          message: translate(EXTERNAL_CREDENTIAL_FILE_MESSAGES.notVerified),
          check: outcome.refused,
        });
      return reply.status(201).send(presentFor(request)(outcome.kept));
    },
  );

  routes.post(
    '/api/external-credentials/:id/check',
    {
      schema: {
        ...common,
        summary:
          "Check a kept credential again now, its issuer against the trusted issuers' list and its holder too; its result and date are stored (staff; the teacher own)",
        params: Params,
        response: { 200: ExternalCredentialSchema, ...errors },
      },
      config: { expensive: true, cpuHeavy: true },
      preHandler: guard,
    },
    async (request, reply) =>
      presentFor(request)(
        await recheckExternalCredential({
          db: app.db,
          user: currentUser(request),
          id: request.params.id,
          settings,
          work: untrustedWorkFor(request, reply),
        }),
      ),
  );

  routes.post(
    '/api/external-credentials/:id/review',
    {
      schema: {
        ...common,
        summary:
          'Accept or reject a credential kept pending review (genuine, but its issuer not recognised or its holder not confirmed); audit-logged, the teacher notified (staff)',
        params: Params,
        body: ReviewExternalCredentialSchema,
        response: { 200: ExternalCredentialSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: authorize(canReviewExternalCredentials),
    },
    async (request) =>
      presentFor(request)(
        await reviewExternalCredential({
          db: app.db,
          user: currentUser(request),
          id: request.params.id,
          decision: request.body.decision,
        }),
      ),
  );

  routes.get(
    '/api/external-credentials/:id/credential',
    {
      schema: {
        ...common,
        summary: 'Download a kept credential, as it was received (staff; the teacher own)',
        params: Params,
        response: { 200: z.record(z.string(), z.unknown()).describe('The credential (JSON-LD)'), ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const download = await externalCredentialDownload({
        db: app.db,
        user: currentUser(request),
        id: request.params.id,
      });
      reply
        .header('content-type', CREDENTIAL_TYPE)
        .header('content-disposition', contentDisposition('attachment', download.fileName));
      return download.credential as Record<string, unknown>;
    },
  );

  routes.delete(
    '/api/external-credentials/:id',
    {
      schema: {
        ...common,
        summary: "Remove a kept credential from the teacher's record (staff; the teacher own)",
        params: Params,
        response: { 204: z.null(), ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      await deleteExternalCredential({ db: app.db, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
