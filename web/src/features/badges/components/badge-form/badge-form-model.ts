import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeFieldsSchema, type Badge, type BadgeFields } from '@contracts/badges';
import { BADGE_COLOR_MODEL_DEFAULT } from '@contracts/constants';
import { BADGE_COLOR_FORM_DEFAULT } from '@/config/ui';
import { badgeTypeLabel } from '../badge-labels';

/** What the badge form's inputs hold, as typed; BadgeFieldsSchema turns it into the multipart fields. */
export interface BadgeFormValues {
  badge_name: string;
  badge_code: string;
  badge_type: string;
  year: string;
  description: string;
  badge_color: string;
}

export type BadgeFormField = keyof BadgeFormValues;

/** A new badge: this year, the form's colour (§9: #6366f1), no type chosen yet. */
export function emptyBadgeValues(year = new Date().getFullYear()): BadgeFormValues {
  return {
    badge_name: '',
    badge_code: '',
    badge_type: '',
    year: String(year),
    description: '',
    badge_color: BADGE_COLOR_FORM_DEFAULT,
  };
}

export function valuesFromBadge(badge: Badge): BadgeFormValues {
  return {
    badge_name: badge.badge_name,
    badge_code: badge.badge_code,
    badge_type: badge.badge_type,
    year: String(badge.year),
    description: badge.description ?? '',
    badge_color: badge.badge_color || BADGE_COLOR_MODEL_DEFAULT,
  };
}

/** The contract schema as a resolver over the form's own value types (it takes strings and reads the year). */
export function badgeResolver(): Resolver<BadgeFormValues, unknown, BadgeFields> {
  return zodResolver(BadgeFieldsSchema) as unknown as Resolver<BadgeFormValues, unknown, BadgeFields>;
}

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/** What the live preview shows while the form is filled in. */
export interface BadgePreview {
  name: string;
  code: string;
  typeLabel: string;
  year: number;
  description: string | null;
  color: string;
}

export const PREVIEW_PLACEHOLDERS = {
  name: msg`Nombre del badge`,
  code: msg`CÓDIGO`,
  type: msg`Tipo de badge`,
};

/**
 * The live preview of the form's values as they are typed: placeholders for empty texts; the year as typed when
 * it is a whole number, else the current year (what an empty year saves); the colour as typed when it is a hex
 * colour, the data model's default when empty (what an empty colour saves) and the form's default meanwhile.
 */
export function previewOf(values: BadgeFormValues, currentYear = new Date().getFullYear()): BadgePreview {
  const yearText = values.year.trim();
  const color = values.badge_color.trim();
  return {
    name: values.badge_name.trim() || i18n._(PREVIEW_PLACEHOLDERS.name),
    code: values.badge_code.trim() || i18n._(PREVIEW_PLACEHOLDERS.code),
    typeLabel: values.badge_type ? badgeTypeLabel(values.badge_type) : i18n._(PREVIEW_PLACEHOLDERS.type),
    year: /^\d{1,4}$/.test(yearText) ? Number(yearText) : currentYear,
    description: values.description.trim() || null,
    color: HEX_COLOR.test(color) ? color : color === '' ? BADGE_COLOR_MODEL_DEFAULT : BADGE_COLOR_FORM_DEFAULT,
  };
}
