import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@contracts/documents';
import { ENTITY_ID_MESSAGES, entityFormProblem } from './entity-id-form';
import { ENTITY_INVALID_MESSAGE, entityCheckMessage } from './validated-entity';
import { translate } from '@contracts/i18n/texts';

describe('the document demo names the real problem of an entity id (issue 24)', () => {
  it('asks for the type first, then for an id', () => {
    expect(entityFormProblem({ kind: '', id: '12' })).toBe(translate(DOCUMENT_MESSAGES.entitySelect));
    expect(entityFormProblem({ kind: 'teacher', id: '  ' })).toBe(ENTITY_ID_MESSAGES.idRequired);
  });

  it('says an id must be a whole positive number, not that no entity is selected', () => {
    for (const id of ['abc', '1.5', '-3', '0', '12a'])
      expect(entityFormProblem({ kind: 'course', id })).toBe(ENTITY_ID_MESSAGES.idNotWhole);
    expect(entityFormProblem({ kind: 'student', id: ' 12 ' })).toBeUndefined();
  });

  it('says an id that does not exist by its id, and keeps the general message for other failures', () => {
    expect(entityCheckMessage(999, 404)).toBe(
      'La entidad con ID 999 no existe o no tienes permisos para acceder a ella',
    );
    expect(entityCheckMessage(5, 403)).toBe(translate(DOCUMENT_MESSAGES.entityUnavailable, { id: 5 }));
    expect(entityCheckMessage(5, 500)).toBe(ENTITY_INVALID_MESSAGE);
  });
});
