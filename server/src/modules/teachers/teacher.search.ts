import { sql, type SQL } from 'drizzle-orm';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { teachers } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-pattern';

/** Who searches: staff match name, email, phone or code; the directory matches names and expertise areas. */
export type TeacherSearch = 'staff' | 'directory';

/** Staff search: name, email, phone or teacher code contain the text, case-insensitive (trigram index on `search_text`). */
function staffFilter(q: string): SQL {
  return sql`${teachers.searchText} like ${containsPattern(q)}`;
}

/** Directory search: the name contains the text, or the teacher has an expertise area whose label contains it. */
function directoryFilter(q: string): SQL {
  const needle = q.toLowerCase();
  const areaCodes = EXPERTISE_AREAS.filter((area) => area.label.toLowerCase().includes(needle)).map((area) => area.code);
  const byName = sql`lower(${teachers.fullName}) like ${containsPattern(q)}`;
  if (areaCodes.length === 0) return byName;
  return sql`(${byName} or ${teachers.expertiseAreas} ?| ${sql`array[${sql.join(areaCodes.map((code) => sql`${code}`), sql`, `)}]::text[]`})`;
}

export function teacherSearchFilter(search: TeacherSearch, q: string): SQL {
  return search === 'staff' ? staffFilter(q) : directoryFilter(q);
}
