import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import type { Grade } from '@contracts/grades';
import { averageOf, currentTerm, groupGrades, latestGradedTerm } from './grade-groups';

const grade = (course_title: string, value: string, academic_year: number, semester: string): Grade => ({
  id: Math.random(),
  student_id: 1,
  student_name: 'A',
  student_code: 'S1',
  course_id: null,
  course_title,
  teacher_id: null,
  teacher_name: null,
  grade: value,
  semester,
  academic_year,
  created_at: '',
  updated_at: '',
  can: { edit: false, delete: false },
});

describe('a student’s grades', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

  it('group by year and semester, newest first, sorted by course or by grade', () => {
    const grades = [
      grade('Dibujo', '80', 2025, '1'),
      grade('Animación', 'A', 2026, '1'),
      grade('Color', '95', 2026, '1'),
      grade('Luz', '70', 2026, '2'),
    ];
    const byCourse = groupGrades(grades, 'course');
    expect(byCourse.map((group) => group.title)).toEqual([
      '2026 · Segundo semestre',
      '2026 · Primer semestre',
      '2025 · Primer semestre',
    ]);
    expect(byCourse[1]!.grades.map((entry) => entry.course_title)).toEqual(['Animación', 'Color']);
    expect(groupGrades(grades, 'grade')[1]!.grades.map((entry) => entry.grade)).toEqual(['95', 'A']);
  });

  it('average only the numeric grades', () => {
    expect(averageOf([grade('a', '80', 2026, '1'), grade('b', '91', 2026, '1'), grade('c', 'B+', 2026, '1')])).toBe(
      85.5,
    );
    expect(averageOf([grade('c', 'B+', 2026, '1')])).toBeUndefined();
  });

  it('default a new grade to the term of the date', () => {
    expect(currentTerm(new Date(2026, 2, 10))).toEqual({ semester: '1', academicYear: 2026 });
    expect(currentTerm(new Date(2026, 6, 1))).toEqual({ semester: '2', academicYear: 2026 });
  });

  it('put terms without a year or semester last', () => {
    const groups = groupGrades(
      [{ ...grade('Sin', '60', 2026, '1'), academic_year: null, semester: null }, grade('Con', '70', 2024, '2')],
      'course',
    );
    expect(groups.map((group) => group.title)).toEqual(['2024 · Segundo semestre', 'Sin año · Sin semestre']);
  });
});

describe('latestGradedTerm', () => {
  const june2026 = new Date(2026, 5, 15);

  it('opens on the latest term that has grades: the newest year, then the later semester', () => {
    const grades = [grade('A', '80', 2025, '2'), grade('B', '90', 2024, 'verano'), grade('C', '70', 2025, '1')];
    expect(latestGradedTerm(grades, june2026)).toEqual({ semester: '2', academicYear: 2025 });
  });

  it('skips grades without a term and falls back to the current term when none has one', () => {
    const untermed = { semester: null, academic_year: null };
    expect(latestGradedTerm([untermed, grade('A', '80', 2024, '1')], june2026)).toEqual({
      semester: '1',
      academicYear: 2024,
    });
    expect(latestGradedTerm([untermed], june2026)).toEqual({ semester: '1', academicYear: 2026 });
    expect(latestGradedTerm([], new Date(2026, 8, 1))).toEqual({ semester: '2', academicYear: 2026 });
  });
});
