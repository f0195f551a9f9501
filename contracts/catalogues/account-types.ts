import { codesOf, type CatalogueItem } from './catalogue';

export const ACCOUNT_TYPES = [
  { code: 'monetaria', label: /*i18n*/ { id: 'catalogue.accountType.monetaria', message: 'Monetaria' } },
  { code: 'ahorro', label: /*i18n*/ { id: 'catalogue.accountType.ahorro', message: 'Ahorro' } },
] as const satisfies readonly CatalogueItem[];

export type AccountTypeCode = (typeof ACCOUNT_TYPES)[number]['code'];
export const ACCOUNT_TYPE_CODES = codesOf(ACCOUNT_TYPES);
