import { codesOf, type CatalogueItem } from './catalogue';

export const ACADEMIC_TITLES = [
  { code: 'none', label: /*i18n*/ { id: 'catalogue.academicTitle.none', message: 'Ninguno' } },
  { code: 'licenciado', label: /*i18n*/ { id: 'catalogue.academicTitle.licenciado', message: 'Licenciado' } },
  { code: 'magister', label: /*i18n*/ { id: 'catalogue.academicTitle.magister', message: 'Magister' } },
  { code: 'doctor_md', label: /*i18n*/ { id: 'catalogue.academicTitle.doctor-md', message: 'Doctor(MD)' } },
  { code: 'doctor_phd', label: /*i18n*/ { id: 'catalogue.academicTitle.doctor-phd', message: 'Doctor(PhD)' } },
] as const satisfies readonly CatalogueItem[];

export type AcademicTitleCode = (typeof ACADEMIC_TITLES)[number]['code'];
export const ACADEMIC_TITLE_CODES = codesOf(ACADEMIC_TITLES);
