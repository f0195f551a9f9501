/**
 * A page's slug from a teacher's name (decision 046): accents removed ('José Núñez' → 'jose-nunez'), lower case,
 * letters and digits joined by single hyphens, at most 60 characters. Made once, when the page is first read, and
 * kept when the name changes (a shared link stays valid).
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'profesor';
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** What a slug in a public URL may look like; anything else is 404 without a query. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
