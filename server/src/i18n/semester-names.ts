import type { SemesterCode } from '@contracts/catalogues/semesters';
import type { Language } from '@contracts/languages';
import type { Text } from '@contracts/i18n/texts';
import { textIn } from './server-texts';

/** A semester's name as the server writes it (a notification, a roster export), in the reader's language. */
export const SEMESTER_NAMES: Record<SemesterCode, Text> = {
  '1': /*i18n*/ { id: 'semester.1', message: 'Primer semestre' },
  '2': /*i18n*/ { id: 'semester.2', message: 'Segundo semestre' },
  verano: /*i18n*/ { id: 'semester.verano', message: 'Verano' },
};

/** The semester's name in `language`; a code the product does not know, as it is. */
export function semesterName(code: string, language: Language): string {
  const text = SEMESTER_NAMES[code as SemesterCode];
  return text ? textIn(language, text) : code;
}
