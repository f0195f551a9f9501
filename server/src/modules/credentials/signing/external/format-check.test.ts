import { describe, expect, it } from 'vitest';
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
    const started = performance.now();
    expect(credentialSizeProblem({ a: Array.from({ length: 200_000 }, (_, i) => i) })).toBe('values');
    expect(performance.now() - started).toBeLessThan(50);
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
    expect(formatProblem(credential)).toBe(
      `La credencial es demasiado grande para comprobarla: tiene más de ${MAX_CREDENTIAL_VALUES} valores`,
    );
  });
});
