import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ACTIVITY_KIND_FIELDS,
  ACTIVITY_KINDS,
  ACTIVITY_MESSAGES,
  ActivityEntryInputSchema,
  type ActivityEntry,
  type ActivityEntryFields,
  type ActivityEntryInput,
  type ActivityKind,
  type ActivityVisibility,
} from '@contracts/activity-record';
import { translate } from '@contracts/i18n/texts';
import { choiceLabel, fieldLabel, type KindField } from './activity-labels';

/** Every field a kind may ask for, in the order the form and an entry show them. */
export const KIND_FIELD_ORDER: readonly KindField[] = [
  'production_type',
  'role',
  'organization',
  'platform_or_medium',
  'format',
  'selection',
  'scope',
  'city',
  'country',
];

/** The choices among the kind's fields (a select each); the others are typed. */
export const CHOICE_FIELDS = ['production_type', 'format', 'selection', 'scope'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export const isChoiceField = (field: KindField): field is ChoiceField =>
  (CHOICE_FIELDS as readonly string[]).includes(field);

/** The fields of `kind` in the form's order, each with whether the kind requires it. */
export function kindFields(kind: ActivityKind): { field: KindField; required: boolean }[] {
  const { required, optional } = ACTIVITY_KIND_FIELDS[kind];
  return KIND_FIELD_ORDER.filter((field) => required.includes(field) || optional.includes(field)).map((field) => ({
    field,
    required: required.includes(field),
  }));
}

/** The record's entries by kind, in the kinds' order, each group in the list's order (newest first); no empty group. */
export function groupByKind<T extends { kind: ActivityKind }>(
  entries: readonly T[],
): { kind: ActivityKind; entries: T[] }[] {
  return ACTIVITY_KINDS.map((kind) => ({ kind, entries: entries.filter((entry) => entry.kind === kind) })).filter(
    (group) => group.entries.length > 0,
  );
}

/** What an entry shows besides its title and dates: its kind's fields that hold a value, labelled and written out. */
export function entryFacts(
  entry: Pick<ActivityEntry, 'kind' | KindField>,
  countryName: (code: string) => string,
): { field: KindField; label: string; value: string }[] {
  return kindFields(entry.kind).flatMap(({ field }) => {
    const value = entry[field];
    if (value === null || value === '') return [];
    const written = isChoiceField(field) ? choiceLabel(field, value) : field === 'country' ? countryName(value) : value;
    return [{ field, label: fieldLabel(field, entry.kind), value: written }];
  });
}

// ---- The form ----

/** What the entry form's inputs hold, as typed; `toEntryInput` and the contract's schema make the entry sent. */
export interface ActivityFormValues {
  /** '' until a kind is chosen. */
  kind: ActivityKind | '';
  title: string;
  start_date: string;
  end_date: string;
  description: string;
  organization: string;
  role: string;
  city: string;
  country: string;
  production_type: string;
  platform_or_medium: string;
  format: string;
  selection: string;
  scope: string;
  /** Objects, as react-hook-form's field arrays hold them. */
  links: { url: string }[];
  document_ids: number[];
  work_ids: number[];
  visibility: ActivityVisibility;
}

/** A new entry: no kind yet, every text empty, seen by staff only. */
export const emptyActivityValues = (): ActivityFormValues => ({
  kind: '',
  title: '',
  start_date: '',
  end_date: '',
  description: '',
  organization: '',
  role: '',
  city: '',
  country: '',
  production_type: '',
  platform_or_medium: '',
  format: '',
  selection: '',
  scope: '',
  links: [],
  document_ids: [],
  work_ids: [],
  visibility: 'staff',
});

/** A saved entry as the form shows it for editing (no value becomes ''). */
export function valuesFromEntry(entry: ActivityEntry): ActivityFormValues {
  return {
    kind: entry.kind,
    title: entry.title,
    start_date: entry.start_date,
    end_date: entry.end_date ?? '',
    description: entry.description ?? '',
    organization: entry.organization ?? '',
    role: entry.role ?? '',
    city: entry.city ?? '',
    country: entry.country ?? '',
    production_type: entry.production_type ?? '',
    platform_or_medium: entry.platform_or_medium ?? '',
    format: entry.format ?? '',
    selection: entry.selection ?? '',
    scope: entry.scope ?? '',
    links: entry.links.map((url) => ({ url })),
    document_ids: entry.evidence.documents.map((document) => document.id),
    work_ids: entry.evidence.works.map((work) => work.id),
    visibility: entry.visibility,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The entry the form sends, before the schema checks it: empty texts as none, empty links left out, and the fields
 * the chosen kind does not ask for cleared (a kind changed halfway keeps nothing of the other kind's).
 */
export function toEntryInput(values: ActivityFormValues): ActivityEntryInput {
  const kind = values.kind || undefined;
  const asked = new Set(kind ? kindFields(kind).map(({ field }) => field) : []);
  const kindValue = (field: KindField) => (asked.has(field) ? orNull(values[field]) : null);
  return {
    kind: kind as ActivityKind,
    title: values.title,
    start_date: values.start_date === '' ? (undefined as unknown as string) : values.start_date,
    end_date: orNull(values.end_date),
    description: orNull(values.description),
    organization: kindValue('organization'),
    role: kindValue('role'),
    city: kindValue('city'),
    country: kindValue('country'),
    production_type: kindValue('production_type') as ActivityEntryInput['production_type'],
    platform_or_medium: kindValue('platform_or_medium'),
    format: kindValue('format') as ActivityEntryInput['format'],
    selection: kindValue('selection') as ActivityEntryInput['selection'],
    scope: kindValue('scope') as ActivityEntryInput['scope'],
    links: values.links.map((link) => link.url.trim()).filter((url) => url !== ''),
    document_ids: values.document_ids,
    work_ids: values.work_ids,
    visibility: values.visibility,
  };
}

/**
 * Where the form shows an issue of the schema: a link's issue under that link's input (the links left empty are not
 * sent, so the index is counted among the links typed), the others under their field.
 */
export function formPathOf(path: readonly PropertyKey[], values: ActivityFormValues): string {
  const [head, index] = path;
  if (head === 'links' && typeof index === 'number') {
    const typed = values.links.flatMap((link, position) => (link.url.trim() === '' ? [] : [position]));
    const position = typed[index];
    return position === undefined ? 'links' : `links.${position}.url`;
  }
  return String(head ?? 'root');
}

/** Sets `value` at the dotted `path` of `target`, building the objects and arrays on its way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, at) => {
    const next = parts[at + 1] ?? '';
    node[part] ??= /^\d+$/.test(next) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[parts[parts.length - 1] ?? ''] = value;
}

/** The form's errors for the schema's issues: the first issue of each field, where `formPathOf` places it. */
export function activityFormErrors(
  values: ActivityFormValues,
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[],
): FieldErrors<ActivityFormValues> {
  const errors: Record<string, unknown> = {};
  const placed = new Set<string>();
  for (const issue of issues) {
    const path = formPathOf(issue.path, values);
    if (placed.has(path)) continue;
    placed.add(path);
    setPath(errors, path, { type: issue.code, message: issue.message });
  }
  return errors as FieldErrors<ActivityFormValues>;
}

/**
 * The checks across fields the schema makes only once each field passes (zod runs an object's refinements on a valid
 * object): the kind's required fields and an end before the start, with the contract's own messages, so one press of
 * the submit button shows every field to fix.
 */
export function crossFieldIssues(values: ActivityFormValues): { path: string[]; message: string; code: string }[] {
  const issues: { path: string[]; message: string; code: string }[] = [];
  if (values.kind)
    for (const { field, required } of kindFields(values.kind))
      if (required && values[field].trim() === '')
        issues.push({ path: [field], message: translate(ACTIVITY_MESSAGES.fieldRequired), code: 'custom' });
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    issues.push({ path: ['end_date'], message: translate(ACTIVITY_MESSAGES.endBeforeStart), code: 'custom' });
  return issues;
}

/** The contract's ActivityEntryInputSchema as the form's resolver (the form's strings in, the entry to send out). */
export const activityResolver: Resolver<ActivityFormValues, unknown, ActivityEntryFields> = (values) => {
  const result = ActivityEntryInputSchema.safeParse(toEntryInput(values));
  if (result.success) return { values: result.data, errors: {} };
  return { values: {}, errors: activityFormErrors(values, [...result.error.issues, ...crossFieldIssues(values)]) };
};
