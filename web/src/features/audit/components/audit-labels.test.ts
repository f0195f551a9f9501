import { describe, expect, it } from 'vitest';
import { entityLabel } from './audit-labels';

describe('entityLabel', () => {
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
});
