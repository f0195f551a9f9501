// The portfolios' limits and texts, without zod: the Trombinoscopio's cards import this, not the schemas.

export const PORTFOLIO_MAX_WORKS = 30;
export const PORTFOLIO_IMAGE_MAX_BYTES = 10_000_000;
export const PORTFOLIO_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const PORTFOLIO_YEAR_MIN = 1900;
/** How many thumbnails a Trombinoscopio card shows. */
export const PORTFOLIO_CARD_PREVIEW = 3;

export const PORTFOLIO_VISIBILITIES = ['public', 'staff'] as const;
export type PortfolioVisibility = (typeof PORTFOLIO_VISIBILITIES)[number];
export const PORTFOLIO_VISIBILITY_LABELS: Record<PortfolioVisibility, string> = {
  public: 'Visible para toda la escuela',
  staff: 'Solo administración',
};

export const PORTFOLIO_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: 'Máximo 120 caracteres',
  yearInvalid: (max: number) => `El año debe ser un número entero entre ${PORTFOLIO_YEAR_MIN} y ${max}`,
  techniqueInvalid: 'Técnica inválida',
  techniqueNoteTooLong: 'Máximo 120 caracteres',
  descriptionTooLong: 'Máximo 2000 caracteres',
  linkInvalid: 'El enlace debe empezar por http:// o https://',
  linkTooLong: 'Máximo 500 caracteres',
  visibilityInvalid: 'Visibilidad inválida',
  imageRequired: 'Selecciona una imagen de la obra',
  imageType: 'La imagen debe ser JPG, PNG o WebP',
  imageTooLarge: 'La imagen no puede superar 10 MB',
  imageUnreadable: 'No se pudo leer la imagen',
  tooMany: `El portafolio ya tiene ${PORTFOLIO_MAX_WORKS} obras`,
  notFound: 'Obra no encontrada',
  orderInvalid: 'El nuevo orden debe incluir cada obra del portafolio una sola vez',
  hideReasonRequired: 'Escribe el motivo por el que se oculta la obra',
  hideReasonTooLong: 'Máximo 500 caracteres',
  techniqueLabelRequired: 'El nombre de la técnica es obligatorio',
  techniqueLabelTooLong: 'Máximo 80 caracteres',
  techniqueTaken: (label: string) => `Ya existe la técnica ${label}`,
  techniqueNotFound: 'Técnica no encontrada entre las añadidas por la administración',
  techniqueInUse: (works: number) =>
    works === 1
      ? 'No se puede eliminar: 1 obra usa esta técnica. Cambia su nombre o la técnica de esa obra.'
      : `No se puede eliminar: ${works} obras usan esta técnica. Cambia su nombre o la técnica de esas obras.`,
  // Toasts and the teacher's notification
  created: 'Obra añadida al portafolio',
  updated: 'Obra actualizada',
  deleted: 'Obra eliminada del portafolio',
  reordered: 'Orden del portafolio guardado',
  hidden: 'Obra ocultada',
  unhidden: 'Obra visible de nuevo',
  hiddenTitle: 'Una obra de tu portafolio fue ocultada',
  hiddenBody: (title: string, reason: string) => `La administración ocultó «${title}»: ${reason}`,
} as const;
