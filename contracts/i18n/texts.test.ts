import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asDeclared, inReadersLanguage, setTranslator, translate } from './texts';

const greeting = { id: 'test.greeting', message: 'Hola, {name}: {count} avisos' };

// Another test file in the same worker may have set a translator (the web's i18n module sets one when imported).
beforeEach(() => setTranslator(asDeclared));
afterEach(() => setTranslator(asDeclared));

describe("a contract's text", () => {
  it('is written as declared, placeholders filled, until a side sets its translator', () => {
    expect(translate(greeting, { name: 'Ana', count: 2 })).toBe('Hola, Ana: 2 avisos');
    expect(translate(greeting)).toBe('Hola, {name}: {count} avisos');
  });

  it('reads an apostrophe written twice (ICU, before a placeholder) as one, and a value as it is', () => {
    const quoted = { id: 'test.quoted', message: "Columna ''{header}'': {count, number} l'x" };
    expect(asDeclared(quoted, { header: "O''Neil", count: 3 })).toBe("Columna 'O''Neil': 3 l'x");
  });

  it('writes a day (an ISO value under a date placeholder) as its ISO calendar day, the same in any language', () => {
    const expired = { id: 'test.expired', message: 'Venció el {until, date, long} ({field})' };
    expect(asDeclared(expired, { until: '2025-01-15T00:00:00.000Z', field: 'validUntil' })).toBe(
      'Venció el 2025-01-15 (validUntil)',
    );
    expect(asDeclared(expired, { until: 'mañana', field: 'x' })).toBe('Venció el mañana (x)');
  });

  it("is written by the translator each side sets, also as a zod issue's message when the issue is raised", () => {
    const seen: string[] = [];
    setTranslator((text) => {
      seen.push(text.id);
      return `[en] ${text.id}`;
    });
    expect(translate(greeting, { name: 'Ana', count: 1 })).toBe('[en] test.greeting');
    expect(inReadersLanguage(greeting).error()).toBe('[en] test.greeting');
    expect(seen).toEqual(['test.greeting', 'test.greeting']);
  });

  it('writes the same words as declared and through ICU, a quote before a brace too', () => {
    const icu = setupI18n();
    icu.setMessagesCompiler(compileMessage);
    icu.loadAndActivate({ locale: 'es', messages: {} });
    const column = { id: 'test.column', message: "Columna ''{header}'': {reason}" };
    const texts = [
      column,
      { id: 'test.unknownCode', message: "''{value}'' no es {what} del catálogo" },
      { id: 'test.between', message: 'escribe un año entre {min} y {max}' },
      { id: 'test.plain', message: 'repite un valor' },
    ];
    const values = { header: 'Países', reason: 'r', value: 'XX', what: 'un país', max: 80, min: 0 };
    for (const text of texts) expect(asDeclared(text, values)).toBe(icu._(text.id, values, { message: text.message }));
    expect(asDeclared(column, { header: 'Países', reason: 'repite un valor' })).toBe(
      "Columna 'Países': repite un valor",
    );
  });
});
