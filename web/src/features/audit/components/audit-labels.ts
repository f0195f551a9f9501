import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AuditNamedEntityType } from '@contracts/audit';
import { AUDIT_ENTITY_TYPES, AUDIT_NAMED_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@contracts/audit';
import { formatDateTime } from '@/lib/format';

const ENTITY_LABELS: Record<AuditEntityType, MessageDescriptor> = {
  teacher: msg`Teacher`,
  student: msg`Student`,
  course: msg`Course`,
  badge: msg`Badge`,
  document: msg`Document`,
  user: msg`User`,
  idea: msg`Idea`,
  grade: msg`Grade`,
  sso_provider: msg`Sign-in provider`,
  setting: msg`Setting`,
  portfolio_technique: msg`Portfolio technique`,
  trusted_issuer: msg`Trusted issuer`,
};

/** A deleted subject of a kind with names, each its own text (a language may agree the word with the kind). */
const DELETED_LABELS: Record<AuditNamedEntityType, MessageDescriptor> = {
  teacher: msg`Deleted teacher`,
  student: msg`Deleted student`,
  user: msg`Deleted user`,
  course: msg`Deleted course`,
  badge: msg`Deleted badge`,
};

/** The entity filter's kinds, named in the active language. */
export const entityOptions = () =>
  AUDIT_ENTITY_TYPES.map((type) => ({ code: type, label: i18n._(ENTITY_LABELS[type]) }));

/** The entity filter's value for 'every kind' (a Radix select item cannot carry ''). */
export const ALL_ENTITIES = 'all';

const NAMED_KINDS = new Set<string>(AUDIT_NAMED_ENTITY_TYPES);
const isNamedKind = (type: string): type is AuditNamedEntityType => NAMED_KINDS.has(type);

/**
 * The entry's subject: 'Olga Ruiz (Teacher #12)' for a kind with names, 'Deleted teacher (#12)' once it is gone,
 * 'Idea #3' for a kind without names; the kind alone without an id, '—' for an entry about no entity.
 */
export function entityLabel(entry: Pick<AuditEntry, 'entity_type' | 'entity_id' | 'entity_name'>): string {
  const { entity_type: type, entity_id: id, entity_name: name } = entry;
  if (!type) return '—';
  const descriptor = (ENTITY_LABELS as Partial<Record<string, MessageDescriptor>>)[type];
  const label = descriptor ? i18n._(descriptor) : type;
  if (id === null) return label;
  if (name) return t`${name} (${label} #${id})`;
  if (isNamedKind(type)) {
    const deleted = i18n._(DELETED_LABELS[type]);
    return t`${deleted} (#${id})`;
  }
  return t`${label} #${id}`;
}

/** '28/11/2026, 15:13:05' ('11/28/2026, 3:13:05 PM' in English); the text as it came when it is not a date. */
export function formatWhen(iso: string): string {
  return formatDateTime(iso, undefined, { seconds: true }) || iso;
}
