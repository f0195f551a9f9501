/**
 * Why a table stays out of the archive, or undefined when it travels.
 * Sessions: a restore signs everyone out. Throttle and rate-limit counters: short-lived, tied to the old server.
 */
export function skipReason(table: string): string | undefined {
  if (table === 'sessions') return 'sessions are not restored: everyone signs in again';
  if (table.includes('throttle') || table.includes('rate_limit'))
    return 'sign-in throttle and rate-limit counters are not restored';
  if (table === 'people_imports') return 'import previews last an hour: upload the file again';
  if (table === 'sign_in_challenges' || table === 'sso_logins') return 'sign-ins under way last minutes: sign in again';
  return undefined;
}

/**
 * Columns that name stored files (decisions 005 and 022: unified_documents is the one live table; the two legacy
 * tables hold documents brought from older systems under the same kind of names; badges name their image's file).
 */
export const FILE_COLUMNS = [
  { table: 'unified_documents', column: 'filename' },
  { table: 'teacher_documents', column: 'filename' },
  { table: 'course_resources', column: 'filename' },
  // A badge's image (null without one).
  { table: 'badges', column: 'image_path' },
  // The smaller sizes of a profile photo (decision 021).
  { table: 'photo_variants', column: 'filename' },
  // The sizes of a portfolio work's image (issue 26).
  { table: 'portfolio_work_images', column: 'filename' },
  // The ZIP of every active teacher's CV (issue 45; null until done).
  { table: 'cv_batches', column: 'file_name' },
  // The ZIP of a review cycle's documents (issue 46; null until done).
  { table: 'review_batches', column: 'file_name' },
] as const;
