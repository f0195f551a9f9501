import { describe, expect, it } from 'vitest';
import { AUDIT_MASK } from '@contracts/audit';
import { changeRows, fieldLabel, formatValue, NO_VALUE } from './change-rows';

describe('changeRows', () => {
  it('gives one row per field with its value before and after, in the recorded order', () => {
    const rows = changeRows({
      bio: { before: 'Old bio', after: 'New bio' },
      experience_years: { before: 3, after: 4 },
      is_active: { before: true, after: false },
    });
    expect(rows.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['bio', 'Old bio', 'New bio'],
      ['experience_years', '3', '4'],
      ['is_active', 'true', 'false'],
    ]);
  });

  it('shows the mask of a secret as it is, and a missing value as a dash', () => {
    const [row] = changeRows({ bank_account: { before: null, after: AUDIT_MASK } });
    expect(row).toEqual({
      field: 'bank_account',
      before: NO_VALUE,
      after: AUDIT_MASK,
      empty: { before: true, after: false },
    });
  });

  it('writes lists and objects as indented JSON', () => {
    const [list, object] = changeRows({
      expertise_areas: { before: [], after: ['matte_painting', 'game_design'] },
      social_media: { before: { linkedin: 'https://l.in/a' }, after: {} },
    });
    expect(list!.before).toBe('[]');
    expect(list!.after).toBe('[\n  "matte_painting",\n  "game_design"\n]');
    expect(object!.before).toBe('{\n  "linkedin": "https://l.in/a"\n}');
    expect(object!.after).toBe('{}');
  });

  it('has no rows for an entry that records an event', () => {
    expect(changeRows(null)).toEqual([]);
    expect(changeRows({})).toEqual([]);
  });
});

describe('formatValue and fieldLabel', () => {
  it('reads empty text and undefined as no value', () => {
    expect(formatValue('')).toBe(NO_VALUE);
    expect(formatValue(undefined)).toBe(NO_VALUE);
    expect(formatValue(0)).toBe('0');
  });

  it('spells field names with spaces', () => {
    expect(fieldLabel('academic_titles')).toBe('academic titles');
  });
});
