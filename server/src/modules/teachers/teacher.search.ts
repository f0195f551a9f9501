import { and, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { LANGUAGES } from '@contracts/languages';
import type { DbOrTx } from '../../db/client';
import { peopleSearchTexts, statCounters, teachers } from '../../db/schema/index';
import { foldText, matchesSearch } from '../../lib/text-search';
import { textIn } from '../../i18n/server-texts';

/** Who searches: staff match name, email, phone or code; the directory matches names and expertise areas. */
export type TeacherSearch = 'staff' | 'directory';

/** Staff search: name, email, phone or teacher code contain the text, ignoring case and accents (trigram index on `search_text`). */
function staffFilter(q: string): SQL {
  return matchesSearch(peopleSearchTexts.teacherStaff, q);
}

/**
 * The expertise areas whose label, in either language, contains the text, ignoring case and accents (the catalogue is
 * not in the database).
 */
function areaCodesMatching(q: string): string[] {
  const needle = foldText(q);
  return EXPERTISE_AREAS.filter((area) =>
    LANGUAGES.some((language) => foldText(textIn(language, area.label)).includes(needle)),
  ).map((area) => area.code);
}

/** Directory search: the name contains the text, or the teacher has an expertise area whose label contains it. */
function directoryFilter(q: string): SQL {
  const areaCodes = areaCodesMatching(q);
  const byName = matchesSearch(peopleSearchTexts.teacherName, q);
  if (areaCodes.length === 0) return byName;
  return sql`(${byName} or ${teachers.expertiseAreas} ?| ${sql`array[${sql.join(
    areaCodes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`})`;
}

export function teacherSearchFilter(search: TeacherSearch, q: string): SQL {
  return search === 'staff' ? staffFilter(q) : directoryFilter(q);
}

/**
 * A floor of a search's total from counters, or undefined when none applies: a directory search that names an
 * expertise area matches at least the teachers of its largest such area (stat_counters, kept by triggers), so a
 * common area's total needs no count of rows.
 */
export function teacherSearchFloor(db: DbOrTx, search: TeacherSearch, q: string): (() => Promise<number>) | undefined {
  const areaCodes = search === 'directory' ? areaCodesMatching(q) : [];
  if (areaCodes.length === 0) return undefined;
  return async () => {
    const [row] = await db
      .select({ value: max(statCounters.value) })
      .from(statCounters)
      .where(and(eq(statCounters.metric, 'teachers_per_area'), inArray(statCounters.bucket, areaCodes)));
    return row?.value ?? 0;
  };
}
