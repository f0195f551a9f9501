import { describe, expect, it } from 'vitest';
import {
  csvColumnOfHeader,
  csvHeaderKey,
  csvHeaderLabel,
  csvHeaderNames,
  csvTemplateHeaders,
  PEOPLE_CSV_HEADERS,
  STUDENT_CSV_COLUMNS,
  TEACHER_CSV_COLUMNS,
} from './people-csv';

describe('people CSV headers', () => {
  it('compare ignoring case, accents, surrounding spaces and underscores', () => {
    expect(csvHeaderKey('  Correo ELECTRÓNICO ')).toBe('correo electronico');
    expect(csvHeaderKey('full_name')).toBe('full name');
    expect(csvHeaderKey('Año   de\tingreso')).toBe('ano de ingreso');
  });

  it.each([
    ['Nombre completo', 'full_name'],
    ['nombre completo', 'full_name'],
    ['full_name', 'full_name'],
    ['FULL_NAME', 'full_name'],
    [' Correo electronico ', 'email'],
    ['Carné', 'student_id'],
    ['CARNE', 'student_id'],
    ['Matrícula', 'student_id'],
    ['matricula', 'student_id'],
    ['ID de estudiante', 'student_id'],
    ['student_id', 'student_id'],
    ['Año de ingreso', 'enrollment_year'],
    ['Puede subir documentos', 'can_upload_documents'],
    ['activo', 'is_active'],
  ])('map the student header %j to %s', (header, column) => {
    expect(csvColumnOfHeader('students', header)).toBe(column);
  });

  it('map the teachers’ headers, and know no header of the other kind', () => {
    expect(csvColumnOfHeader('teachers', 'Código de profesor')).toBe('teacher_code');
    expect(csvColumnOfHeader('teachers', 'Áreas de especialidad')).toBe('expertise_areas');
    expect(csvColumnOfHeader('teachers', 'paises')).toBe('countries');
    expect(csvColumnOfHeader('teachers', 'Carné')).toBeUndefined();
    expect(csvColumnOfHeader('students', 'Biografía')).toBeUndefined();
    expect(csvColumnOfHeader('students', 'Observaciones')).toBeUndefined();
  });

  it('name every column of both kinds, each header meaning one column only', () => {
    expect(Object.keys(PEOPLE_CSV_HEADERS.teachers).sort()).toEqual([...TEACHER_CSV_COLUMNS].sort());
    expect(Object.keys(PEOPLE_CSV_HEADERS.students).sort()).toEqual([...STUDENT_CSV_COLUMNS].sort());
    for (const kind of ['teachers', 'students'] as const) {
      const keys = Object.values(PEOPLE_CSV_HEADERS[kind]).flatMap((headers) =>
        csvHeaderNames(headers).map(csvHeaderKey),
      );
      expect(new Set(keys).size).toBe(keys.length);
      for (const [column, headers] of Object.entries(PEOPLE_CSV_HEADERS[kind]))
        for (const name of csvHeaderNames(headers)) expect(csvColumnOfHeader(kind, name)).toBe(column);
    }
  });

  it.each([
    ['teachers', 'Full name', 'full_name'],
    ['teachers', 'Years of experience', 'experience_years'],
    ['teachers', 'esarte alumni', 'esarte_alumni'],
    ['students', 'Student ID', 'student_id'],
    ['students', 'EMAIL', 'email'],
    ['students', 'Can upload documents', 'can_upload_documents'],
  ] as const)('map the English %s header %j to %s', (kind, header, column) => {
    expect(csvColumnOfHeader(kind, header)).toBe(column);
  });

  it('write the template in the reader’s language, in the export’s column order', () => {
    expect(csvTemplateHeaders('students', 'en')).toEqual([
      'Full name',
      'Student ID',
      'Email',
      'Phone',
      'Program',
      'Enrollment year',
      'Can upload documents',
      'Active',
    ]);
    expect(csvTemplateHeaders('students', 'es')).toEqual([
      'Nombre completo',
      'Carné',
      'Correo electrónico',
      'Teléfono',
      'Programa',
      'Año de ingreso',
      'Puede subir documentos',
      'Activo',
    ]);
    expect(csvTemplateHeaders('teachers', 'es')).toHaveLength(TEACHER_CSV_COLUMNS.length);
    expect(csvHeaderLabel('teachers', 'bio', 'es')).toBe('Biografía');
    expect(csvHeaderLabel('teachers', 'bio', 'en')).toBe('Biography');
  });
});
