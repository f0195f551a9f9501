import { codesOf, type CatalogueEntry } from './catalogue';

export const ACCOUNT_TYPES = [
  { code: 'monetaria', label: 'Monetaria' },
  { code: 'ahorro', label: 'Ahorro' },
] as const satisfies readonly CatalogueEntry[];

export type AccountTypeCode = (typeof ACCOUNT_TYPES)[number]['code'];
export const ACCOUNT_TYPE_CODES = codesOf(ACCOUNT_TYPES);
