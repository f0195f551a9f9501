import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import type { Teacher } from '@contracts/teachers';
import {
  emptyValues,
  firstError,
  teacherResolver,
  toPayload,
  valuesFromTeacher,
  type TeacherFormMode,
  type TeacherFormValues,
} from './form-model';

async function resolve(mode: TeacherFormMode, values: TeacherFormValues) {
  return teacherResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

const teacher: Teacher = {
  id: 3,
  user_id: 9,
  full_name: 'Ana López',
  email: 'ana@school.test',
  role: 'teacher',
  teacher_code: 'T0003',
  phone: null,
  start_year: 2018,
  experience_years: 6,
  birthdate: '1991-02-03',
  academic_titles: ['magister', 'licenciado'],
  academic_title_descriptions: ['Maestría'],
  expertise_areas: ['game_design'],
  esarte_alumni: true,
  is_active: false,
  countries: ['GT'],
  bank_account: '123',
  account_type: ['ahorro'],
  bank_name: 'Banco Industrial',
  account_name: 'Ana López',
  bio: null,
  profile_photo: '/api/document-direct/42?t=1',
  social_media: { linkedin: 'https://linkedin.com/in/ana' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('teacher form model', () => {
  it('shows the §5 create messages', async () => {
    const { errors } = await resolve('create', emptyValues());
    expect(errors.full_name?.message).toBe('El nombre completo es obligatorio');
    expect(errors.email?.message).toBe('Correo electrónico inválido');
    expect(errors.password?.message).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('creates with empty optional fields as not given and the default bank', async () => {
    const { values, errors } = await resolve('create', {
      ...emptyValues(),
      full_name: 'Ana',
      email: 'ana@x.test',
      password: 'secreto',
      bank_name: '',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      full_name: 'Ana',
      teacher_code: null,
      start_year: null,
      bank_name: 'Banco Industrial',
      is_active: true,
      esarte_alumni: false,
    });
  });

  it('lets staff edit without a password but not with a short one', async () => {
    const base = valuesFromTeacher(teacher);
    expect((await resolve('edit', base)).errors).toEqual({});
    expect((await resolve('edit', { ...base, password: '123' })).errors.password?.message).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
  });

  it('drops the locked fields in self-edit', async () => {
    const { values } = await resolve('self', valuesFromTeacher(teacher));
    for (const locked of [
      'email',
      'teacher_code',
      'start_year',
      'is_active',
      'bank_account',
      'account_type',
      'bank_name',
      'account_name',
      'password',
    ]) {
      expect(values).not.toHaveProperty(locked);
    }
    expect(values).toMatchObject({ full_name: 'Ana López', expertise_areas: ['game_design'] });
  });

  it('keeps titles and descriptions parallel when loading a teacher', () => {
    expect(valuesFromTeacher(teacher).academic_title_descriptions).toEqual(['Maestría', '']);
  });

  it('never sends the photo (the photo widget owns it)', () => {
    expect(toPayload({ full_name: 'Ana', profile_photo: '/api/document-direct/1' } as never)).not.toHaveProperty(
      'profile_photo',
    );
  });

  it('points at the first tab holding an error, in tab order', () => {
    const errors = { bank_account: { type: 'x' }, countries: { type: 'x' } } as FieldErrors<TeacherFormValues>;
    expect(firstError(errors)).toEqual({ tab: 'academic', field: 'countries' });
    expect(firstError({ social_media: { portfolio: { type: 'x' } } } as FieldErrors<TeacherFormValues>)).toEqual({
      tab: 'personal',
      field: 'social_media.portfolio',
    });
    expect(firstError({})).toBeNull();
  });
});
