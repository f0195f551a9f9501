import { and, asc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_MESSAGES, EXPIRY_REMINDER_DAYS } from '@contracts/documents';
import type { ListQuery } from '@contracts/lists';
import type { Database, DbOrTx } from '../../db/client';
import { courses, documentReminders, students, teachers, unifiedDocuments, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { listPage, type Keyset, type ListPage, INVALID_CURSOR } from '../../lib/list-page';
import { afterKeyset, cappedCount } from '../../lib/list-sql';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { canSetExpiry } from './document.policy';
import type { DocumentRow } from './document.presenter';

const DAY_MS = 86_400_000;

/** Today as a calendar day (UTC), the day expiry dates are compared with. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The owner's name and account of each document: the teacher, the student, or the course (and its teacher's account). */
function withOwner(where: SQL | undefined) {
  return sql`
    select d.id, coalesce(t.full_name, s.full_name, c.name) as owner_name, coalesce(t.user_id, s.user_id, ct.user_id) as owner_user_id
    from ${unifiedDocuments} d
    left join ${teachers} t on d.document_type = 'teacher' and t.id = d.entity_id
    left join ${students} s on d.document_type = 'student' and s.id = d.entity_id
    left join ${courses} c on d.document_type = 'course' and c.id = d.entity_id
    left join ${teachers} ct on ct.id = c.teacher_id
    ${where ? sql`where ${where}` : sql``}`;
}

/** Staff set or clear any document's expiry; a teacher only on the documents of their own profile (canSetExpiry). */
export async function setDocumentExpiry(options: {
  db: Database;
  user: SessionUser;
  id: number;
  expiresAt: string | null;
}): Promise<DocumentRow> {
  const { db, user } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, options.id)).for('update');
    if (!current) throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_MESSAGES.notFound);
    if (!(await canSetExpiry({ db: tx, user, document: current })))
      throw new AppError('FORBIDDEN', DOCUMENT_MESSAGES.expiryForbidden);
    const [row] = await tx
      .update(unifiedDocuments)
      .set({ expiresAt: options.expiresAt })
      .where(eq(unifiedDocuments.id, current.id))
      .returning();
    // A new date is a new deadline: its reminders are due again.
    if (row!.expiresAt !== current.expiresAt)
      await tx.delete(documentReminders).where(eq(documentReminders.documentId, current.id));
    const changes = changesBetween({ expires_at: current.expiresAt }, { expires_at: row!.expiresAt });
    if (changes)
      await recordActivity(tx, {
        userId: user.id,
        activity: { code: 'documentExpirySet', params: { name: current.originalName } },
        entityType: 'document',
        entityId: current.id,
        changes,
      });
    return row!;
  });
}

export interface ExpiringRow {
  document: DocumentRow;
  ownerName: string | null;
  daysLeft: number;
}

const soonestFirst = [asc(unifiedDocuments.expiresAt), asc(unifiedDocuments.id)];

/** The expiry date a cursor carries; a cursor that is not one of ours (no real day) is refused like any list's. */
function afterExpiry(after: Keyset | undefined): SQL | undefined {
  if (after) {
    const time = Date.parse(`${after[0]}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(after[0]) || Number.isNaN(time) || todayOf(new Date(time)) !== after[0])
      throw new AppError('INVALID_CURSOR', INVALID_CURSOR);
  }
  return afterKeyset(unifiedDocuments.expiresAt, unifiedDocuments.id, after);
}

/**
 * Documents expiring within `withinDays` of today and those already expired, soonest first (then by id); by owner kind
 * and tag. A page of `limit` after `cursor` with the total on the first page, counted up to the cap (decision 009),
 * or without `limit` every one of them.
 */
export async function listExpiringDocuments(options: {
  db: DbOrTx;
  withinDays: number;
  ownerKind?: string;
  tag?: string;
  query?: Pick<ListQuery, 'limit' | 'cursor'>;
  now?: Date;
}): Promise<ListPage<ExpiringRow>> {
  const { db } = options;
  const today = todayOf(options.now ?? new Date());
  const filters: SQL[] = [
    isNotNull(unifiedDocuments.expiresAt),
    lte(unifiedDocuments.expiresAt, addDays(today, options.withinDays)),
  ];
  if (options.ownerKind) filters.push(sql`${unifiedDocuments.documentType} = ${options.ownerKind}`);
  if (options.tag) filters.push(eq(unifiedDocuments.documentTag, options.tag));
  const where = and(...filters);
  const page = await listPage({
    query: options.query ?? {},
    // Always filtered (an expiry date within the window): the total is the capped count.
    filtered: true,
    rows: async (after, limit) => {
      const rows = db
        .select()
        .from(unifiedDocuments)
        .where(and(where, afterExpiry(after)))
        .orderBy(...soonestFirst);
      return limit === undefined ? rows : rows.limit(limit);
    },
    keysetOf: (row) => [row.expiresAt!, row.id],
    counter: () => cappedCount(db, unifiedDocuments, soonestFirst, where, Number.MAX_SAFE_INTEGER),
    cappedCount: (cap) => cappedCount(db, unifiedDocuments, soonestFirst, where, cap),
  });
  if (page.rows.length === 0) return { ...page, rows: [] };
  const owners = await db.execute<{ id: number; owner_name: string | null }>(
    withOwner(sql`d.id = any(${sql.param(page.rows.map((row) => row.id))}::int[])`),
  );
  const names = new Map(owners.rows.map((owner) => [owner.id, owner.owner_name]));
  return {
    ...page,
    rows: page.rows.map((document) => ({
      document,
      ownerName: names.get(document.id) ?? null,
      daysLeft: daysBetween(today, document.expiresAt!),
    })),
  };
}

/**
 * Which documents each reminder is for: 30 days before (8–30 days left), 7 days before (1–7 left) and on the day
 * (or up to a week after, when the runs of those days were missed). A document gets each reminder once.
 */
function dueWindow(days: (typeof EXPIRY_REMINDER_DAYS)[number], today: string): SQL {
  if (days === 0) return sql`d.expires_at <= ${today}::date and d.expires_at > ${addDays(today, -7)}::date`;
  const nearer = days === 7 ? 0 : 7;
  return sql`d.expires_at > ${addDays(today, nearer)}::date and d.expires_at <= ${addDays(today, days)}::date`;
}

/**
 * The reminder run: each document due a reminder (dueWindow), its owner and every enabled staff account are told —
 * once per document and reminder, whichever app server runs it and however often, because the (document, kind) row
 * is claimed first (`on conflict do nothing`) in the same transaction as the notifications. Answers how many
 * reminders went out.
 */
export async function sendExpiryReminders(options: { db: Database; now?: Date }): Promise<number> {
  const today = todayOf(options.now ?? new Date());
  return options.db.transaction(async (tx) => {
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} = 'staff' and ${users.disabledAt} is null`);
    let sent = 0;
    for (const days of EXPIRY_REMINDER_DAYS) {
      const due = await tx.execute<{ id: number; owner_name: string | null; owner_user_id: number | null }>(
        withOwner(dueWindow(days, today)),
      );
      for (const owner of due.rows) {
        const claimed = await tx
          .insert(documentReminders)
          .values({ documentId: owner.id, kind: String(days) })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) continue;
        const [document] = await tx
          .select({
            name: unifiedDocuments.originalName,
            expiresAt: unifiedDocuments.expiresAt,
            kind: unifiedDocuments.documentType,
          })
          .from(unifiedDocuments)
          .where(eq(unifiedDocuments.id, owner.id));
        const daysLeft = daysBetween(today, document!.expiresAt!);
        const recipients = new Set([
          ...(owner.owner_user_id ? [owner.owner_user_id] : []),
          ...staff.map((member) => member.id),
        ]);
        for (const userId of recipients) {
          const ownLink = document!.kind === 'student' ? '/documents' : '/teacher/documents';
          await notify({
            db: tx,
            userId,
            code: 'documentExpiring',
            params: { name: document!.name, owner: owner.owner_name, daysLeft, date: document!.expiresAt },
            link: userId === owner.owner_user_id ? ownLink : '/admin/documents',
          });
        }
        sent += 1;
      }
    }
    return sent;
  });
}
