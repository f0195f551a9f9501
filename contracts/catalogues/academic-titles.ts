import { codesOf, type CatalogueEntry } from './catalogue';

export const ACADEMIC_TITLES = [
  { code: 'none', label: 'Ninguno', labels: { en: 'None' } },
  { code: 'licenciado', label: 'Licenciado', labels: { en: "Bachelor's degree" } },
  { code: 'magister', label: 'Magister', labels: { en: "Master's degree" } },
  { code: 'doctor_md', label: 'Doctor(MD)', labels: { en: 'Doctor (MD)' } },
  { code: 'doctor_phd', label: 'Doctor(PhD)', labels: { en: 'Doctor (PhD)' } },
] as const satisfies readonly CatalogueEntry[];

export type AcademicTitleCode = (typeof ACADEMIC_TITLES)[number]['code'];
export const ACADEMIC_TITLE_CODES = codesOf(ACADEMIC_TITLES);
