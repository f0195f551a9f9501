import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_REASONS } from '../people-import';
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
    const values = { header: 'Países', reason: 'r', value: 'XX', what: 'un país', example: 'GT, SV', max: 80, min: 0 };
    for (const text of Object.values(IMPORT_REASONS))
      expect(asDeclared(text, values)).toBe(icu._(text.id, values, { message: text.message }));
    expect(asDeclared(IMPORT_REASONS.column, { header: 'Países', reason: 'repite un valor' })).toBe(
      "Columna 'Países': repite un valor",
    );
  });
});
