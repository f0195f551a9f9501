import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { entityLabel } from './audit-labels';

describe('entityLabel', () => {
  beforeEach(() => {
    i18n.load({ es, en });
    i18n.activate('en');
  });

  it("names the subject, with its kind and id (the log said 'Teacher #1', 'User #154')", () => {
    expect(entityLabel({ entity_type: 'teacher', entity_id: 1, entity_name: 'Olga Ruiz' })).toBe(
      'Olga Ruiz (Teacher #1)',
    );
    expect(entityLabel({ entity_type: 'user', entity_id: 154, entity_name: 'marta.lopez' })).toBe(
      'marta.lopez (User #154)',
    );
  });

  it('keeps the id of a subject since deleted, and says so', () => {
    expect(entityLabel({ entity_type: 'teacher', entity_id: 1, entity_name: null })).toBe('Deleted teacher (#1)');
    expect(entityLabel({ entity_type: 'student', entity_id: 7, entity_name: null })).toBe('Deleted student (#7)');
  });

  it('writes kinds without names by their id, the kind alone without one, and a dash for no subject', () => {
    expect(entityLabel({ entity_type: 'idea', entity_id: 3, entity_name: null })).toBe('Idea #3');
    expect(entityLabel({ entity_type: 'setting', entity_id: null, entity_name: null })).toBe('Setting');
    expect(entityLabel({ entity_type: null, entity_id: null, entity_name: null })).toBe('—');
  });

  it("speaks the person's language: Spanish to one who reads it", () => {
    i18n.activate('es');
    expect(entityLabel({ entity_type: 'teacher', entity_id: 1, entity_name: 'Olga Ruiz' })).toBe(
      'Olga Ruiz (Profesor #1)',
    );
    expect(entityLabel({ entity_type: 'badge', entity_id: 2, entity_name: null })).toBe('Insignia eliminada (#2)');
    expect(entityLabel({ entity_type: 'setting', entity_id: null, entity_name: null })).toBe('Ajuste');
  });
});
