import { describe, expect, it } from 'vitest';
import { teacherLabelOf } from './course-teacher';

describe('teacherLabelOf', () => {
  it("names the course's teacher, not merely that one is assigned", () => {
    expect(teacherLabelOf({ teacher_id: 7, teacher_name: 'Lucía Méndez' })).toBe('Lucía Méndez');
  });

  it('answers null without a teacher, and the id when the name is missing', () => {
    expect(teacherLabelOf({ teacher_id: null, teacher_name: null })).toBeNull();
    expect(teacherLabelOf({ teacher_id: 7, teacher_name: null })).toBe('Profesor #7');
  });
});
