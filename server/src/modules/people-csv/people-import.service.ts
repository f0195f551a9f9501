import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Language } from '@contracts/languages';
import { csvHeaderLabel } from '@contracts/people-csv';
import {
  IMPORT_MESSAGES,
  SET_PASSWORD_PATH,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@contracts/people-import';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { passwordSetTokens, peopleImports, students, teachers, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/token-hash';
import { recordActivity } from '../../shared/activities/activity.service';
import { studentColumns } from '../students/student-columns';
import type { UntrustedWork } from '../../untrusted-work/pool';
import { REQUIRED_COLUMNS, type StudentRow, type TeacherRow } from './people-import.rows';
import type { ReadImportRow } from './people-import.read';
import { LINE_LABEL, REASON_TEXTS, type ImportReason } from './people-import.reasons';
import { textIn } from '../../i18n/server-texts';

/** How long a preview waits for its confirmation, and a password link for its use. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;
const LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** The password hash of an account made by an import until its owner sets one: no password verifies against it. */
export const NO_PASSWORD = '!import:no-password';
/** Rows per multi-row insert (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

type Person = TeacherRow | StudentRow;
interface PlannedRow {
  action: 'create' | 'update';
  /** The matched teacher or student id, for an update. */
  targetId?: number;
  data: Person;
}
/**
 * A row of the preview as the plan keeps it: its label and reasons as plain data (ids and values), written in the
 * language of whoever reads the preview (`writeRow`).
 */
interface PlanRow {
  line: number;
  action: ImportRow['action'];
  label: string | null;
  reasons: ImportReason[];
}
interface Plan {
  rows: PlanRow[];
  apply: PlannedRow[];
}

/** `reason` in `language`: a column's reason names it as the file does (else as the template, in `language`). */
export function writeReason(kind: ImportKind, reason: ImportReason, language: Language): string {
  const what = textIn(language, REASON_TEXTS[reason.id], reason.values);
  if (!reason.column) return what;
  const header = reason.column.header ?? csvHeaderLabel(kind, reason.column.name, language);
  return textIn(language, REASON_TEXTS.column, { header, reason: what });
}

function writeRow(kind: ImportKind, row: PlanRow, language: Language): ImportRow {
  return {
    line: row.line,
    action: row.action,
    label: row.label ?? textIn(language, LINE_LABEL, { line: row.line }),
    reasons: row.reasons.map((reason) => writeReason(kind, reason, language)),
  };
}

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
const codeOf = (kind: ImportKind, row: Person): string | null =>
  kind === 'students' ? (row as StudentRow).student_id : ((row as TeacherRow).teacher_code ?? null);

/** The existing teachers or students an import's rows may match, by email or code, in two index lookups. */
async function existingPeople(db: DbOrTx, kind: ImportKind, emails: string[], codes: string[]) {
  const table = kind === 'students' ? students : teachers;
  const code = kind === 'students' ? students.studentId : teachers.teacherCode;
  const found = await db
    .select({ id: table.id, email: table.email, code })
    .from(table)
    .where(
      sql`lower(${table.email}) = any(${sql.param(emails)}::text[]) or lower(${code}) = any(${sql.param(codes)}::text[])`,
    );
  const accounts = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.param(emails)}::text[])`);
  return {
    byEmail: new Map(found.map((row) => [lower(row.email), row.id])),
    byCode: new Map(found.filter((row) => row.code).map((row) => [lower(row.code), row.id])),
    accounts: new Map(accounts.map((row) => [lower(row.email), row.role])),
  };
}

/** What confirming would do with each row: created, updated (matched by email or code) or rejected, and why. */
async function planImport(db: DbOrTx, kind: ImportKind, read: ReadImportRow[]): Promise<Plan> {
  const valid = read.flatMap((entry) => (entry.row ? [entry.row] : []));
  const known = await existingPeople(
    db,
    kind,
    valid.map((row) => lower(row.email)),
    valid.map((row) => lower(codeOf(kind, row))).filter(Boolean),
  );
  const role = kind === 'students' ? 'student' : 'teacher';
  const seenEmails = new Map<string, number>();
  const seenCodes = new Map<string, number>();
  const plan: Plan = { rows: [], apply: [] };
  for (const { line, label, row, reasons: invalid } of read) {
    if (!row) {
      plan.rows.push({ line, action: 'reject', label, reasons: invalid });
      continue;
    }
    const code = lower(codeOf(kind, row));
    const reasons: ImportReason[] = [];
    const earlier = seenEmails.get(lower(row.email)) ?? (code ? seenCodes.get(code) : undefined);
    if (earlier !== undefined) reasons.push({ id: 'duplicate', values: { line: earlier } });
    const byEmail = known.byEmail.get(lower(row.email));
    const byCode = code ? known.byCode.get(code) : undefined;
    if (byEmail !== undefined && byCode !== undefined && byEmail !== byCode)
      reasons.push({ id: kind === 'students' ? 'emailAndIdOfTwoStudents' : 'emailAndCodeOfTwoTeachers' });
    const account = known.accounts.get(lower(row.email));
    if (byEmail === undefined && account !== undefined)
      reasons.push({ id: account === role ? 'accountWithoutProfile' : 'emailOfAnotherAccount' });
    if (!seenEmails.has(lower(row.email))) seenEmails.set(lower(row.email), line);
    if (code && !seenCodes.has(code)) seenCodes.set(code, line);
    if (reasons.length > 0) {
      plan.rows.push({ line, action: 'reject', label, reasons });
      continue;
    }
    const targetId = byEmail ?? byCode;
    plan.rows.push({ line, action: targetId === undefined ? 'create' : 'update', label, reasons: [] });
    plan.apply.push({ action: targetId === undefined ? 'create' : 'update', targetId, data: row });
  }
  return plan;
}

const summaryOf = (rows: Pick<ImportRow, 'action'>[]) => ({
  create: rows.filter((row) => row.action === 'create').length,
  update: rows.filter((row) => row.action === 'update').length,
  reject: rows.filter((row) => row.action === 'reject').length,
});

/** Reads and checks the file and keeps the plan for an hour; changes nothing else. */
export async function previewImport(options: {
  db: Database;
  actorId: number;
  kind: ImportKind;
  content: Buffer;
  /** The requester's: the reasons are written in it, and the missing columns named as their template heads them. */
  language: Language;
  /** The pool of untrusted work, for this request: the file is parsed and its rows checked there. */
  work: UntrustedWork;
}): Promise<ImportPreview> {
  const { db, kind } = options;
  const { columns, rows } = await options.work.run('readPeopleCsv', { kind, bytes: options.content });
  const missing = REQUIRED_COLUMNS[kind].filter((column) => !columns.includes(column));
  if (rows.length === 0 || missing.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      missing.length > 0 ? IMPORT_MESSAGES.missingColumns : IMPORT_MESSAGES.notCsv,
      undefined,
      { columns: missing.map((column) => csvHeaderLabel(kind, column, options.language)).join(', ') },
    );
  const plan = await planImport(db, kind, rows);
  const id = crypto.randomUUID();
  await db.delete(peopleImports).where(lt(peopleImports.createdAt, new Date(Date.now() - PREVIEW_TTL_MS)));
  await db.insert(peopleImports).values({ id, kind, createdBy: options.actorId, plan });
  return {
    import_id: id,
    kind,
    summary: summaryOf(plan.rows),
    rows: plan.rows.map((row) => writeRow(kind, row, options.language)),
  };
}

async function insertChunks<T>(items: T[], insert: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) await insert(items.slice(start, start + CHUNK));
}

function profileColumns(kind: ImportKind, row: Person) {
  if (kind === 'students') {
    return studentColumns(row as StudentRow);
  }
  const teacher = row as TeacherRow;
  return {
    fullName: teacher.full_name,
    teacherCode: teacher.teacher_code ?? null,
    phone: teacher.phone ?? null,
    startYear: teacher.start_year ?? null,
    experienceYears: teacher.experience_years ?? null,
    birthdate: teacher.birthdate ?? null,
    academicTitles: teacher.academic_titles,
    academicTitleDescriptions: teacher.academic_title_descriptions,
    expertiseAreas: teacher.expertise_areas,
    countries: teacher.countries,
    esarteAlumni: teacher.esarte_alumni,
    isActive: teacher.is_active,
    bio: teacher.bio ?? null,
  };
}

/** Creates the new accounts (no password: a one-time link each) and their profiles, in the caller's transaction. */
async function createPeople(
  tx: Tx,
  kind: ImportKind,
  rows: Person[],
  baseUrl: string,
): Promise<ImportResult['password_links']> {
  const links: ImportResult['password_links'] = [];
  const role: 'student' | 'teacher' = kind === 'students' ? 'student' : 'teacher';
  await insertChunks(rows, async (chunk) => {
    const accounts = await tx
      .insert(users)
      .values(chunk.map((row) => ({ email: row.email, username: row.email, passwordHash: NO_PASSWORD, role })))
      .returning({ id: users.id, email: users.email });
    const userIds = new Map(accounts.map((account) => [account.email, account.id]));
    if (kind === 'students') {
      await tx.insert(students).values(
        chunk.map((row) => ({
          ...(profileColumns(kind, row) as ReturnType<typeof profileColumns> & { studentId: string }),
          userId: userIds.get(row.email)!,
          email: row.email,
        })),
      );
    } else {
      await tx.insert(teachers).values(
        chunk.map((row) => ({
          ...(profileColumns(kind, row) as { fullName: string }),
          userId: userIds.get(row.email)!,
          email: row.email,
          role: 'teacher',
        })),
      );
    }
    const tokens = chunk.map((row) => ({ row, token: crypto.randomBytes(32).toString('base64url') }));
    await tx.insert(passwordSetTokens).values(
      tokens.map(({ row, token }) => ({
        tokenHash: hashToken(token),
        userId: userIds.get(row.email)!,
        expiresAt: new Date(Date.now() + LINK_TTL_MS),
      })),
    );
    for (const { row, token } of tokens)
      links.push({ email: row.email, name: row.full_name, link: `${baseUrl}${SET_PASSWORD_PATH}?token=${token}` });
  });
  return links;
}

/**
 * Applies a preview exactly as shown, all in one transaction: any failure (a row taken meanwhile by another
 * request) undoes everything. The preview is used up.
 */
export async function confirmImport(options: {
  db: Database;
  actorId: number;
  id: string;
  /** PUBLIC_URL (`app.publicUrl`): the links are built on it, never on the request's Host. */
  baseUrl: string;
}): Promise<ImportResult> {
  return options.db.transaction(async (tx) => {
    const [stored] = await tx
      .delete(peopleImports)
      .where(and(eq(peopleImports.id, options.id), eq(peopleImports.createdBy, options.actorId)))
      .returning();
    if (!stored || stored.createdAt.getTime() < Date.now() - PREVIEW_TTL_MS)
      throw new AppError('IMPORT_NOT_FOUND', IMPORT_MESSAGES.expired);
    const kind = stored.kind as ImportKind;
    const plan = stored.plan as Plan;
    const creates = plan.apply.filter((row) => row.action === 'create').map((row) => row.data);
    const links = await createPeople(tx, kind, creates, options.baseUrl);
    const table = kind === 'students' ? students : teachers;
    for (const row of plan.apply.filter((entry) => entry.action === 'update')) {
      await tx.update(table).set(profileColumns(kind, row.data)).where(eq(table.id, row.targetId!));
    }
    const summary = summaryOf(plan.rows);
    await recordActivity(tx, {
      userId: options.actorId,
      activity: {
        code: 'peopleImported',
        params: { kind, created: summary.create, updated: summary.update, rejected: summary.reject },
      },
      entityType: kind === 'students' ? 'student' : 'teacher',
    });
    return { created: summary.create, updated: summary.update, rejected: summary.reject, password_links: links };
  });
}
