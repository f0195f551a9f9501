import { t } from '@lingui/core/macro';
import { BADGE_MESSAGES } from '@contracts/badge-messages';
import { BADGE_IMAGE_EXTENSIONS, BADGE_IMAGE_MAX_BYTES } from '@contracts/badges';
import { translate } from '@contracts/i18n/texts';

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
const EXTENSIONS: readonly string[] = BADGE_IMAGE_EXTENSIONS;

/** The file's extension in lower case ('' without one). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Why the browser refuses a badge image before sending it, or null when it may go: a PNG, JPG or WebP by its
 * extension and its media type (never SVG), of at most 2 MB. The server checks the bytes again.
 */
export function badgeImageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!EXTENSIONS.includes(extensionOf(file.name))) return translate(BADGE_MESSAGES.imageType);
  // Some systems give no media type; the extension and the server's check of the bytes decide then.
  if (file.type && !IMAGE_TYPES.includes(file.type.toLowerCase())) return translate(BADGE_MESSAGES.imageType);
  if (file.size > BADGE_IMAGE_MAX_BYTES) return translate(BADGE_MESSAGES.imageTooLarge);
  return null;
}

/** The first file of a choice or drop and why it is refused (more than one file is refused too). */
export function pickBadgeImage(files: readonly File[]): { file: File | null; problem: string | null } {
  if (files.length === 0) return { file: null, problem: null };
  if (files.length > 1) return { file: null, problem: t`Selecciona una sola imagen.` };
  const file = files[0]!;
  const problem = badgeImageProblem(file);
  return problem ? { file: null, problem } : { file, problem: null };
}
