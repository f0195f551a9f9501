import type { AuditEntry } from '@contracts/audit';

/** One row of an entry's before/after table. */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  /** Neither side had a value to show. */
  empty: { before: boolean; after: boolean };
}

/** What a side without a value reads. */
export const NO_VALUE = '—';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A recorded value as text: strings as they are (the mask '••••' too), numbers and booleans written out, objects
 * and lists as indented JSON, and nothing as '—'.
 */
export function formatValue(value: unknown): string {
  if (isBlank(value)) return NO_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The entry's changes field by field, in the order the server recorded them; none for an event without fields. */
export function changeRows(changes: AuditEntry['changes']): ChangeRow[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => ({
    field,
    before: formatValue(change.before),
    after: formatValue(change.after),
    empty: { before: isBlank(change.before), after: isBlank(change.after) },
  }));
}

/** A field name as people read it: 'academic_titles' → 'academic titles'. */
export function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ');
}
