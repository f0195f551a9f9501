import { plural } from '@lingui/core/macro';

/** '1 documento', '3 documentos' (in the active language). */
export function documentCountText(count: number): string {
  return plural(count, { one: '# documento', other: '# documentos' });
}
