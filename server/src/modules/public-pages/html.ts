/*
 * The public pages' one way of writing HTML (decision 046): a tagged template that escapes every value it is given,
 * so what a teacher typed (a name, a bio, a work's title) is always text. Only the result of another `markup` (or of
 * `trustedHtml`, for the few fixed fragments written here) goes in as markup.
 */

const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or as an attribute's value (quoted with "). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const safe = (value: string): SafeHtml => ({ [SAFE]: true, value });
const isSafe = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && (value as Partial<SafeHtml>)[SAFE] === true;

/** A value as it goes into the markup: escaped unless it is markup made here; lists joined; nothing for none. */
function written(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (isSafe(value)) return value.value;
  if (Array.isArray(value)) return value.map(written).join('');
  return escapeHtml(String(value));
}

export function markup(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  for (let index = 0; index < values.length; index++) out += written(values[index]) + strings[index + 1]!;
  return safe(out);
}

/** A fixed fragment written in this code (never anything typed by a person). */
export const trustedHtml = (markup: string): SafeHtml => safe(markup);

/**
 * JSON inside `<script type="application/ld+json">`: data, not script (the CSP allows no script at all), written so
 * that nothing in it can end the element (`</script>`, `<!--`) or be read as markup: `<`, `>`, `&` and the two line
 * separators as JSON escapes.
 */
export function jsonLdScript(value: unknown): SafeHtml {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return safe(`<script type="application/ld+json">${json}</script>`);
}
