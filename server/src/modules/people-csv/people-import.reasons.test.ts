import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { loadServerTexts } from '../../i18n/server-texts';
import { readImportFile } from './people-import.read';
import { writeReason } from './people-import.service';

beforeAll(() => loadServerTexts({ languageNow: () => 'es' }));

/**
 * The reasons a file's rows get, read as the worker task reads them (no database, plain data), then written in
 * `language` as the preview's answer writes them.
 */
function reasonsFor(kind: 'teachers' | 'students', lines: string[], language: Language = 'es') {
  return readImportFile(kind, new TextEncoder().encode(lines.join('\n'))).rows.map((row) =>
    row.reasons.map((reason) => writeReason(kind, reason, language)),
  );
}

const ENGLISH = /invalid|expected|input|received|too (big|small)|string|number|boolean/i;

describe('the reasons of a rejected row', () => {
  it('name the column as the file names it and say what to write, in Spanish', () => {
    const [reasons] = reasonsFor('students', [
      'NOMBRE COMPLETO;matricula;Correo Electronico;puede subir documentos;Año de ingreso',
      'Ana;A 1;no-es-correo;quizás;1800',
    ]);
    expect([...reasons!].sort()).toEqual(
      [
        "Columna 'matricula': usa solo letras, números, punto, guion o guion bajo, sin espacios",
        "Columna 'Año de ingreso': escribe un año entre 1990 y " + (new Date().getFullYear() + 1),
        "Columna 'puede subir documentos': escribe sí o no",
        "Columna 'Correo Electronico': escribe un correo electrónico válido, como nombre@escuela.edu",
      ].sort(),
    );
  });

  it('say so for the field names too ("can_upload_documents")', () => {
    const [reasons] = reasonsFor('students', [
      'full_name,student_id,email,can_upload_documents',
      'Ana,A1,ana@x.test,maybe',
    ]);
    expect(reasons).toEqual(["Columna 'can_upload_documents': escribe sí o no"]);
  });

  it('say which value is not in the catalogue', () => {
    const [reasons] = reasonsFor('teachers', [
      'Nombre completo;Correo electrónico;Áreas de especialidad;Países;Fecha de nacimiento;Años de experiencia',
      'Iris;iris@x.test;2d_animation,cocina;GT,ZZ;31/02/1980;-3',
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        "Columna 'Áreas de especialidad': 'cocina' no es un área de especialidad del catálogo (escribe códigos como 2d_animation, 3d_animation, separados por ;)",
        "Columna 'Países': 'ZZ' no es un país del catálogo (escribe códigos como GT, SV, separados por ;)",
        "Columna 'Fecha de nacimiento': escribe una fecha como 21/03/1985 o 1985-03-21",
        "Columna 'Años de experiencia': escribe un número entero entre 0 y 80",
      ]),
    );
  });

  it('name an empty required cell and a too long one', () => {
    const reasons = reasonsFor('students', [
      'Nombre completo;Carné;Correo electrónico;Programa',
      ';A1;ana@x.test;',
      `Ana;A2;;${'p'.repeat(201)}`,
    ]);
    expect(reasons[0]).toEqual(["Columna 'Nombre completo': no puede quedar vacía"]);
    expect([...reasons[1]!].sort()).toEqual(
      [
        "Columna 'Correo electrónico': no puede quedar vacía",
        "Columna 'Programa': admite como máximo 200 caracteres",
      ].sort(),
    );
  });

  it('are plain data until written, then in the reader’s language, numbers as it writes them', () => {
    const lines = ['Nombre completo;Correo electrónico;Biografía', `;ana@x.test;${'b'.repeat(5001)}`];
    const read = readImportFile('teachers', new TextEncoder().encode(lines.join('\n')));
    expect(JSON.parse(JSON.stringify(read.rows[0]!.reasons))).toEqual(read.rows[0]!.reasons);
    expect(read.rows[0]!.label).toBe('ana@x.test');
    expect([...reasonsFor('teachers', lines, 'en')[0]!].sort()).toEqual(
      ["Column 'Biografía': takes at most 5,000 characters", "Column 'Nombre completo': cannot be left empty"].sort(),
    );
    expect([...reasonsFor('teachers', lines, 'es')[0]!].sort()).toEqual(
      [
        "Columna 'Biografía': admite como máximo 5000 caracteres",
        "Columna 'Nombre completo': no puede quedar vacía",
      ].sort(),
    );
  });

  it('never carry the library’s English or a bare field name', () => {
    const reasons = reasonsFor('teachers', [
      'full_name,email,teacher_code,start_year,experience_years,birthdate,academic_titles,expertise_areas,countries,esarte_alumni,is_active,bio',
      `,x,${'c'.repeat(50)},dos mil,1.5,ayer,rector,mal,G,tal vez,nunca,${'b'.repeat(5001)}`,
    ]).flat();
    expect(reasons.length).toBeGreaterThanOrEqual(11);
    for (const reason of reasons) {
      expect(reason).toMatch(/^Columna '[^']+': /);
      expect(reason.replace(/^Columna '[^']+': /, '').replace(/'[^']*'/g, '')).not.toMatch(ENGLISH);
    }
  });
});

describe('a row as a Spanish spreadsheet writes it', () => {
  it('reads VERDADERO/FALSO and day-first dates', () => {
    const read = readImportFile(
      'teachers',
      new TextEncoder().encode(
        'Nombre completo;Correo electrónico;Fecha de nacimiento;Egresado de Esarte;Activo\nAna;ana@x.test;5/3/1980;VERDADERO;FALSO\n',
      ),
    );
    expect(read.rows[0]!.reasons).toEqual([]);
    expect(read.rows[0]!.row).toMatchObject({ birthdate: '1980-03-05', esarte_alumni: true, is_active: false });
  });

  it('reads a Windows-1252 file with semicolons and Spanish headers, and says how', () => {
    const text = 'Nombre completo;Carné;Correo electrónico\nJosé Peña Núñez;JPN-1;jose@x.test\n';
    const bytes = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));
    const read = readImportFile('students', bytes);
    expect(read).toMatchObject({ encoding: 'windows-1252', separator: ';' });
    expect(read.columns).toEqual(['full_name', 'student_id', 'email']);
    expect(read.headers).toEqual({ full_name: 'Nombre completo', student_id: 'Carné', email: 'Correo electrónico' });
    expect(read.rows[0]).toMatchObject({ label: 'José Peña Núñez · jose@x.test · JPN-1', reasons: [] });
    expect(read.rows[0]!.row).toMatchObject({ full_name: 'José Peña Núñez' });
  });

  it('skips unknown columns and a second column of the same field', () => {
    const read = readImportFile(
      'students',
      new TextEncoder().encode('Nombre completo,Notas,full_name,Carné,email,\nAna,xx,Otra,A1,a@x.test,\n'),
    );
    expect(read.columns).toEqual(['full_name', 'student_id', 'email']);
    expect(read.rows[0]!.row).toMatchObject({ full_name: 'Ana', student_id: 'A1' });
  });
});
