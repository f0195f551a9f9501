import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { BADGE_COLOR_MODEL_DEFAULT } from '../../../../contracts/constants';
import { teachers } from './people';
import { users } from './users';
import { folded, joinedText } from './search-fold';

export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    badgeName: text('badge_name').notNull(),
    badgeCode: text('badge_code').notNull(),
    badgeType: text('badge_type').notNull(),
    year: integer('year').notNull(),
    description: text('description'),
    badgeColor: text('badge_color').notNull().default(BADGE_COLOR_MODEL_DEFAULT),
    /** The stored (encrypted) file's name, like a document's; null without an image. */
    imagePath: text('image_path'),
    /** The image's media type (image/png, image/jpeg or image/webp), checked by its bytes. */
    imageType: text('image_type'),
    /** Name and code, folded and stored for the list's search (search-fold.ts, decision 032). */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      folded(joinedText(badges.badgeName, badges.badgeCode)),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('badges_badge_code_lower_key').on(sql`lower(${t.badgeCode})`),
    index('badges_badge_name_idx').on(t.badgeName, t.id),
    index('badges_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const badgeStatistics = pgTable('badge_statistics', {
  badgeId: integer('badge_id')
    .primaryKey()
    .references(() => badges.id, { onDelete: 'cascade' }),
  assignedCount: integer('assigned_count').notNull().default(0),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** user_id is the id of the recipient in its own table (teachers.id, students.id or users.id for staff). */
export const userBadges = pgTable(
  'user_badges',
  {
    id: serial('id').primaryKey(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(),
    userId: integer('user_id').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    awardedBy: integer('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('user_badges_unique_key').on(t.badgeId, t.userType, t.userId),
    index('user_badges_recipient_idx').on(t.userType, t.userId),
  ],
);

/**
 * The Open Badges 3.0 credential issued for an award, signed once and kept as issued. It outlives the award:
 * removing the badge from its holder (or deleting the badge) revokes it, and the public page then says so.
 */
export const badgeCredentials = pgTable(
  'badge_credentials',
  {
    /** A random UUID: the credential's public id (urn:uuid:… inside it, /credentials/{id} for people). */
    id: text('id').primaryKey(),
    userBadgeId: integer('user_badge_id').references(() => userBadges.id, { onDelete: 'set null' }),
    badgeId: integer('badge_id').references(() => badges.id, { onDelete: 'set null' }),
    recipientType: text('recipient_type').notNull(),
    recipientId: integer('recipient_id').notNull(),
    /** The signed credential, exactly as issued. */
    credential: jsonb('credential').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: 'removed' (award removed), 'badge_deleted', 'holder_deleted' or 'reissued'. */
    revocationReason: text('revocation_reason'),
    /** The credential that replaced this one when it was reissued (with a status entry). */
    replacedBy: text('replaced_by'),
    /** Its BitstringStatusListEntry: the list and the bit; null for credentials issued before status lists. */
    statusListId: integer('status_list_id').references(() => credentialStatusLists.id),
    statusIndex: integer('status_index'),
  },
  (t) => [
    index('badge_credentials_user_badge_idx').on(t.userBadgeId),
    index('badge_credentials_badge_idx').on(t.badgeId),
    uniqueIndex('badge_credentials_status_key').on(t.statusListId, t.statusIndex),
  ],
);

/** Raw bytes (a status list's bitstring). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A W3C Bitstring Status List (purpose revocation) of badge credentials: bit i (the i-th from the left of the
 * first byte) set means the credential holding index i is revoked. Served publicly as a signed
 * BitstringStatusListCredential; `version` grows with each change, `signedVersion` says which one `signed` is.
 */
export const credentialStatusLists = pgTable('credential_status_lists', {
  id: serial('id').primaryKey(),
  purpose: text('purpose').notNull().default('revocation'),
  /** Its length in bits (131,072 by default: the specification's minimum, for group privacy). */
  size: integer('size').notNull(),
  bits: bytea('bits').notNull(),
  /** How many indexes were handed out (indexes are drawn at random below `size`). */
  assignedCount: integer('assigned_count').notNull().default(0),
  version: integer('version').notNull().default(1),
  signed: jsonb('signed'),
  signedVersion: integer('signed_version'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A credential issued elsewhere (another institution's Open Badge or VC) kept on a teacher's record with the
 * result of its last verification.
 */
export const externalCredentials = pgTable(
  'external_credentials',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** The credential as extracted from the file (JSON-LD), exactly as received. */
    credential: jsonb('credential').notNull(),
    /** What it came in: 'json', 'png' or 'svg'. */
    sourceFormat: text('source_format').notNull(),
    fileName: text('file_name').notNull(),
    /** What the record shows without reading the JSON: the achievement's (or credential's) name and the issuer. */
    title: text('title').notNull(),
    issuerName: text('issuer_name'),
    issuerId: text('issuer_id'),
    /** The last verification: every check (issuer and holder among them) with its outcome and plain words. */
    result: jsonb('result').notNull(),
    /** Every check passed, the issuer recognised and the holder confirmed. */
    verified: boolean('verified').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Staff's review of one kept while genuine but not recognised or not confirmed: 'pending', 'accepted' or
     * 'rejected'; null for one kept verified.
     */
    review: text('review'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('external_credentials_teacher_idx').on(t.teacherId, t.id),
    index('external_credentials_pending_review_idx')
      .on(t.id)
      .where(sql`${t.review} = 'pending'`),
  ],
);

/**
 * The school's trusted issuers (issue 41): a credential from elsewhere has its issuer recognised only when its DID
 * is here, and is shown under the name staff gave it.
 */
export const trustedIssuers = pgTable(
  'trusted_issuers',
  {
    id: serial('id').primaryKey(),
    did: text('did').notNull(),
    name: text('name').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('trusted_issuers_did_key').on(t.did)],
);

/** What a search of the badges list reads: folded, stored and trigram-indexed (decision 032). */
export const badgeSearchText = badges.searchText;
