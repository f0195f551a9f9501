import { describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { loadServerTexts } from '../../../../i18n/server-texts';
import { declaredWords, textCheck, writtenCheck } from './check-texts';
import {
  credentialSizeProblem,
  formatProblem,
  MAX_CREDENTIAL_NODES,
  MAX_CREDENTIAL_TEXT,
  MAX_CREDENTIAL_VALUES,
} from './format-check';

/*
 * The size of a credential before its canonicalisation (decision 030): objects and arrays, every value (an array's
 * items, strings, numbers) and all text count, walked without recursion, so that neither a long array nor a deep
 * one costs more than its own length, and none overflows the stack.
 */

describe('credentialSizeProblem', () => {
  it('passes a credential of ordinary size', () => {
    const subject = { id: 'did:example:1', tags: Array.from({ length: 200 }, (_, i) => `etiqueta ${i}`) };
    expect(credentialSizeProblem({ '@context': ['x'], credentialSubject: subject })).toBeNull();
  });

  it('counts the items of one array: strings and numbers past the value limit', () => {
    expect(credentialSizeProblem({ a: Array.from({ length: MAX_CREDENTIAL_VALUES - 3 }, () => 1) })).toBeNull();
    expect(credentialSizeProblem({ a: Array.from({ length: MAX_CREDENTIAL_VALUES }, () => 'x') })).toBe('values');
    // Refused from the array's length: not one of its 200,000 items is read (each read would throw).
    const unread = new Proxy(
      Array.from({ length: 200_000 }, (_, i) => i),
      {
        get: (target, key, receiver) => {
          if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error(`item ${key} was read`);
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    expect(credentialSizeProblem({ a: unread })).toBe('values');
  });

  it('counts keys as values and their text', () => {
    const wide = Object.fromEntries(Array.from({ length: MAX_CREDENTIAL_VALUES }, (_, i) => [`k${i}`, i]));
    expect(credentialSizeProblem(wide)).toBe('values');
    expect(credentialSizeProblem({ ['k'.repeat(MAX_CREDENTIAL_TEXT + 1)]: 1 })).toBe('text');
  });

  it('counts all text', () => {
    const half = 'x'.repeat(MAX_CREDENTIAL_TEXT / 2);
    expect(credentialSizeProblem({ a: half, b: half.slice(10) })).toBeNull();
    expect(credentialSizeProblem({ a: half, b: `${half}x` })).toBe('text');
  });

  it('counts objects and arrays, and walks a deep one without recursion', () => {
    const objects = Array.from({ length: MAX_CREDENTIAL_NODES }, () => ({}));
    expect(credentialSizeProblem({ objects })).toBe('nodes');
    let deep: unknown = 'fondo';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(credentialSizeProblem(deep)).toBe('nodes');
  });
});

describe('formatProblem', () => {
  it('says in plain words which limit a credential is over', () => {
    const credential = {
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      tags: Array.from({ length: 200_000 }, (_, i) => i),
    };
    const problem = formatProblem(credential)!;
    expect(problem).toEqual({ id: 'credentials.tooManyValues', values: { max: MAX_CREDENTIAL_VALUES } });
    expect(declaredWords(problem)).toBe(
      `La credencial es demasiado grande para comprobarla: tiene más de ${MAX_CREDENTIAL_VALUES} valores`,
    );
  });

  it("is kept as an id and values, and written in the reader's language, numbers as it writes them", async () => {
    let reader: Language = 'en';
    await loadServerTexts({ languageNow: () => reader });
    const check = textCheck('format', 'failed', formatProblem({ '@context': [], a: 'x'.repeat(2_000_001) })!);
    expect(JSON.parse(JSON.stringify(check))).toEqual(check);
    expect(writtenCheck(check)).toEqual({
      id: 'format',
      outcome: 'failed',
      message: 'The credential is too large to check: its texts add up to more than 2,000,000 characters',
    });
    reader = 'es';
    expect(writtenCheck(check).message).toBe(
      'La credencial es demasiado grande para comprobarla: sus textos suman más de 2.000.000 caracteres',
    );
    expect(writtenCheck(textCheck('format', 'failed', formatProblem([])!)).message).toBe(
      'El archivo no contiene una credencial: se esperaba un objeto JSON',
    );
  });
});
