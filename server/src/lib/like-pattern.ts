/** A LIKE pattern for "contains", lower-cased, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
