import type { Text } from '@contracts/i18n/texts';

/**
 * The words of the public faculty pages (issue 47), declared in Spanish and written in the reader's language
 * (decision 040: `Accept-Language`, the `lang` cookie, `?lang=`). What teachers typed stays as typed.
 */
export const PUBLIC_SITE_TEXTS = {
  facultyTitle: /*i18n*/ { id: 'publicSite.facultyTitle', message: 'Profesorado' },
  facultyHeading: /*i18n*/ { id: 'publicSite.facultyHeading', message: 'Profesorado de {school}' },
  facultyDescription: /*i18n*/ {
    id: 'publicSite.facultyDescription',
    message: 'Conoce al profesorado de {school}: artistas y profesionales en activo, sus obras y su trayectoria.',
  },
  searchLabel: /*i18n*/ { id: 'publicSite.searchLabel', message: 'Buscar por nombre' },
  areaLabel: /*i18n*/ { id: 'publicSite.areaLabel', message: 'Área' },
  allAreas: /*i18n*/ { id: 'publicSite.allAreas', message: 'Todas las áreas' },
  searchButton: /*i18n*/ { id: 'publicSite.searchButton', message: 'Buscar' },
  noResults: /*i18n*/ { id: 'publicSite.noResults', message: 'Ningún docente coincide con la búsqueda.' },
  noneYet: /*i18n*/ { id: 'publicSite.noneYet', message: 'Todavía no hay páginas publicadas.' },
  nextPage: /*i18n*/ { id: 'publicSite.nextPage', message: 'Siguientes docentes' },
  firstPage: /*i18n*/ { id: 'publicSite.firstPage', message: 'Volver al principio' },
  skipToContent: /*i18n*/ { id: 'publicSite.skipToContent', message: 'Saltar al contenido' },
  languageSwitch: /*i18n*/ { id: 'publicSite.languageSwitch', message: 'Idioma' },
  teacherDescription: /*i18n*/ { id: 'publicSite.teacherDescription', message: 'Docente de {school}.' },
  teacherDescriptionAreas: /*i18n*/ {
    id: 'publicSite.teacherDescriptionAreas',
    message: 'Docente de {school}: {areas}.',
  },
  photoOf: /*i18n*/ { id: 'publicSite.photoOf', message: 'Foto de {name}' },
  areasHeading: /*i18n*/ { id: 'publicSite.areasHeading', message: 'Áreas de especialidad' },
  bioHeading: /*i18n*/ { id: 'publicSite.bioHeading', message: 'Biografía' },
  linksHeading: /*i18n*/ { id: 'publicSite.linksHeading', message: 'Enlaces' },
  worksHeading: /*i18n*/ { id: 'publicSite.worksHeading', message: 'Obras destacadas' },
  entriesHeading: /*i18n*/ { id: 'publicSite.entriesHeading', message: 'Trayectoria' },
  badgesHeading: /*i18n*/ { id: 'publicSite.badgesHeading', message: 'Insignias' },
  verifyBadge: /*i18n*/ { id: 'publicSite.verifyBadge', message: 'Verificar la insignia {badge}' },
  awardedOn: /*i18n*/ { id: 'publicSite.awardedOn', message: 'Otorgada el {date}' },
  workImage: /*i18n*/ { id: 'publicSite.workImage', message: 'Imagen de la obra «{title}»' },
  seeWork: /*i18n*/ { id: 'publicSite.seeWork', message: 'Ver «{title}» completa' },
  backToFaculty: /*i18n*/ { id: 'publicSite.backToFaculty', message: 'Todo el profesorado' },
  portfolioLink: /*i18n*/ { id: 'publicSite.portfolioLink', message: 'Portafolio' },
  notFoundTitle: /*i18n*/ { id: 'publicSite.notFoundTitle', message: 'Página no encontrada' },
  notFoundBody: /*i18n*/ {
    id: 'publicSite.notFoundBody',
    message: 'Esta página no existe o no es pública.',
  },
  footer: /*i18n*/ { id: 'publicSite.footer', message: 'Páginas públicas del profesorado de {school}' },
} satisfies Record<string, Text>;
