import { describe, expect, it } from 'vitest';
import type { SessionAbilities } from '@contracts/auth';
import { navSections } from './nav-items';

const NONE: SessionAbilities = {
  administer: false,
  manage_users: false,
  set_sign_in_policy: false,
  keep_teacher_profile: false,
  keep_student_record: false,
};

/** Each section as its title and its entries' labels and paths. */
const outline = (can: SessionAbilities) =>
  navSections(can).map((section) => ({
    title: section.title,
    items: section.items.map((item) => `${item.label} ${item.to}`),
  }));

describe('navSections', () => {
  it('gives whoever may administer the administration section, then the shared entries (the staff sidebar)', () => {
    expect(outline({ ...NONE, administer: true, manage_users: true, set_sign_in_policy: true })).toEqual([
      {
        title: 'Administración',
        items: [
          'Dashboard /admin/analytics',
          'Teacher Management /admin/teachers',
          'Student Management /admin/students',
          'Badge Management /admin/badges',
          'Course Management /admin/courses',
          'Document Management /admin/documents',
          'Audit Log /admin/audit',
          'Inicio de sesión único /admin/sign-in-providers',
          'Settings /settings',
        ],
      },
      { title: undefined, items: ['Trombinoscopio /trombinoscopio', 'Idea Board /ideas'] },
    ]);
  });

  it("gives whoever keeps a teacher's profile the teacher's entries in one section", () => {
    expect(outline({ ...NONE, keep_teacher_profile: true })).toEqual([
      {
        title: undefined,
        items: [
          'Dashboard /',
          'Profile /teacher/profile',
          'My Documents /teacher/documents',
          'Grades /teacher/grades',
          'Trombinoscopio /trombinoscopio',
          'Idea Board /ideas',
        ],
      },
    ]);
  });

  it("gives whoever keeps a student's record the student's entries in one section", () => {
    expect(outline({ ...NONE, keep_student_record: true })).toEqual([
      {
        title: undefined,
        items: [
          'Dashboard /',
          'Profile /student/profile',
          'Documents /documents',
          'Grades /grades',
          'Trombinoscopio /trombinoscopio',
          'Idea Board /ideas',
        ],
      },
    ]);
  });

  it('gives no area to a session that may enter none', () => {
    expect(outline(NONE)).toEqual([
      { title: undefined, items: ['Trombinoscopio /trombinoscopio', 'Idea Board /ideas'] },
    ]);
  });
});
