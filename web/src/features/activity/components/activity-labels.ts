import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ACTIVITY_FORMAT_LABELS,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_PRODUCTION_TYPE_LABELS,
  ACTIVITY_SCOPE_LABELS,
  ACTIVITY_SELECTION_LABELS,
} from '@contracts/activity-labels';
import type {
  ACTIVITY_FORMATS,
  ACTIVITY_PRODUCTION_TYPES,
  ActivityKind,
  ActivityReviewState,
  ActivityScope,
  ActivitySelection,
  ActivityVisibility,
} from '@contracts/activity-record';

/*
 * The kinds, production types, formats, selections and scopes are named once, for the record's screens, the reports
 * and the CV alike (contracts/activity-labels.ts): each `Text` is a message descriptor the active catalogue writes.
 */
export const KIND_LABELS: Record<ActivityKind, MessageDescriptor> = ACTIVITY_KIND_LABELS;
export const PRODUCTION_TYPE_LABELS: Record<(typeof ACTIVITY_PRODUCTION_TYPES)[number], MessageDescriptor> =
  ACTIVITY_PRODUCTION_TYPE_LABELS;
export const FORMAT_LABELS: Record<(typeof ACTIVITY_FORMATS)[number], MessageDescriptor> = ACTIVITY_FORMAT_LABELS;
export const SELECTION_LABELS: Record<ActivitySelection, MessageDescriptor> = ACTIVITY_SELECTION_LABELS;
export const SCOPE_LABELS: Record<ActivityScope, MessageDescriptor> = ACTIVITY_SCOPE_LABELS;

export const VISIBILITY_LABELS: Record<ActivityVisibility, MessageDescriptor> = {
  staff: msg`Solo administración`,
  school: msg`Visible para toda la escuela`,
};

export const REVIEW_STATE_LABELS: Record<ActivityReviewState, MessageDescriptor> = {
  pending: msg`Pendiente de verificación`,
  verified: msg`Verificada`,
  returned: msg`Devuelta`,
};

/** The fields a kind may ask for besides the common ones. */
export type KindField =
  | 'organization'
  | 'role'
  | 'city'
  | 'country'
  | 'production_type'
  | 'platform_or_medium'
  | 'format'
  | 'selection'
  | 'scope';

const FIELD_LABELS: Record<Exclude<KindField, 'organization'>, MessageDescriptor> = {
  role: msg`Rol`,
  city: msg`Ciudad`,
  country: msg`País`,
  production_type: msg`Tipo de producción`,
  platform_or_medium: msg`Plataforma o medio`,
  format: msg`Formato`,
  selection: msg`Selección`,
  scope: msg`Ámbito`,
};

/** What the organisation is for each kind: the studio of a credit, the venue of an exhibition… */
const ORGANIZATION_LABELS: Record<ActivityKind, MessageDescriptor> = {
  production_credit: msg`Estudio o cliente`,
  exhibition: msg`Sede o festival`,
  award: msg`Entidad que lo otorga`,
  commission: msg`Cliente`,
  talk: msg`Entidad organizadora`,
  residency: msg`Institución`,
  publication: msg`Editorial o medio`,
  jury_service: msg`Entidad`,
  other: msg`Organización`,
};

/** A field's name for an entry of `kind`, in the active language. */
export function fieldLabel(field: KindField, kind: ActivityKind): string {
  return i18n._(field === 'organization' ? ORGANIZATION_LABELS[kind] : FIELD_LABELS[field]);
}

/** The label of a kind, in the active language. */
export const kindLabel = (kind: ActivityKind) => i18n._(KIND_LABELS[kind]);

/** A choice's label (a production type, format, selection or scope) in the active language; the code if unknown. */
export function choiceLabel(field: 'production_type' | 'format' | 'selection' | 'scope', code: string): string {
  const table: Record<string, MessageDescriptor> =
    field === 'production_type'
      ? PRODUCTION_TYPE_LABELS
      : field === 'format'
        ? FORMAT_LABELS
        : field === 'selection'
          ? SELECTION_LABELS
          : SCOPE_LABELS;
  const label = table[code];
  return label ? i18n._(label) : code;
}
