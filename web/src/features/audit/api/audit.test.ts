import { describe, expect, it } from 'vitest';
import { auditFilterParams } from '@/lib/resources/audit';
import { auditCsvPath } from './audit';

describe('audit filters as query parameters', () => {
  it('leaves the empty ones out', () => {
    expect(auditFilterParams({})).toEqual({
      user_id: undefined,
      entity_type: undefined,
      from: undefined,
      to: undefined,
    });
    expect(auditFilterParams({ entity_type: '', from: '' })).toEqual({
      user_id: undefined,
      entity_type: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends the CSV export the filters of the list', () => {
    expect(auditCsvPath({})).toBe('/api/audit.csv');
    expect(auditCsvPath({ user_id: 4, entity_type: 'teacher', from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/api/audit.csv?user_id=4&entity_type=teacher&from=2026-01-01&to=2026-01-31',
    );
  });
});
