import { describe, expect, it } from 'vitest';
import { CourseFieldsSchema } from '@contracts/courses';
import { ApiError } from '@/lib/api-client';
import {
  acceptsBibliographyEntry,
  courseServerErrors,
  emptyCourseValues,
  toggleBadge,
  valuesFromCourse,
} from './course-form-model';

describe('the course form model', () => {
  it('adds a bibliography entry only for non-empty text starting with http', () => {
    expect(['https://a.test', 'http://b.test', ' HTTPS://c.test '].map(acceptsBibliographyEntry)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['', '   ', 'www.a.test', 'ftp://a.test'].map(acceptsBibliographyEntry)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('blocks a fourth badge and lets a picked one go', () => {
    expect(toggleBadge(['A', 'B', 'C'], 'D')).toEqual(['A', 'B', 'C']);
    expect(toggleBadge(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
    expect(toggleBadge(['A'], 'B')).toEqual(['A', 'B']);
  });

  it('starts semestral with no teacher, and reads a course back', () => {
    expect(emptyCourseValues()).toMatchObject({ duration_type: ['semestral'], teacher_id: 0, badge_code: [] });
    const course = {
      id: 1,
      name: 'Luz',
      course_code: 'L-1',
      duration_type: ['free'],
      teacher_id: null,
      teacher_name: null,
      description: null,
      is_special: true,
      has_badge: true,
      badge_code: 'B1,B2',
      bibliography: [],
      expertise_areas: ['vfx_simulations'],
      created_at: '',
      updated_at: '',
      can: { edit: true, delete: true, grade: true },
    };
    expect(valuesFromCourse(course)).toMatchObject({ badge_code: ['B1', 'B2'], teacher_id: 0, description: '' });
  });

  it('refuses no duration and a bad bibliography URL with the §5 messages', () => {
    const result = CourseFieldsSchema.safeParse({
      ...emptyCourseValues(),
      name: 'X',
      course_code: 'X',
      duration_type: [],
      bibliography: ['nope'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Selecciona al menos un tipo de duración', 'Debe ser una URL válida']),
    );
  });

  it("points a refused save at its field by the answer code, and leaves the schema's issues and other failures to others", () => {
    const answer = (status: number, body: object) => new ApiError(status, JSON.stringify(body));
    expect(
      courseServerErrors(answer(409, { code: 'COURSE_CODE_TAKEN', message: 'Ya existe un curso con el código X' })),
    ).toEqual([{ field: 'course_code', message: 'Ya existe un curso con el código X' }]);
    expect(
      courseServerErrors(answer(400, { code: 'UNKNOWN_TEACHER', message: 'El profesor asignado no existe' })),
    ).toEqual([{ field: 'teacher_id', message: 'El profesor asignado no existe' }]);
    expect(
      courseServerErrors(answer(400, { code: 'INVALID_COURSE_BADGES', message: 'Solo badges de curso: B9' })),
    ).toEqual([{ field: 'badge_code', message: 'Solo badges de curso: B9' }]);
    expect(
      courseServerErrors(
        answer(400, {
          code: 'VALIDATION_FAILED',
          message: 'Datos inválidos',
          issues: [{ path: ['badge_codes'], message: 'Máximo 3 badges por curso' }],
        }),
      ),
    ).toEqual([]);
    expect(courseServerErrors(answer(500, { code: 'INTERNAL', message: 'Internal error' }))).toEqual([]);
    expect(courseServerErrors(new Error('network'))).toEqual([]);
  });
});
