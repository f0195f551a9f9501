import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { teacherLabelOf } from './course-teacher';

describe('teacherLabelOf', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

  it("names the course's teacher, not merely that one is assigned", () => {
    expect(teacherLabelOf({ teacher_id: 7, teacher_name: 'Lucía Méndez' })).toBe('Lucía Méndez');
  });

  it('answers null without a teacher, and the id when the name is missing, in the active language', () => {
    expect(teacherLabelOf({ teacher_id: null, teacher_name: null })).toBeNull();
    expect(teacherLabelOf({ teacher_id: 7, teacher_name: null })).toBe('Profesor #7');
    i18n.activate('en');
    expect(teacherLabelOf({ teacher_id: 7, teacher_name: null })).toBe('Teacher #7');
  });
});
