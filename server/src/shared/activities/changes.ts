import { AUDIT_MASK, type FieldChange } from '@contracts/audit';

/** Fields whose values never enter the log in clear: a change to them is recorded, masked. */
const SECRET_FIELD = /password|token|secret|hash|bank_?account/i;

export type Changes = Record<string, FieldChange>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two presentations of a record (the API's field names), as the audit log keeps
 * them: before and after, secrets masked; undefined when nothing changed. A created record is `changesBetween({},
 * after)`, a deleted one `changesBetween(before, {})`.
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: { ignore?: readonly string[] } = {},
): Changes | undefined {
  const ignored = new Set(['updated_at', 'created_at', ...(options.ignore ?? [])]);
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignored.has(field) || same(before[field], after[field])) continue;
    const secret = SECRET_FIELD.test(field);
    changes[field] = {
      before: secret && before[field] != null ? AUDIT_MASK : (before[field] ?? null),
      after: secret && after[field] != null ? AUDIT_MASK : (after[field] ?? null),
    };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}
