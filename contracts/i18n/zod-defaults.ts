import { z } from 'zod';
import { translate } from './texts';

/**
 * Zod's own messages ('Invalid input: expected boolean, received string') must not reach a person (issue 44): a
 * schema that gives no message of its own for a case gets one of these, in plain words and in the reader's language.
 * Set once, globally, by the first contracts module that loads zod (auth.ts, ids.ts, lists.ts import this).
 */
export const ZOD_DEFAULT_TEXTS = {
  missing: /*i18n*/ { id: 'validation.missing', message: 'Falta un dato obligatorio.' },
  wrongType: /*i18n*/ { id: 'validation.wrongType', message: 'Un dato enviado no es del tipo esperado.' },
  tooSmall: /*i18n*/ { id: 'validation.tooSmall', message: 'Un dato enviado es demasiado corto o pequeño.' },
  tooBig: /*i18n*/ { id: 'validation.tooBig', message: 'Un dato enviado es demasiado largo o grande.' },
  format: /*i18n*/ { id: 'validation.format', message: 'Un dato enviado no tiene el formato esperado.' },
  choice: /*i18n*/ { id: 'validation.choice', message: 'Un dato enviado no es una de las opciones permitidas.' },
  unknownKeys: /*i18n*/ { id: 'validation.unknownKeys', message: 'El formulario lleva campos que no se esperan.' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'Un dato enviado no es válido.' },
};

z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return translate(issue.input === undefined ? ZOD_DEFAULT_TEXTS.missing : ZOD_DEFAULT_TEXTS.wrongType);
      case 'too_small':
        return translate(ZOD_DEFAULT_TEXTS.tooSmall);
      case 'too_big':
        return translate(ZOD_DEFAULT_TEXTS.tooBig);
      case 'invalid_format':
        return translate(ZOD_DEFAULT_TEXTS.format);
      case 'invalid_value':
        return translate(ZOD_DEFAULT_TEXTS.choice);
      case 'unrecognized_keys':
        return translate(ZOD_DEFAULT_TEXTS.unknownKeys);
      default:
        return translate(ZOD_DEFAULT_TEXTS.invalid);
    }
  },
});
