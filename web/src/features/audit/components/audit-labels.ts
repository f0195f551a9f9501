import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '@contracts/audit';

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

/** 'Teacher #12'; the kind alone without an id, '—' for an entry about no entity. */
export function entityLabel(type: string | null, id: number | null): string {
  if (!type) return '—';
  const label = (ENTITY_LABELS as Record<string, string>)[type] ?? type;
  return id === null ? label : `${label} #${id}`;
}

const whenFormatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** 'Mar 2, 2026, 10:15:03 AM'; the text as it came when it is not a date. */
export function formatWhen(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? iso : whenFormatter.format(time);
}
