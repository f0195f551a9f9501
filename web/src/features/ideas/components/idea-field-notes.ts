import { plural, t } from '@lingui/core/macro';
import { IDEA_MAX_LENGTH } from '@contracts/ideas';

/** From here on (20 characters left) the count is announced as it changes. */
export const IDEA_NEAR_LIMIT = IDEA_MAX_LENGTH - 20;

/** The idea field's count, '37/140'. */
export function ideaCount(length: number): string {
  return `${Math.min(length, IDEA_MAX_LENGTH)}/${IDEA_MAX_LENGTH}`;
}

/** Whether the count is near the limit (then announced politely; before that it is only the field's description). */
export function nearIdeaLimit(length: number): boolean {
  return length >= IDEA_NEAR_LIMIT;
}

/**
 * What a paste into the idea field loses to its 140-character limit ('Se pegaron 200 caracteres; solo caben 140.'),
 * or undefined when all of it fits. `value` is the field before the paste, `start`–`end` the selection it replaces.
 */
export function pasteCutNote(value: string, start: number, end: number, pasted: string): string | undefined {
  const room = Math.max(0, IDEA_MAX_LENGTH - (value.length - Math.max(0, end - start)));
  if (pasted.length <= room) return undefined;
  const count = pasted.length;
  // Each form starts with its space, so that the word after its brace reads as no placeholder (i18n:check).
  return t`Se pegaron ${plural(count, { one: '# carácter', other: '# caracteres' })}; solo${plural(room, { one: ' cabe #', other: ' caben #' })}.`;
}
