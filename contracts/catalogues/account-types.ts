import { codesOf, type CatalogueEntry } from './catalogue';

export const ACCOUNT_TYPES = [
  { code: 'monetaria', label: 'Monetaria', labels: { en: 'Checking' } },
  { code: 'ahorro', label: 'Ahorro', labels: { en: 'Savings' } },
] as const satisfies readonly CatalogueEntry[];

export type AccountTypeCode = (typeof ACCOUNT_TYPES)[number]['code'];
export const ACCOUNT_TYPE_CODES = codesOf(ACCOUNT_TYPES);
