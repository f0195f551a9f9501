/** The badges' texts, without zod: a first screen that shows badges imports this, not the schemas. */
export const BADGE_YEAR_MIN = 2000;

export const BADGE_MESSAGES = {
  nameRequired: 'El nombre del badge es obligatorio',
  nameTooLong: 'Máximo 120 caracteres',
  codeRequired: 'El código del badge es obligatorio',
  codeFormat: 'El código solo puede tener letras, números, guiones y guiones bajos (máximo 20)',
  codeTaken: (code: string) => `Ya existe un badge con el código ${code}`,
  typeInvalid: 'Tipo de badge inválido',
  yearInvalid: (max: number) => `El año debe ser un número entero entre ${BADGE_YEAR_MIN} y ${max}`,
  descriptionTooLong: 'Máximo 1000 caracteres',
  colorInvalid: 'El color debe ser un color hexadecimal (#rrggbb)',
  imageType: 'La imagen debe ser PNG, JPG o WebP',
  imageTooLarge: 'La imagen no puede superar 2 MB',
  notFound: 'Badge no encontrado',
  idInvalid: 'ID de badge inválido',
  imageNotFound: 'Este badge no tiene imagen',
  formRequired: 'El badge debe enviarse como formulario (multipart/form-data)',
  alreadyAssigned: 'Este badge ya está asignado a este usuario',
  recipientNotFound: 'El destinatario no existe',
  assignmentNotFound: 'Este usuario no tiene este badge',
  recipientForbidden:
    'Solo el personal y la propia persona ven los badges de un estudiante o de un miembro del personal',
  notesTooLong: 'Las notas no pueden superar 500 caracteres',
  // §8 toasts
  assigned: 'Badge asignado',
  assignFailed: 'Hubo un error al asignar el badge',
  removed: 'Badge eliminado',
  removeFailed: 'Hubo un error al eliminar el badge',
  created: 'Badge creado correctamente',
  createFailed: 'Error al crear el badge',
  updated: 'Badge actualizado correctamente',
  updateFailed: 'Error al actualizar el badge',
  deleted: 'Badge eliminado correctamente',
  deleteFailed: 'Error al eliminar el badge',
  formFailed: 'No se pudo procesar el formulario. Inténtelo de nuevo.',
  loadFailed: 'Error al cargar los badges',
  loadRecipientFailed: 'Error al cargar badges',
  // The notification of an award (the recipient's bell)
  awardedTitle: 'Nuevo badge',
  awardedBody: (name: string) => `Has recibido el badge ${name}.`,
} as const;
