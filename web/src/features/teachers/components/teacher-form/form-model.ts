import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_BANK_NAME } from '@contracts/constants';
import {
  CreateTeacherSchema,
  PROFILE_PHOTO_URL_PATTERN,
  SelfUpdateTeacherSchema,
  UpdateTeacherSchema,
  type CreateTeacher,
  type Teacher,
  type UpdateTeacher,
} from '@contracts/teachers';
import type { SelfUpdateTeacher } from '../../api/teacher-profile';

export type { SelfUpdateTeacher };

/** create: staff adds a teacher · edit: staff edits one · self: a teacher edits their own profile (spec §2.7). */
export type TeacherFormMode = 'create' | 'edit' | 'self';

/** What the inputs hold: text as typed, lists, flags. The contract schema turns it into the payload. */
export interface TeacherFormValues {
  full_name: string;
  email: string;
  password: string;
  teacher_code: string;
  phone: string;
  start_year: string;
  experience_years: string;
  birthdate: string;
  bio: string;
  esarte_alumni: boolean;
  is_active: boolean;
  social_media: { linkedin: string; linktree: string; portfolio: string };
  academic_titles: string[];
  academic_title_descriptions: string[];
  expertise_areas: string[];
  countries: string[];
  bank_account: string;
  account_name: string;
  bank_name: string;
  account_type: string[];
  profile_photo: string | null | undefined;
}

export type TeacherFormOutput = CreateTeacher | UpdateTeacher | SelfUpdateTeacher;

export const SUBMIT_LABEL: Record<TeacherFormMode, MessageDescriptor> = {
  create: msg`Crear Profesor`,
  edit: msg`Guardar Cambios`,
  self: msg`Guardar Cambios`,
};

export function emptyValues(): TeacherFormValues {
  return {
    full_name: '',
    email: '',
    password: '',
    teacher_code: '',
    phone: '',
    start_year: '',
    experience_years: '',
    birthdate: '',
    bio: '',
    esarte_alumni: false,
    is_active: true,
    social_media: { linkedin: '', linktree: '', portfolio: '' },
    academic_titles: [],
    academic_title_descriptions: [],
    expertise_areas: [],
    countries: [],
    bank_account: '',
    account_name: '',
    bank_name: DEFAULT_BANK_NAME,
    account_type: [],
    profile_photo: null,
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function valuesFromTeacher(teacher: Teacher): TeacherFormValues {
  const titles = teacher.academic_titles ?? [];
  return {
    full_name: teacher.full_name,
    email: teacher.email,
    password: '',
    teacher_code: text(teacher.teacher_code),
    phone: text(teacher.phone),
    start_year: text(teacher.start_year),
    experience_years: text(teacher.experience_years),
    birthdate: text(teacher.birthdate).slice(0, 10),
    bio: text(teacher.bio),
    esarte_alumni: teacher.esarte_alumni,
    is_active: teacher.is_active,
    social_media: {
      linkedin: text(teacher.social_media?.linkedin),
      linktree: text(teacher.social_media?.linktree),
      portfolio: text(teacher.social_media?.portfolio),
    },
    academic_titles: titles,
    // The lists are parallel: pad or cut the descriptions to the titles.
    academic_title_descriptions: titles.map((_, index) => teacher.academic_title_descriptions?.[index] ?? ''),
    expertise_areas: teacher.expertise_areas ?? [],
    countries: teacher.countries ?? [],
    bank_account: text(teacher.bank_account),
    account_name: text(teacher.account_name),
    bank_name: teacher.bank_name || DEFAULT_BANK_NAME,
    account_type: (teacher.account_type ?? []).slice(0, 1),
    profile_photo:
      teacher.profile_photo && PROFILE_PHOTO_URL_PATTERN.test(teacher.profile_photo) ? teacher.profile_photo : null,
  };
}

const SCHEMAS = { create: CreateTeacherSchema, edit: UpdateTeacherSchema, self: SelfUpdateTeacherSchema } as const;

/** The contract schema of the mode, as a resolver over the form's own value types. */
export function teacherResolver(mode: TeacherFormMode): Resolver<TeacherFormValues, unknown, TeacherFormOutput> {
  // The schemas take `unknown` input (they preprocess empty strings), which covers these values.
  return zodResolver(SCHEMAS[mode]) as unknown as Resolver<TeacherFormValues, unknown, TeacherFormOutput>;
}

export type TeacherFormTab = 'personal' | 'academic' | 'financial';

/** The form's fields in screen order, by tab: the first one with an error gets the focus. */
export const TAB_FIELDS: Record<TeacherFormTab, string[]> = {
  personal: [
    'profile_photo',
    'full_name',
    'email',
    'password',
    'teacher_code',
    'phone',
    'start_year',
    'experience_years',
    'birthdate',
    'bio',
    'esarte_alumni',
    'is_active',
    'social_media.linkedin',
    'social_media.linktree',
    'social_media.portfolio',
  ],
  academic: ['academic_titles', 'academic_title_descriptions', 'expertise_areas', 'countries'],
  financial: ['bank_account', 'account_name', 'bank_name', 'account_type'],
};

const TAB_ORDER: TeacherFormTab[] = ['personal', 'academic', 'financial'];

function hasError(errors: FieldErrors<TeacherFormValues>, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return !!node;
}

/** The first tab (in order) holding an error, and its first field with one. */
export function firstError(errors: FieldErrors<TeacherFormValues>): { tab: TeacherFormTab; field: string } | null {
  for (const tab of TAB_ORDER) {
    const field = TAB_FIELDS[tab].find((path) => hasError(errors, path));
    if (field) return { tab, field };
  }
  return null;
}

/** The photo is written by the photo widget (PATCH / profile PUT), never by this form: a stale value must not overwrite it. */
export function toPayload<T extends TeacherFormOutput>(output: T): Omit<T, 'profile_photo'> {
  const { profile_photo: _photo, ...payload } = output;
  return payload;
}

/** The tabs holding at least one error, to mark them. */
export function tabsWithErrors(errors: FieldErrors<TeacherFormValues>): Set<TeacherFormTab> {
  return new Set(TAB_ORDER.filter((tab) => TAB_FIELDS[tab].some((path) => hasError(errors, path))));
}
