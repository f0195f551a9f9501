import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { teachers } from './people';
import { users } from './users';

/**
 * A teacher's work in their portfolio (issue 26): an image in the sizes the screens use (portfolio_work_images),
 * what it is, and who sees it. `position` orders a teacher's works (0 first). A work staff hid keeps its
 * `hiddenReason`, shown to the teacher; hidden works are seen by staff and their teacher only.
 */
export const portfolioWorks = pgTable(
  'portfolio_works',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    year: integer('year'),
    /** A code of the technique catalogue (the expertise areas and the techniques staff added). */
    techniqueCode: text('technique_code'),
    /** Free words on the technique ('óleo digital sobre boceto a lápiz'). */
    techniqueNote: text('technique_note'),
    description: text('description'),
    /** Where the full work lives (Behance, ArtStation, Vimeo, a personal site): http(s) only. */
    linkUrl: text('link_url'),
    /** 'public' (every signed-in user, the directory's audience) or 'staff' (staff and the teacher). */
    visibility: text('visibility').notNull().default('public'),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** The large size's pixels, so screens reserve the image's shape before it loads. */
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('portfolio_works_teacher_idx').on(t.teacherId, t.position)],
);

/** Each size of a work's image ('small', 'medium', 'large' as profile photos), one encrypted file each. */
export const portfolioWorkImages = pgTable(
  'portfolio_work_images',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => portfolioWorks.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    filename: text('filename').notNull().unique(),
    fileSize: integer('file_size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.size] })],
);

/** Techniques staff added to the catalogue (beside the expertise areas, which are fixed). */
export const portfolioTechniques = pgTable(
  'portfolio_techniques',
  {
    id: serial('id').primaryKey(),
    /** The code works name ('tecnica-<id>'); never one of the expertise areas' codes. */
    code: text('code').notNull().unique(),
    label: text('label').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('portfolio_techniques_label_lower_key').on(sql`lower(${t.label})`)],
);
