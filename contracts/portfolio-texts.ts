// The portfolios' limits and texts, without zod: the Trombinoscopio's cards import this, not the schemas.

export const PORTFOLIO_MAX_WORKS = 30;
export const PORTFOLIO_IMAGE_MAX_BYTES = 10_000_000;
export const PORTFOLIO_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const PORTFOLIO_YEAR_MIN = 1900;
/** How many thumbnails a Trombinoscopio card shows. */
export const PORTFOLIO_CARD_PREVIEW = 3;

export const PORTFOLIO_VISIBILITIES = ['public', 'staff'] as const;
export type PortfolioVisibility = (typeof PORTFOLIO_VISIBILITIES)[number];

export const PORTFOLIO_MESSAGES = {
  titleRequired: /*i18n*/ { id: 'portfolio.titleRequired', message: 'El título es obligatorio' },
  titleTooLong: /*i18n*/ { id: 'portfolio.titleTooLong', message: 'Máximo 120 caracteres' },
  /** Values: `min` (PORTFOLIO_YEAR_MIN), `max`. */
  yearInvalid: /*i18n*/ {
    id: 'portfolio.yearInvalid',
    message: 'El año debe ser un número entero entre {min} y {max}',
  },
  techniqueInvalid: /*i18n*/ { id: 'portfolio.techniqueInvalid', message: 'Técnica inválida' },
  techniqueNoteTooLong: /*i18n*/ { id: 'portfolio.techniqueNoteTooLong', message: 'Máximo 120 caracteres' },
  descriptionTooLong: /*i18n*/ { id: 'portfolio.descriptionTooLong', message: 'Máximo 2000 caracteres' },
  linkInvalid: /*i18n*/ { id: 'portfolio.linkInvalid', message: 'El enlace debe empezar por http:// o https://' },
  linkTooLong: /*i18n*/ { id: 'portfolio.linkTooLong', message: 'Máximo 500 caracteres' },
  visibilityInvalid: /*i18n*/ { id: 'portfolio.visibilityInvalid', message: 'Visibilidad inválida' },
  imageRequired: /*i18n*/ { id: 'portfolio.imageRequired', message: 'Selecciona una imagen de la obra' },
  imageType: /*i18n*/ { id: 'portfolio.imageType', message: 'La imagen debe ser JPG, PNG o WebP' },
  imageTooLarge: /*i18n*/ { id: 'portfolio.imageTooLarge', message: 'La imagen no puede superar 10 MB' },
  imageUnreadable: /*i18n*/ { id: 'portfolio.imageUnreadable', message: 'No se pudo leer la imagen' },
  /** Values: `max` (PORTFOLIO_MAX_WORKS). */
  tooMany: /*i18n*/ { id: 'portfolio.tooMany', message: 'El portafolio ya tiene {max} obras' },
  notFound: /*i18n*/ { id: 'portfolio.notFound', message: 'Obra no encontrada' },
  orderInvalid: /*i18n*/ {
    id: 'portfolio.orderInvalid',
    message: 'El nuevo orden debe incluir cada obra del portafolio una sola vez',
  },
  hideReasonRequired: /*i18n*/ {
    id: 'portfolio.hideReasonRequired',
    message: 'Escribe el motivo por el que se oculta la obra',
  },
  hideReasonTooLong: /*i18n*/ { id: 'portfolio.hideReasonTooLong', message: 'Máximo 500 caracteres' },
  techniqueLabelRequired: /*i18n*/ {
    id: 'portfolio.techniqueLabelRequired',
    message: 'El nombre de la técnica es obligatorio',
  },
  techniqueLabelTooLong: /*i18n*/ { id: 'portfolio.techniqueLabelTooLong', message: 'Máximo 80 caracteres' },
  /** Values: `label`. */
  techniqueTaken: /*i18n*/ { id: 'portfolio.techniqueTaken', message: 'Ya existe la técnica {label}' },
  techniqueNotFound: /*i18n*/ {
    id: 'portfolio.techniqueNotFound',
    message: 'Técnica no encontrada entre las añadidas por la administración',
  },
  /** Values: `works`. */
  techniqueInUse: /*i18n*/ {
    id: 'portfolio.techniqueInUse',
    message:
      'No se puede eliminar: {works, plural, one {1 obra usa esta técnica. Cambia su nombre o la técnica de esa obra.} other {# obras usan esta técnica. Cambia su nombre o la técnica de esas obras.}}',
  },
} as const;
