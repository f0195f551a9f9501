import type { CreateTeacherInput } from '@contracts/teachers';

let sequence = 0;

/** A valid create-teacher payload; each call gives a new email and code. */
export function teacherPayload(overrides: Partial<CreateTeacherInput> = {}): CreateTeacherInput {
  sequence += 1;
  const tag = `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    full_name: `Lucía Méndez ${tag}`,
    email: `lucia.${tag}@test.school`,
    password: 'secret-123',
    teacher_code: `TC-${tag}`,
    phone: '+502 5555-0101',
    start_year: 2019,
    experience_years: 9,
    birthdate: '1988-04-12',
    academic_titles: ['licenciado', 'magister'],
    academic_title_descriptions: ['Licenciatura en Diseño Gráfico', 'Maestría en Animación'],
    expertise_areas: ['2d_animation', 'concept_art_visual_storytelling'],
    esarte_alumni: true,
    is_active: true,
    countries: ['GT', 'MX'],
    bank_account: '001-234567-8',
    account_type: ['monetaria'],
    account_name: 'Lucía Méndez',
    bio: 'Animadora 2D.',
    social_media: { linkedin: 'https://www.linkedin.com/in/lucia' },
    ...overrides,
  };
}
