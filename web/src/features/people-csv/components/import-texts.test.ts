import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { ACTION_FILTERS, ACTION_LABELS, previewCounts, resultSummary, shownRows } from './import-texts';

describe('the counts of an import', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

  it('agree in number with the rows they count (filas, femenine)', () => {
    expect(previewCounts({ create: 1, update: 0, reject: 1 })).toEqual({
      create: '1 por crear',
      update: '0 por actualizar',
      reject: '1 rechazada',
    });
    expect(previewCounts({ create: 0, update: 2, reject: 2 }).reject).toBe('2 rechazadas');
    expect(previewCounts({ create: 0, update: 0, reject: 0 }).reject).toBe('0 rechazadas');
    expect(shownRows(1, 1)).toBe('1 fila');
    expect(shownRows(3, 3)).toBe('3 filas');
    expect(shownRows(500, 812)).toBe('Mostrando 500 de 812 filas');
  });

  it('name the people created and updated by their kind, in number', () => {
    expect(resultSummary('students', { created: 1, updated: 2, rejected: 1 })).toBe(
      '1 estudiante creado, 2 estudiantes actualizados, 1 fila rechazada',
    );
    expect(resultSummary('teachers', { created: 4, updated: 1, rejected: 0 })).toBe(
      '4 profesores creados, 1 profesor actualizado, 0 filas rechazadas',
    );
  });

  it('label the filter by the rows it shows, not as an order', () => {
    expect(ACTION_FILTERS.map((option) => i18n._(option.label))).toEqual([
      'Todas',
      'Por crear',
      'Por actualizar',
      'Rechazadas',
    ]);
    expect(Object.values(ACTION_LABELS).map((label) => i18n._(label))).not.toContain('Rechazar');
  });

  it('count in English for a person who chose it, by the plural rules of English', () => {
    i18n.activate('en');
    try {
      expect(previewCounts({ create: 3, update: 1, reject: 1 })).toEqual({
        create: '3 to create',
        update: '1 to update',
        reject: '1 rejected',
      });
      expect(resultSummary('teachers', { created: 1, updated: 2, rejected: 0 })).toBe(
        '1 teacher created, 2 teachers updated, 0 rows rejected',
      );
      expect(shownRows(1, 1)).toBe('1 row');
    } finally {
      i18n.activate('es');
    }
  });
});
