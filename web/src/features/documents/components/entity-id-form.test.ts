import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { ENTITY_ID_MESSAGES, entityFormProblem } from './entity-id-form';
import { ENTITY_INVALID_MESSAGE, entityCheckMessage } from './validated-entity';
import { translate } from '@contracts/i18n/texts';

describe('the document demo names the real problem of an entity id (issue 24)', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });

  it('asks for the type first, then for an id', () => {
    expect(entityFormProblem({ kind: '', id: '12' })).toBe(translate(DOCUMENT_MESSAGES.entitySelect));
    expect(entityFormProblem({ kind: 'teacher', id: '  ' })).toBe('Escribe el ID de la entidad.');
  });

  it('says an id must be a whole positive number, not that no entity is selected', () => {
    for (const id of ['abc', '1.5', '-3', '0', '12a'])
      expect(entityFormProblem({ kind: 'course', id })).toBe(i18n._(ENTITY_ID_MESSAGES.idNotWhole));
    expect(entityFormProblem({ kind: 'student', id: ' 12 ' })).toBeUndefined();
  });

  it('says an id that does not exist by its id, and keeps the general message for other failures', () => {
    expect(entityCheckMessage(999, 404)).toBe(
      'La entidad con ID 999 no existe o no tienes permisos para acceder a ella',
    );
    expect(entityCheckMessage(5, 403)).toBe(translate(DOCUMENT_MESSAGES.entityUnavailable, { id: 5 }));
    expect(entityCheckMessage(5, 500)).toBe(i18n._(ENTITY_INVALID_MESSAGE));
  });

  it('names the problem in the active language', () => {
    i18n.activate('en');
    try {
      expect(entityFormProblem({ kind: 'teacher', id: '' })).toBe("Enter the entity's ID.");
      expect(entityCheckMessage(5, 500)).toBe('Error validating the entity. Check the ID and the type.');
    } finally {
      i18n.activate('es');
    }
  });
});
