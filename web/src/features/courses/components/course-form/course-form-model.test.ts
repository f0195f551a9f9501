import { describe, expect, it } from 'vitest';
import { CourseFieldsSchema } from '@contracts/courses';
import { acceptsBibliographyEntry, emptyCourseValues, toggleBadge, valuesFromCourse } from './course-form-model';

describe('the course form model', () => {
  it('adds a bibliography entry only for non-empty text starting with http', () => {
    expect(['https://a.test', 'http://b.test', ' HTTPS://c.test '].map(acceptsBibliographyEntry)).toEqual([true, true, true]);
    expect(['', '   ', 'www.a.test', 'ftp://a.test'].map(acceptsBibliographyEntry)).toEqual([false, false, false, false]);
  });

  it('blocks a fourth badge and lets a picked one go', () => {
    expect(toggleBadge(['A', 'B', 'C'], 'D')).toEqual(['A', 'B', 'C']);
    expect(toggleBadge(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
    expect(toggleBadge(['A'], 'B')).toEqual(['A', 'B']);
  });

  it('starts semestral with no teacher, and reads a course back', () => {
    expect(emptyCourseValues()).toMatchObject({ duration_type: ['semestral'], teacher_id: 0, badge_code: [] });
    const course = { id: 1, name: 'Luz', course_code: 'L-1', duration_type: ['free'], teacher_id: null, description: null, is_special: true, has_badge: true, badge_code: 'B1,B2', bibliography: [], expertise_areas: ['vfx_simulations'], created_at: '', updated_at: '' };
    expect(valuesFromCourse(course)).toMatchObject({ badge_code: ['B1', 'B2'], teacher_id: 0, description: '' });
  });

  it('refuses no duration and a bad bibliography URL with the §5 messages', () => {
    const result = CourseFieldsSchema.safeParse({ ...emptyCourseValues(), name: 'X', course_code: 'X', duration_type: [], bibliography: ['nope'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(expect.arrayContaining(['Selecciona al menos un tipo de duración', 'Debe ser una URL válida']));
  });
});
