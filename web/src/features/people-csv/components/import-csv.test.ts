import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { linksCsv, linksTsv, rowsOf, templateOf } from './import-csv';

describe('import files', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

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

  it('head the links with the words of the active language', () => {
    i18n.activate('en');
    try {
      expect(linksCsv([]).startsWith('Name,Email,Link\n')).toBe(true);
    } finally {
      i18n.activate('es');
    }
  });
});
