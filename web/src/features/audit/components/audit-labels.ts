import { AUDIT_ENTITY_TYPES, AUDIT_NAMED_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@contracts/audit';
import { formatDateTime } from '@/lib/format';

const ENTITY_LABELS: Record<AuditEntityType, string> = {
  teacher: 'Teacher',
  student: 'Student',
  course: 'Course',
  badge: 'Badge',
  document: 'Document',
  user: 'User',
  idea: 'Idea',
  grade: 'Grade',
  sso_provider: 'Sign-in provider',
  setting: 'Setting',
  portfolio_technique: 'Portfolio technique',
  trusted_issuer: 'Trusted issuer',
};

export const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({ code: type, label: ENTITY_LABELS[type] }));

/** The entity filter's value for 'every kind' (a Radix select item cannot carry ''). */
export const ALL_ENTITIES = 'all';

const NAMED_KINDS = new Set<string>(AUDIT_NAMED_ENTITY_TYPES);

/**
 * The entry's subject: 'Olga Ruiz (Teacher #12)' for a kind with names, 'Deleted teacher (#12)' once it is gone,
 * 'Idea #3' for a kind without names; the kind alone without an id, '—' for an entry about no entity.
 */
export function entityLabel(entry: Pick<AuditEntry, 'entity_type' | 'entity_id' | 'entity_name'>): string {
  const { entity_type: type, entity_id: id, entity_name: name } = entry;
  if (!type) return '—';
  const label = (ENTITY_LABELS as Record<string, string>)[type] ?? type;
  if (id === null) return label;
  if (name) return `${name} (${label} #${id})`;
  return NAMED_KINDS.has(type) ? `Deleted ${label.toLowerCase()} (#${id})` : `${label} #${id}`;
}

/** '28/11/2026, 15:13:05' ('11/28/2026, 3:13:05 PM' in English); the text as it came when it is not a date. */
export function formatWhen(iso: string): string {
  return formatDateTime(iso, undefined, { seconds: true }) || iso;
}
