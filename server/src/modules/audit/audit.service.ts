import type { Readable } from 'node:stream';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { LIST_TOTAL_CAP } from '@contracts/lists';
import type { AuditEntityType, AuditNamedEntityType, AuditQuery } from '@contracts/audit';
import type { Text } from '@contracts/i18n/texts';
import type { Language } from '@contracts/languages';
import type { Database, DbOrTx } from '../../db/client';
import { activityIn, type ActivityParams } from '../../shared/activities/activity-texts';
import { activities, badges, courses, students, teachers, users } from '../../db/schema/index';
import { textIn } from '../../i18n/server-texts';
import { AppError } from '../../lib/app-error';
import { streamCsv } from '../../lib/csv-export';
import { csvSafeCell } from '../../lib/csv-safe-cell';
import { decodeCursor, encodeCursor, type ListPage } from '../../lib/list-page';

export interface AuditRow {
  id: number;
  /** The words as declared; `code` and `params` are what is written in the reader's language (activity-texts.ts). */
  activity: string;
  code: string | null;
  params: Record<string, string | number> | null;
  entityType: string | null;
  entityId: number | null;
  userId: number | null;
  username: string | null;
  ipAddress: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  createdAt: Date;
  /** created_at to the microsecond, as the cursor carries it. */
  position: string;
  /** The subject's name now (a teacher's, a student's, a user's…); null when it was deleted or its kind has none. */
  entityName?: string | null;
}

/** Each named kind of subject: its table's id and name columns, read by primary key. */
const NAMED_SUBJECTS = {
  teacher: { table: teachers, id: teachers.id, name: teachers.fullName },
  student: { table: students, id: students.id, name: students.fullName },
  user: { table: users, id: users.id, name: users.username },
  course: { table: courses, id: courses.id, name: courses.name },
  badge: { table: badges, id: badges.id, name: badges.badgeName },
} as const satisfies Record<AuditNamedEntityType, unknown>;

/**
 * The rows with their subjects' names: one primary-key lookup per kind of subject on the page (five at most),
 * never one per row, so a page's cost stays flat (decision 009). A subject since deleted gets null.
 */
async function withSubjectNames<Row extends AuditRow>(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const idsByKind = new Map<AuditNamedEntityType, Set<number>>();
  for (const row of rows) {
    if (row.entityId === null || row.entityType === null || !Object.hasOwn(NAMED_SUBJECTS, row.entityType)) continue;
    const kind = row.entityType as AuditNamedEntityType;
    const ids = idsByKind.get(kind) ?? new Set<number>();
    ids.add(row.entityId);
    idsByKind.set(kind, ids);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const subject = NAMED_SUBJECTS[kind];
      const found = await db
        .select({ id: subject.id, name: subject.name })
        .from(subject.table)
        .where(inArray(subject.id, [...ids]));
      for (const each of found) names.set(`${kind}:${each.id}`, each.name);
    }),
  );
  return rows.map((row) => ({ ...row, entityName: names.get(`${row.entityType}:${row.entityId}`) ?? null }));
}

const DAY_MS = 86_400_000;
const dialect = new PgDialect();

const columns = {
  id: activities.id,
  activity: activities.activity,
  code: activities.code,
  params: activities.params,
  entityType: activities.entityType,
  entityId: activities.entityId,
  userId: activities.userId,
  username: users.username,
  ipAddress: activities.ipAddress,
  changes: activities.changes,
  createdAt: activities.createdAt,
  position: sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** The filters, each served by one of the log's indexes (person, kind of entity, time). */
function filtersOf(query: Omit<AuditQuery, 'limit' | 'cursor'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.user_id !== undefined) filters.push(eq(activities.userId, query.user_id));
  if (query.entity_type !== undefined) filters.push(eq(activities.entityType, query.entity_type));
  if (query.from !== undefined) filters.push(gte(activities.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to !== undefined)
    filters.push(lt(activities.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return filters.length > 0 ? and(...filters) : undefined;
}

const newestFirst = [desc(activities.createdAt), desc(activities.id)];

/**
 * A page of the log, newest first: `(created_at, id) < cursor` walks an index backwards from where the last page
 * ended. The first page counts its matches up to the cap (the log has no counter: it is written by every change).
 */
export async function listAudit(options: { db: Database; query: AuditQuery }): Promise<ListPage<AuditRow>> {
  const { db, query } = options;
  const limit = query.limit ?? 50;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const where = and(
    filtersOf(query),
    after ? sql`(${activities.createdAt}, ${activities.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
  );
  const fetched = await db
    .select(columns)
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const rows = await withSubjectNames(db, fetched.slice(0, limit));
  const last = rows.at(-1);
  const nextCursor = fetched.length > limit && last ? encodeCursor([last.position, last.id]) : undefined;
  if (after) return { rows, totalCapped: false, nextCursor };
  if (!nextCursor) return { rows, total: rows.length, totalCapped: false };
  const matching = db
    .select({ one: sql`1` })
    .from(activities)
    .where(filtersOf(query))
    .orderBy(...newestFirst)
    .limit(LIST_TOTAL_CAP + 1)
    .as('matching');
  const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(matching);
  const total = counted?.value ?? 0;
  return { rows, total: Math.min(total, LIST_TOTAL_CAP), totalCapped: total > LIST_TOTAL_CAP, nextCursor };
}

export async function getAuditEntry(options: { db: DbOrTx; id: number }): Promise<AuditRow> {
  const [row] = await options.db
    .select(columns)
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .where(eq(activities.id, options.id));
  if (!row)
    throw new AppError('AUDIT_ENTRY_NOT_FOUND', /*i18n*/ { id: 'audit.notFound', message: 'Audit entry not found.' });
  const [named] = await withSubjectNames(options.db, [row]);
  return named!;
}

/** The subject's name in the export: a primary-key lookup per entry of a named kind, as the rows stream. */
const subjectNameSql = sql.join(
  [
    sql`case ${activities.entityType}`,
    ...Object.entries(NAMED_SUBJECTS).map(
      ([kind, subject]) =>
        sql`when ${kind} then (select ${subject.name} from ${subject.table} where ${subject.id} = ${activities.entityId})`,
    ),
    sql`end`,
  ],
  sql` `,
);

const CSV_COLUMNS = [
  'id',
  'created_at',
  'username',
  'activity',
  'entity_type',
  'entity_id',
  'entity_name',
  'ip_address',
  'changes',
] as const;

/** The CSV's header row in the requester's language (decision 040), in CSV_COLUMNS' order. */
const CSV_HEADERS: Record<Language, readonly string[]> = {
  es: [
    'ID',
    'Fecha',
    'Usuario',
    'Actividad',
    'Tipo de elemento',
    'ID del elemento',
    'Elemento',
    'Dirección IP',
    'Cambios',
  ],
  en: ['ID', 'Date', 'User', 'Activity', 'Item type', 'Item ID', 'Item', 'IP address', 'Changes'],
};

/** An entry's kind of item as the export writes it, in the reader's language (the log's screen names it the same). */
const ENTITY_TYPE_WORDS: Record<AuditEntityType, Text> = {
  teacher: /*i18n*/ { id: 'audit.entityType.teacher', message: 'Teacher' },
  student: /*i18n*/ { id: 'audit.entityType.student', message: 'Student' },
  course: /*i18n*/ { id: 'audit.entityType.course', message: 'Course' },
  badge: /*i18n*/ { id: 'audit.entityType.badge', message: 'Badge' },
  document: /*i18n*/ { id: 'audit.entityType.document', message: 'Document' },
  user: /*i18n*/ { id: 'audit.entityType.user', message: 'User' },
  idea: /*i18n*/ { id: 'audit.entityType.idea', message: 'Idea' },
  grade: /*i18n*/ { id: 'audit.entityType.grade', message: 'Grade' },
  sso_provider: /*i18n*/ { id: 'audit.entityType.sso_provider', message: 'Sign-in provider' },
  setting: /*i18n*/ { id: 'audit.entityType.setting', message: 'Setting' },
  portfolio_technique: /*i18n*/ { id: 'audit.entityType.portfolio_technique', message: 'Portfolio technique' },
  trusted_issuer: /*i18n*/ { id: 'audit.entityType.trusted_issuer', message: 'Trusted issuer' },
};

/** The kind of item of an entry in `language`; a kind the log does not know (an older entry's) as stored. */
function entityTypeIn(type: unknown, language: Language): unknown {
  if (typeof type !== 'string' || !Object.hasOwn(ENTITY_TYPE_WORDS, type)) return type ?? '';
  return textIn(language, ENTITY_TYPE_WORDS[type as AuditEntityType]);
}

/**
 * The filtered log as CSV, newest first, streamed (lib/csv-export.ts): a million entries never sit in memory. Text a
 * spreadsheet would read as a formula (a username `=…`) is quoted by csvSafeCell.
 */
export async function exportAuditCsv(options: {
  db: Database;
  query: Omit<AuditQuery, 'limit' | 'cursor'>;
  /** The requester's: the headers, each entry's words and its kind of item are written in it. */
  language: Language;
}): Promise<Readable> {
  const pool = (options.db as Database & { $client: pg.Pool }).$client;
  const where = filtersOf(options.query);
  const built = dialect.sqlToQuery(sql`
    select ${activities.id} as id, ${columns.position} as created_at, ${users.username} as username, ${activities.activity} as activity,
      ${activities.code} as code, ${activities.params} as params, ${activities.entityType} as entity_type, ${activities.entityId} as entity_id, ${subjectNameSql} as entity_name,
      ${activities.ipAddress} as ip_address, ${activities.changes}::text as changes
    from ${activities} left join ${users} on ${users.id} = ${activities.userId}
    ${where ? sql`where ${where}` : sql``}
    order by ${activities.createdAt} desc, ${activities.id} desc`);
  return streamCsv<Record<(typeof CSV_COLUMNS)[number] | 'code' | 'params', unknown>>({
    pool,
    rows: { text: built.sql, values: built.params },
    columns: CSV_HEADERS[options.language],
    record: (row) =>
      CSV_COLUMNS.map((column) =>
        csvSafeCell(
          column === 'activity'
            ? activityIn(
                {
                  activity: String(row.activity),
                  code: (row.code as string | null) ?? null,
                  params: (row.params as ActivityParams | null) ?? null,
                },
                options.language,
              )
            : column === 'entity_type'
              ? entityTypeIn(row.entity_type, options.language)
              : (row[column] ?? ''),
        ),
      ),
  });
}
