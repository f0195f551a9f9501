import { afterEach, describe, expect, it } from 'vitest';
import { asDeclared, inReadersLanguage, setTranslator, translate } from './texts';

const greeting = { id: 'test.greeting', message: 'Hola, {name}: {count} avisos' };

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
});
