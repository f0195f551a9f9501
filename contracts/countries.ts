import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import type { CatalogueEntry } from './catalogues/catalogue';

countries.registerLocale(es);

/** ISO 3166-1 alpha-2 codes with their Spanish names, from the maintained i18n-iso-countries list. */
export const COUNTRIES: readonly CatalogueEntry[] = Object.entries(countries.getNames('es', { select: 'official' }))
  .map(([code, label]) => ({ code, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

export const COUNTRY_CODES = new Set(COUNTRIES.map((entry) => entry.code));

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code);
}
