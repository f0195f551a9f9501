import { SEMESTERS, type SemesterCode } from '@contracts/catalogues/semesters';
import type { Language } from '@contracts/languages';
import type { Text } from '@contracts/i18n/texts';
import { textIn } from './server-texts';

/** A semester's name as the server writes it (a notification, a roster export): the catalogue's label. */
export const SEMESTER_NAMES = Object.fromEntries(
  SEMESTERS.map((semester) => [semester.code, semester.label]),
) as Record<SemesterCode, Text>;

/** The semester's name in `language`; a code the product does not know, as it is. */
export function semesterName(code: string, language: Language): string {
  const text = SEMESTER_NAMES[code as SemesterCode] as Text | undefined;
  return text ? textIn(language, text) : code;
}
