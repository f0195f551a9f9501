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

/** Each section as its title and its entries' labels and paths, as the code declares them (their ids). */
const outline = (can: SessionAbilities) =>
  navSections(can).map((section) => ({
    title: section.title?.message,
    items: section.items.map((item) => `${item.label.message} ${item.to}`),
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
          'Cualificaciones /admin/qualifications',
          'Informe anual de actividad /admin/activity-report',
          'Revisiones anuales /admin/reviews',
          'Mis evaluaciones /admin/evaluations',
          'Páginas públicas /admin/public-pages',
          'User Management /admin/user-management',
          'Audit Log /admin/audit',
          'Single Sign-On /admin/sign-in-providers',
          'Trusted Issuers /admin/trusted-issuers',
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
          'Mi revisión anual /teacher/review',
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

  it('leaves user management out for whoever may administer but not manage users', () => {
    const labels = navSections({ ...NONE, administer: true })[0]!.items.map((item) => item.label.message);
    expect(labels).not.toContain('User Management');
    expect(labels).toContain('Teacher Management');
  });

  it('marks the entry of the section on every nested page, and one entry only', () => {
    const staff = navSections({ ...NONE, administer: true, manage_users: true });
    const active = (pathname: string) =>
      staff
        .flatMap((section) => section.items)
        .filter((item) => item.isActive(pathname))
        .map((item) => item.label.message);
    expect(active('/admin/teachers/12')).toEqual(['Teacher Management']);
    expect(active('/admin/students/3')).toEqual(['Student Management']);
    expect(active('/admin/courses/new')).toEqual(['Course Management']);
    expect(active('/admin/courses/7')).toEqual(['Course Management']);
    expect(active('/admin/courses/7/edit')).toEqual(['Course Management']);
    expect(active('/admin/user-management')).toEqual(['User Management']);
    expect(active('/user-management')).toEqual(['User Management']);
    expect(active('/')).toEqual(['Dashboard']);
    expect(active('/admin/teachersx')).toEqual([]);
  });
});
