/**
 * CSV cells safe to open in a spreadsheet (OWASP, "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is read by Excel, LibreOffice and Google Sheets as a formula (`=HYPERLINK(…)` sends
 * the sheet's data away, `=cmd|' /C calc'!A0` runs a program), so it gets a leading single quote, which makes the
 * spreadsheet show it as text. The whole cell is still quoted by csv-stringify where needed.
 *
 * Only text is touched: numbers (an id, a year; a negative one cannot carry a formula) and booleans are written as
 * they are, so numeric columns stay numbers in the sheet. A phone written `+502 5555 1234` comes out
 * `'+502 5555 1234`, which the spreadsheet shows as the text it is; `csvCellRead` takes the quote off again when
 * such a file is imported back.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvSafeCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell of an imported CSV as written before `csvSafeCell`: the quote it added (before `=`, `+`, `-`, `@`, tab, CR) removed. */
export function csvCellRead(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
