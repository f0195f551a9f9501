import { count, desc, eq } from 'drizzle-orm';
import {
  EXTERNAL_CREDENTIAL_MESSAGES as MESSAGES,
  EXTERNAL_CREDENTIALS_PER_TEACHER,
  type ExternalCredentialCheck,
  type ExternalCredentialList,
} from '@contracts/external-credentials';
import type { Database, DbOrTx } from '../../db/client';
import { externalCredentials, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import {
  jwtNotSupported,
  untitled,
  UNTITLED_TEXTS,
  type ExternalVerification,
} from '../credentials/signing/external-verifier';
import { titleParam } from '../credentials/signing/external/untitled-texts';
import { cleanOriginalName } from '../../shared/uploads/multipart-upload';
import { ownTeacherRecord } from '../../shared/people/own-records';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import type { UntrustedWork } from '../../untrusted-work/pool';
import type { CredentialInFile } from './credential-file';
import { canManageExternalCredentialsOf, canReviewExternalCredentials } from './external-credential.policy';
import { checkedForRecord } from './record-checks';
import type { RecordVerification } from './record-verdict';
import {
  presentCheck,
  presentExternalCredential,
  storedResultOf,
  type ExternalCredentialRow,
  type StoredResult,
} from './external-credential.presenter';
import { FORBIDDEN_TEXT } from '../../lib/common-texts';

/*
 * Credentials from elsewhere (issue 25): a file is read (credential-file.ts), its credential checked as a wallet
 * does (credentials/signing/external-verifier.ts: the only code that reaches the network, and only for the did:web
 * documents and status lists the credential names), its issuer and holder then compared with the trusted issuers'
 * list and the teacher (record-checks.ts, issue 41), and, when its authenticity checks passed, kept on a teacher's
 * record with its result and the date it was checked: verified when its issuer is recognised and its holder
 * confirmed too, otherwise pending staff's review (external-credential-review.service.ts). Each add, re-check and
 * delete is written to the audit log (on the teacher's record). Nothing of a refused upload is kept.
 */

/**
 * Where the verifier may fetch from beyond public addresses (config: CREDENTIAL_FETCH_ALLOWED_HOSTS), and the
 * school's own issuer (app.credentialIssuer), recognised like a trusted one.
 */
export interface FetchSettings {
  allowedHosts: readonly string[];
  ownIssuer: { did: string; name: string };
}

interface Uploaded {
  bytes: Buffer;
  fileName: string;
}

/** A JWT gets the 'not supported yet' check; nothing is fetched. */
async function verifyFound(
  found: CredentialInFile,
  settings: FetchSettings,
  work: UntrustedWork,
): Promise<ExternalVerification> {
  if ('jwt' in found)
    return {
      verified: false,
      checks: jwtNotSupported(),
      ...untitled(UNTITLED_TEXTS.jwt),
      issuerName: null,
      issuerId: null,
      recipientName: null,
      validFrom: null,
      validUntil: null,
    };
  return work.run('verifyCredential', {
    credential: found.credential,
    options: { allowedHosts: settings.allowedHosts },
  });
}

/**
 * POST /api/external-credentials/check: the checks of the file's credential, its holder compared with teacher
 * record `teacherId` (the caller's own record when not given; none for staff); nothing is kept.
 */
export async function checkCredentialFile(options: {
  db: Database;
  user: SessionUser;
  teacherId?: number;
  file: Uploaded;
  settings: FetchSettings;
  /** The pool of untrusted work, for this request: the file is read and checked there (decision 030). */
  work: UntrustedWork;
}): Promise<ExternalCredentialCheck> {
  const { db, user, settings } = options;
  const teacherId = options.teacherId ?? (await ownRecordId(db, user));
  if (teacherId !== null) await assertRecord(db, user, teacherId);
  const found = await options.work.run('credentialInFile', options.file.bytes);
  const verification = await checkedForRecord(db, await verifyFound(found, settings, options.work), {
    credential: 'credential' in found ? found.credential : undefined,
    teacherId,
    ownIssuer: settings.ownIssuer,
  });
  return presentCheck(verification, found.sourceFormat, new Date());
}

/** The caller's own teacher record (a teacher's), or null (staff). */
async function ownRecordId(db: DbOrTx, user: SessionUser): Promise<number | null> {
  return (await ownTeacherRecord(db, user.id))?.id ?? null;
}

/** The teacher record `teacherId` as the user may use it: 403 when the rule refuses, then 404 when it is absent. */
async function assertRecord(db: DbOrTx, user: SessionUser, teacherId: number): Promise<void> {
  if (!(await canManageExternalCredentialsOf({ db, user, teacherId }))) throw new AppError('FORBIDDEN', FORBIDDEN_TEXT);
  const [teacher] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId));
  if (!teacher) throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
}

async function countOf(db: DbOrTx, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(externalCredentials)
    .where(eq(externalCredentials.teacherId, teacherId));
  return row?.value ?? 0;
}

/** GET /api/teachers/{id}/external-credentials. */
export async function listExternalCredentials(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
}): Promise<ExternalCredentialList> {
  const { db, user, teacherId } = options;
  await assertRecord(db, user, teacherId);
  const rows = await db
    .select()
    .from(externalCredentials)
    .where(eq(externalCredentials.teacherId, teacherId))
    .orderBy(desc(externalCredentials.id));
  const abilities = { review: canReviewExternalCredentials(user) };
  return {
    items: rows.map((row) => presentExternalCredential(row, abilities)),
    can_add: rows.length < EXTERNAL_CREDENTIALS_PER_TEACHER,
  };
}

/** The audit log's view of a kept credential: which checks passed, and which did not. */
const audited = (row: ExternalCredentialRow) => {
  const checks = (row.result as StoredResult).checks ?? [];
  const named = (passed: boolean) =>
    checks
      .filter((check) => (check.outcome === 'passed' || check.outcome === 'not_applicable') === passed)
      .map((check) => check.id)
      .join(', ');
  return {
    external_credential: row.title,
    issuer_id: row.issuerId,
    recognised_issuer: (row.result as StoredResult).recognised_issuer_name ?? null,
    verified: row.verified,
    review: row.review,
    passed_checks: named(true),
    other_checks: named(false),
    checked_at: row.checkedAt.toISOString(),
  };
};

export type AddOutcome = { kept: ExternalCredentialRow } | { refused: ExternalCredentialCheck };

/**
 * POST /api/teachers/{id}/external-credentials: checks the file's credential and keeps it when every check passed;
 * otherwise answers the check and keeps nothing. At most EXTERNAL_CREDENTIALS_PER_TEACHER per record.
 */
export async function addExternalCredential(options: {
  db: Database;
  user: SessionUser;
  teacherId: number;
  file: Uploaded;
  settings: FetchSettings;
  /** The pool of untrusted work, for this request: the file is read and checked there (decision 030). */
  work: UntrustedWork;
}): Promise<AddOutcome> {
  const { db, user, teacherId, file, settings } = options;
  await assertRecord(db, user, teacherId);
  if ((await countOf(db, teacherId)) >= EXTERNAL_CREDENTIALS_PER_TEACHER)
    throw new AppError('EXTERNAL_CREDENTIALS_LIMIT', MESSAGES.tooMany, undefined, {
      max: EXTERNAL_CREDENTIALS_PER_TEACHER,
    });
  const found = await options.work.run('credentialInFile', file.bytes);
  const verification = await checkedForRecord(db, await verifyFound(found, settings, options.work), {
    credential: 'credential' in found ? found.credential : undefined,
    teacherId,
    ownIssuer: settings.ownIssuer,
  });
  const checkedAt = new Date();
  // Genuine but not recognised or not confirmed: kept pending staff's review, never as verified.
  if (verification.verdict === 'not_verified' || !('credential' in found))
    return { refused: presentCheck(verification, found.sourceFormat, checkedAt) };
  const row = await db.transaction(async (tx) => {
    // The teacher row, locked: two uploads at once cannot both take the last place.
    const [teacher] = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.id, teacherId))
      .for('update');
    if (!teacher) throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
    if ((await countOf(tx, teacherId)) >= EXTERNAL_CREDENTIALS_PER_TEACHER)
      throw new AppError('EXTERNAL_CREDENTIALS_LIMIT', MESSAGES.tooMany, undefined, {
        max: EXTERNAL_CREDENTIALS_PER_TEACHER,
      });
    const [inserted] = (await tx
      .insert(externalCredentials)
      .values({
        teacherId,
        credential: found.credential,
        sourceFormat: found.sourceFormat,
        fileName: cleanOriginalName(file.fileName),
        title: verification.title,
        issuerName: verification.issuerName,
        issuerId: verification.issuerId,
        result: storedResultOf(verification),
        verified: verification.verified,
        review: verification.verdict === 'needs_review' ? 'pending' : null,
        checkedAt,
        addedBy: user.id,
      })
      .returning()) as [ExternalCredentialRow];
    await recordActivity(tx, {
      userId: user.id,
      activity: {
        code: inserted.verified ? 'externalCredentialAddedVerified' : 'externalCredentialAddedPending',
        params: { title: titleParam(inserted), id: inserted.id },
      },
      entityType: 'teacher',
      entityId: teacherId,
      changes: changesBetween({}, audited(inserted)),
    });
    return inserted;
  });
  return { kept: row };
}

/** A kept credential the user may use; 404 for one that does not exist or is on a record not theirs. */
async function findUsable(db: DbOrTx, user: SessionUser, id: number): Promise<ExternalCredentialRow> {
  const [row] = await db.select().from(externalCredentials).where(eq(externalCredentials.id, id));
  if (!row || !(await canManageExternalCredentialsOf({ db, user, teacherId: row.teacherId })))
    throw new AppError('EXTERNAL_CREDENTIAL_NOT_FOUND', MESSAGES.notFound);
  return row;
}

/**
 * Staff's review after a re-check: one that now needs review and had none waits for it; one pending that now
 * verifies needs none; a decision made stays.
 */
function reviewAfterRecheck(review: string | null, verification: RecordVerification): string | null {
  if (verification.verdict === 'needs_review') return review ?? 'pending';
  if (verification.verdict === 'verified' && review === 'pending') return null;
  return review;
}

/**
 * POST /api/external-credentials/{id}/check: checks the kept credential again now, the issuer's and the holder's
 * checks too; stores the result and date.
 */
export async function recheckExternalCredential(options: {
  db: Database;
  user: SessionUser;
  id: number;
  settings: FetchSettings;
  /** The pool of untrusted work, for this request: the file is read and checked there (decision 030). */
  work: UntrustedWork;
}): Promise<ExternalCredentialRow> {
  const { db, user, id, settings } = options;
  const before = await findUsable(db, user, id);
  const verification = await checkedForRecord(
    db,
    await options.work.run('verifyCredential', {
      credential: before.credential,
      options: { allowedHosts: settings.allowedHosts },
    }),
    { credential: before.credential, teacherId: before.teacherId, ownIssuer: settings.ownIssuer },
  );
  const checkedAt = new Date();
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .update(externalCredentials)
      .set({
        result: storedResultOf(verification),
        verified: verification.verified,
        review: reviewAfterRecheck(before.review, verification),
        checkedAt,
      })
      .where(eq(externalCredentials.id, id))
      .returning()) as [ExternalCredentialRow | undefined];
    // Deleted while it was being checked.
    if (!row) throw new AppError('EXTERNAL_CREDENTIAL_NOT_FOUND', MESSAGES.notFound);
    await recordActivity(tx, {
      userId: user.id,
      activity: {
        code: row.verified ? 'externalCredentialRecheckedVerified' : 'externalCredentialRecheckedNotVerified',
        params: { title: titleParam(row), id: row.id },
      },
      entityType: 'teacher',
      entityId: row.teacherId,
      changes: changesBetween(audited(before), audited(row)),
    });
    return row;
  });
}

/** GET /api/external-credentials/{id}/credential: the kept JSON, and a file name to save it under. */
export async function externalCredentialDownload(options: {
  db: Database;
  user: SessionUser;
  id: number;
}): Promise<{ credential: unknown; fileName: string }> {
  const row = await findUsable(options.db, options.user, options.id);
  const base = row.fileName.replace(/\.[^.]*$/, '') || `credencial-${row.id}`;
  return { credential: row.credential, fileName: `${base}.json` };
}

/** DELETE /api/external-credentials/{id}. */
export async function deleteExternalCredential(options: { db: Database; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  await findUsable(db, user, id);
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(externalCredentials).where(eq(externalCredentials.id, id)).returning()) as [
      ExternalCredentialRow | undefined,
    ];
    if (!row) throw new AppError('EXTERNAL_CREDENTIAL_NOT_FOUND', MESSAGES.notFound);
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'externalCredentialDeleted', params: { title: titleParam(row), id: row.id } },
      entityType: 'teacher',
      entityId: row.teacherId,
      changes: changesBetween(audited(row), {}),
    });
  });
}
