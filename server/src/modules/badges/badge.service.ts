import { and, eq, ne, sql } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import {
  BADGE_IMAGE_EXTENSIONS,
  BADGE_IMAGE_MAX_BYTES,
  BADGE_MESSAGES,
  BadgeFieldsSchema,
  type BadgeFields,
} from '@contracts/badges';
import { IdSchema } from '@contracts/ids';
import type { ListQuery } from '@contracts/lists';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { badges, badgeSearchText, badgeStatistics } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/text-search';
import type { ListPage } from '../../lib/list-page';
import { keysetList } from '../../lib/list-sql';
import { TextInputError } from '../../plugins/text-input';
import type { FileStorage } from '../../storage/file-storage';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { revokeBadgeCredentials } from '../credentials/badge-credentials';
import { receiveUpload, type UploadRules } from '../../shared/uploads/multipart-upload';
import type { BadgeRow, CountedBadgeRow } from './badge.presenter';

/*
 * The badge catalogue (§2.11, §3 badges / badge_statistics, §5 badge form, §7 /api/badges). A badge's image is a
 * stored file like a document's (decision 005): encrypted under a server-made name, written to a temporary name
 * and published by the transaction that writes the badge row; a replaced or deleted image's file is removed after
 * the commit. A refused request leaves no row, no file and every count as it was.
 */

/** What the audit log keeps of a badge: its fields as the API names them, the image as present or not. */
const auditedBadge = (row: BadgeRow) => ({
  badge_name: row.badgeName,
  badge_code: row.badgeCode,
  badge_type: row.badgeType,
  year: row.year,
  description: row.description,
  badge_color: row.badgeColor,
  image: row.imagePath ? 'yes' : 'no',
});

/** PNG, JPG/JPEG or WebP, by extension and by the file's first bytes (never SVG), at most BADGE_IMAGE_MAX_BYTES. */
const BADGE_IMAGE_RULES: UploadRules = {
  extensions: BADGE_IMAGE_EXTENSIONS,
  maxBytes: BADGE_IMAGE_MAX_BYTES,
  typeRefused: { code: 'IMAGE_TYPE_REFUSED', message: BADGE_MESSAGES.imageType },
  contentMismatch: { code: 'IMAGE_TYPE_REFUSED', message: BADGE_MESSAGES.imageType },
  tooLarge: { text: BADGE_MESSAGES.imageTooLarge },
};

/** The unique index that keeps badge codes unique whatever their case (migration 0006). */
const CODE_INDEX = 'badges_badge_code_lower_key';

/** The page's badges with their assignment counts: one query for the whole page, not one per badge. */
async function withAssignedCounts(db: DbOrTx, rows: BadgeRow[]): Promise<CountedBadgeRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ badgeId: badgeStatistics.badgeId, assignedCount: badgeStatistics.assignedCount })
    .from(badgeStatistics)
    .where(sql`${badgeStatistics.badgeId} = any(${sql.param(ids)}::int[])`);
  const byBadge = new Map(counts.map((count) => [count.badgeId, count.assignedCount]));
  return rows.map((row) => ({ ...row, assignedCount: byBadge.get(row.id) ?? 0 }));
}

/**
 * GET /api/badges: the catalogue in name order (then id), the list pattern of decision 009; `q` matches the name
 * or the code, ignoring case and accents (lib/text-search.ts). Without `limit`, the whole catalogue.
 */
export async function listBadges(options: { db: Database; query: ListQuery }): Promise<ListPage<CountedBadgeRow>> {
  const { db, query } = options;
  const where = query.q === undefined ? undefined : matchesSearch(badgeSearchText, query.q);
  const page = await keysetList({ db, table: badges, counted: 'badges', sortKey: 'badgeName', where, query });
  return { ...page, rows: await withAssignedCounts(db, page.rows) };
}

/** The badge, its row locked until the transaction ends; 404 when there is none. */
async function lockBadge(tx: Tx, id: number): Promise<BadgeRow> {
  const [row] = await tx.select().from(badges).where(eq(badges.id, id)).for('update');
  if (!row) throw new AppError('BADGE_NOT_FOUND', BADGE_MESSAGES.notFound);
  return row;
}

async function assertCodeFree(tx: Tx, code: string, exceptId: number | undefined): Promise<void> {
  const sameCode = sql`lower(${badges.badgeCode}) = lower(${code})`;
  const [clash] = await tx
    .select({ id: badges.id })
    .from(badges)
    .where(exceptId === undefined ? sameCode : and(sameCode, ne(badges.id, exceptId)))
    .limit(1);
  if (clash) throw new AppError('BADGE_CODE_TAKEN', BADGE_MESSAGES.codeTaken, undefined, { code });
}

/** A concurrent request took the code between the check and the write: the unique index refused it. */
function isCodeRace(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505' && current.constraint === CODE_INDEX) return true;
  }
  return false;
}

/** The form's fields by BadgeFieldsSchema; refused as every route's validation is (400 VALIDATION_FAILED with `issues`). */
function parseFields(fields: Record<string, string>): BadgeFields {
  const parsed = BadgeFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new TextInputError(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  );
}

/** The `id` field of POST /api/badges, which makes it an edit; absent or empty for a new badge. */
function editIdOf(fields: Record<string, string>): number | undefined {
  if (fields.id === undefined || fields.id.trim() === '') return undefined;
  const parsed = IdSchema.safeParse(fields.id);
  if (!parsed.success) throw new TextInputError([{ path: ['id'], message: BADGE_MESSAGES.idInvalid }]);
  return parsed.data;
}

export interface SavedBadge {
  badge: CountedBadgeRow;
  created: boolean;
}

/**
 * POST /api/badges (a new badge, or an edit when the form has `id`) and PUT /api/badges/{id} (`id` given): the
 * multipart form's fields (BadgeFieldsSchema), then an optional image. On an edit without an image the image
 * stays, unless `remove_image` is 'true'. A new badge gets its badge_statistics row (0 assigned) in the same
 * transaction. `parts` is undefined when the request is not multipart.
 */
export async function saveBadge(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  parts: AsyncIterableIterator<Multipart> | undefined;
  id?: number;
}): Promise<SavedBadge> {
  const { db, storage, user } = options;
  if (!options.parts) throw new AppError('UNSUPPORTED_MEDIA_TYPE', BADGE_MESSAGES.formRequired);
  const { fields: form, file } = await receiveUpload(options.parts, storage, BADGE_IMAGE_RULES);
  let published = false;
  let code = '';
  try {
    const id = options.id ?? editIdOf(form);
    const fields = parseFields(form);
    code = fields.badge_code;
    const image = file
      ? { imagePath: file.storedName, imageType: file.mimeType }
      : form.remove_image === 'true'
        ? { imagePath: null, imageType: null }
        : {};
    const values = {
      badgeName: fields.badge_name,
      badgeCode: fields.badge_code,
      badgeType: fields.badge_type,
      year: fields.year,
      description: fields.description,
      badgeColor: fields.badge_color,
      ...image,
    };
    const saved = await db.transaction(async (tx) => {
      // An edit may unname the previous image's file, removed after the commit: a backup's snapshot waits for it.
      if (id !== undefined) await holdFileRemovalLock(tx);
      const previous = id === undefined ? undefined : await lockBadge(tx, id);
      await assertCodeFree(tx, fields.badge_code, id);
      let row: BadgeRow;
      let assignedCount = 0;
      if (previous) {
        [row] = (await tx.update(badges).set(values).where(eq(badges.id, previous.id)).returning()) as [BadgeRow];
        const [statistics] = await tx
          .select({ assignedCount: badgeStatistics.assignedCount })
          .from(badgeStatistics)
          .where(eq(badgeStatistics.badgeId, row.id));
        assignedCount = statistics?.assignedCount ?? 0;
      } else {
        [row] = (await tx.insert(badges).values(values).returning()) as [BadgeRow];
        await tx.insert(badgeStatistics).values({ badgeId: row.id, assignedCount: 0 });
      }
      const changes = changesBetween(previous ? auditedBadge(previous) : {}, auditedBadge(row));
      await recordActivity(tx, {
        userId: user.id,
        activity: { code: previous ? 'badgeUpdated' : 'badgeCreated', params: { name: row.badgeName } },
        entityType: 'badge',
        entityId: row.id,
        changes,
      });
      if (file) {
        await storage.publish(file.storedName);
        published = true;
      }
      return { row, assignedCount, previousImage: previous?.imagePath ?? null };
    });
    if (saved.previousImage && saved.previousImage !== saved.row.imagePath)
      await storage.remove(saved.previousImage).catch(() => undefined);
    return { badge: { ...saved.row, assignedCount: saved.assignedCount }, created: id === undefined };
  } catch (error) {
    if (file) {
      await storage.discardTemporary(file.storedName);
      // The rename happened but the commit failed: the file has no row, so it goes too.
      if (published) await storage.remove(file.storedName);
    }
    if (isCodeRace(error)) throw new AppError('BADGE_CODE_TAKEN', BADGE_MESSAGES.codeTaken, undefined, { code });
    throw error;
  }
}

/**
 * DELETE /api/badges/{id}: the badge, its awards and its statistics row (cascades), its credentials revoked in the
 * same transaction (before the cascade unlinks them), then its image's file.
 */
export async function deleteBadge(options: {
  db: Database;
  storage: FileStorage;
  user: SessionUser;
  id: number;
}): Promise<void> {
  const { db, storage, user, id } = options;
  const removed = await db.transaction(async (tx) => {
    await holdFileRemovalLock(tx);
    const row = await lockBadge(tx, id);
    await revokeBadgeCredentials({ tx, reason: 'badge_deleted', badgeId: id });
    await tx.delete(badges).where(eq(badges.id, id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'badgeDeleted', params: { name: row.badgeName } },
      entityType: 'badge',
      entityId: id,
      changes: changesBetween(auditedBadge(row), {}),
    });
    return row;
  });
  // A failure leaves an orphan file, which the start-up sweep removes.
  if (removed.imagePath) await storage.remove(removed.imagePath).catch(() => undefined);
}

/** GET /api/badges/{id}/image: the decrypted image, its media type and the version its URL carries. */
export async function openBadgeImage(options: { db: DbOrTx; storage: FileStorage; id: number }) {
  const [row] = await options.db
    .select({ imagePath: badges.imagePath, imageType: badges.imageType, updatedAt: badges.updatedAt })
    .from(badges)
    .where(eq(badges.id, options.id));
  if (!row) throw new AppError('BADGE_NOT_FOUND', BADGE_MESSAGES.notFound);
  if (!row.imagePath || !row.imageType) throw new AppError('BADGE_IMAGE_NOT_FOUND', BADGE_MESSAGES.imageNotFound);
  try {
    const content = await options.storage.open(row.imagePath);
    return { ...content, mediaType: row.imageType, version: row.updatedAt.getTime() };
  } catch (error) {
    // Replaced or deleted between the read and the open.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new AppError('BADGE_IMAGE_NOT_FOUND', BADGE_MESSAGES.imageNotFound);
    throw error;
  }
}
