import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { IDEA_MAX_LENGTH } from '@contracts/ideas';
import { ideaCount, nearIdeaLimit, pasteCutNote } from './idea-field-notes';

describe('the idea field tells its 140-character limit (issue 24)', () => {
  beforeEach(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });

  it('counts the characters against 140, announced only near the limit', () => {
    expect(IDEA_MAX_LENGTH).toBe(140);
    expect(ideaCount(0)).toBe('0/140');
    expect(ideaCount(37)).toBe('37/140');
    expect(ideaCount(140)).toBe('140/140');
    expect(nearIdeaLimit(37)).toBe(false);
    expect(nearIdeaLimit(120)).toBe(true);
  });

  it('says so when a paste is cut, counting the room the selection frees', () => {
    const pasted = 'x'.repeat(200);
    expect(pasteCutNote('', 0, 0, pasted)).toBe('Se pegaron 200 caracteres; solo caben 140.');
    expect(pasteCutNote('a'.repeat(100), 100, 100, 'b'.repeat(50))).toBe('Se pegaron 50 caracteres; solo caben 40.');
    expect(pasteCutNote('a'.repeat(139), 139, 139, 'bc')).toBe('Se pegaron 2 caracteres; solo cabe 1.');
    // Replacing a selection of 60 leaves room for 60 + 40.
    expect(pasteCutNote('a'.repeat(100), 0, 60, 'b'.repeat(100))).toBeUndefined();
    expect(pasteCutNote('a'.repeat(100), 100, 100, 'b'.repeat(40))).toBeUndefined();
  });

  it("says it in the person's language", () => {
    i18n.activate('en');
    expect(pasteCutNote('', 0, 0, 'x'.repeat(200))).toBe('200 characters were pasted; only 140 fit.');
    expect(pasteCutNote('a'.repeat(139), 139, 139, 'bc')).toBe('2 characters were pasted; only 1 fits.');
  });
});
