/**
 * A grade is text (§3): a number from 0 to 100 (at most one decimal; a comma is read as the point) or a letter grade
 * A to F with an optional + or − (A+ … D−, F), stored upper-case. Anything else is refused with GRADE_FORMAT_MESSAGE.
 * Without zod: a first screen that shows grades imports this, not the schemas.
 */
export const GRADE_FORMAT_MESSAGE = /*i18n*/ {
  id: 'grades.format',
  message: 'La nota debe ser un número de 0 a 100 (un decimal como máximo) o una letra de A a F (con + o -)',
};
const NUMERIC = /^(100([.,]0)?|\d{1,2}([.,]\d)?)$/;
const LETTER = /^([A-D][+-]?|F)$/;

export function normaliseGrade(value: string): string | undefined {
  const text = value.trim().toUpperCase().replace('−', '-');
  if (NUMERIC.test(text)) return text.replace(',', '.');
  if (LETTER.test(text)) return text;
  return undefined;
}

/** The numeric value of a grade for averages; letters have none. */
export function numericGrade(grade: string): number | undefined {
  return NUMERIC.test(grade) ? Number(grade.replace(',', '.')) : undefined;
}
