/** The badges' texts, without zod: a first screen that shows badges imports this, not the schemas. */
export const BADGE_YEAR_MIN = 2000;

export const BADGE_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'badges.nameRequired', message: 'El nombre del badge es obligatorio' },
  nameTooLong: /*i18n*/ { id: 'badges.nameTooLong', message: 'Máximo 120 caracteres' },
  codeRequired: /*i18n*/ { id: 'badges.codeRequired', message: 'El código del badge es obligatorio' },
  codeFormat: /*i18n*/ {
    id: 'badges.codeFormat',
    message: 'El código solo puede tener letras, números, guiones y guiones bajos (máximo 20)',
  },
  /** Values: `code`. */
  codeTaken: /*i18n*/ { id: 'badges.codeTaken', message: 'Ya existe un badge con el código {code}' },
  typeInvalid: /*i18n*/ { id: 'badges.typeInvalid', message: 'Tipo de badge inválido' },
  /** Values: `min` (BADGE_YEAR_MIN), `max`. */
  yearInvalid: /*i18n*/ {
    id: 'badges.yearInvalid',
    message: 'El año debe ser un número entero entre {min} y {max}',
  },
  descriptionTooLong: /*i18n*/ { id: 'badges.descriptionTooLong', message: 'Máximo 1000 caracteres' },
  colorInvalid: /*i18n*/ { id: 'badges.colorInvalid', message: 'El color debe ser un color hexadecimal (#rrggbb)' },
  imageType: /*i18n*/ { id: 'badges.imageType', message: 'La imagen debe ser PNG, JPG o WebP' },
  imageTooLarge: /*i18n*/ { id: 'badges.imageTooLarge', message: 'La imagen no puede superar 2 MB' },
  notFound: /*i18n*/ { id: 'badges.notFound', message: 'Badge no encontrado' },
  idInvalid: /*i18n*/ { id: 'badges.idInvalid', message: 'ID de badge inválido' },
  imageNotFound: /*i18n*/ { id: 'badges.imageNotFound', message: 'Este badge no tiene imagen' },
  formRequired: /*i18n*/ {
    id: 'badges.formRequired',
    message: 'El badge debe enviarse como formulario (multipart/form-data)',
  },
  alreadyAssigned: /*i18n*/ { id: 'badges.alreadyAssigned', message: 'Este badge ya está asignado a este usuario' },
  recipientNotFound: /*i18n*/ { id: 'badges.recipientNotFound', message: 'El destinatario no existe' },
  assignmentNotFound: /*i18n*/ { id: 'badges.assignmentNotFound', message: 'Este usuario no tiene este badge' },
  recipientForbidden: /*i18n*/ {
    id: 'badges.recipientForbidden',
    message: 'Solo el personal y la propia persona ven los badges de un estudiante o de un miembro del personal',
  },
  notesTooLong: /*i18n*/ { id: 'badges.notesTooLong', message: 'Las notas no pueden superar 500 caracteres' },
} as const;
