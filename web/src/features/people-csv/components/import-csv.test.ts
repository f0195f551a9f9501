import { describe, expect, it } from 'vitest';
import { linksCsv, linksTsv, rowsOf, templateOf } from './import-csv';

describe('import files', () => {
  it('offer the export’s columns as the template, under the headers of the active language', () => {
    expect(templateOf('students', 'es')).toBe(
      'Nombre completo,Carné,Correo electrónico,Teléfono,Programa,Año de ingreso,Puede subir documentos,Activo\n',
    );
    expect(templateOf('students', 'en')).toBe(
      'Full name,Student ID,Email,Phone,Program,Enrollment year,Can upload documents,Active\n',
    );
  });

  it('write the password links as CSV, quoting what needs it', () => {
    expect(linksCsv([{ name: 'Ana "La" Pérez', email: 'ana@x.test', link: 'https://s/set-password?token=a,b' }])).toBe(
      'Nombre,Correo,Enlace\n"Ana ""La"" Pérez",ana@x.test,"https://s/set-password?token=a,b"\n',
    );
  });

  it('offer the teachers’ template too', () => {
    expect(templateOf('teachers', 'es').startsWith('Nombre completo,Correo electrónico,Código de profesor,')).toBe(
      true,
    );
  });

  it('copy the links as tab-separated lines without stray tabs or line breaks', () => {
    expect(linksTsv([{ name: 'Ana\tPérez', email: 'ana@x.test', link: 'https://s/set-password?token=t' }])).toBe(
      'Nombre\tCorreo\tEnlace\nAna Pérez\tana@x.test\thttps://s/set-password?token=t',
    );
  });

  it('filter the preview by action and cap what is shown', () => {
    const rows = [1, 2, 3, 4].map((line) => ({ line, action: line === 2 ? 'reject' : 'create' }));
    expect(rowsOf(rows, 'reject', 10)).toEqual({ shown: [rows[1]], total: 1 });
    expect(rowsOf(rows, 'all', 2)).toEqual({ shown: rows.slice(0, 2), total: 4 });
  });
});
