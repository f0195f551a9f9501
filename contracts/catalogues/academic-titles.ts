import { codesOf, type CatalogueEntry } from './catalogue';

export const ACADEMIC_TITLES = [
  { code: 'none', label: 'Ninguno' },
  { code: 'licenciado', label: 'Licenciado' },
  { code: 'magister', label: 'Magister' },
  { code: 'doctor_md', label: 'Doctor(MD)' },
  { code: 'doctor_phd', label: 'Doctor(PhD)' },
] as const satisfies readonly CatalogueEntry[];

export type AcademicTitleCode = (typeof ACADEMIC_TITLES)[number]['code'];
export const ACADEMIC_TITLE_CODES = codesOf(ACADEMIC_TITLES);
