import type { LucideIcon } from 'lucide-react';
import {
  Award,
  BookOpen,
  CalendarCheck,
  ChartColumn,
  ClipboardPen,
  ClipboardCheck,
  Contact,
  FileText,
  FolderLock,
  Globe,
  GraduationCap,
  KeyRound,
  LayoutDashboard,
  Lightbulb,
  ScrollText,
  ShieldCheck,
  Settings,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SessionAbilities } from '@contracts/auth';

export interface NavItem {
  /** Written in the person's language by the sidebar (decision 040). */
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  isActive: (pathname: string) => boolean;
}

export interface NavSection {
  /** Visible heading of the section, if it has one. */
  title?: MessageDescriptor;
  items: NavItem[];
}

const exact =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);
const withSubpaths = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

const TROMBINOSCOPIO: NavItem = {
  label: msg`Trombinoscopio`,
  to: '/trombinoscopio',
  icon: Contact,
  isActive: exact('/trombinoscopio'),
};
const IDEA_BOARD: NavItem = { label: msg`Idea Board`, to: '/ideas', icon: Lightbulb, isActive: exact('/ideas') };

const USER_MANAGEMENT: NavItem = {
  label: msg`User Management`,
  to: '/admin/user-management',
  icon: UserCog,
  isActive: exact('/admin/user-management', '/user-management'),
};

/**
 * The staff administration area's section (spec §2.3, the staff sidebar), with the staff screens the product adds
 * (students, user management, audit log, sign-in providers). Every entry stays active on its nested pages.
 */
const administration = (can: SessionAbilities): NavSection => ({
  title: msg`Administración`,
  items: [
    {
      label: msg`Dashboard`,
      to: '/admin/analytics',
      icon: LayoutDashboard,
      isActive: exact('/admin/analytics', '/admin/dashboard', '/'),
    },
    { label: msg`Teacher Management`, to: '/admin/teachers', icon: Users, isActive: withSubpaths('/admin/teachers') },
    {
      label: msg`Student Management`,
      to: '/admin/students',
      icon: GraduationCap,
      isActive: withSubpaths('/admin/students'),
    },
    { label: msg`Badge Management`, to: '/admin/badges', icon: Award, isActive: withSubpaths('/admin/badges') },
    { label: msg`Course Management`, to: '/admin/courses', icon: BookOpen, isActive: withSubpaths('/admin/courses') },
    {
      label: msg`Document Management`,
      to: '/admin/documents',
      icon: FileText,
      isActive: withSubpaths('/admin/documents'),
    },
    {
      label: msg`Cualificaciones`,
      to: '/admin/qualifications',
      icon: ClipboardCheck,
      isActive: withSubpaths('/admin/qualifications'),
    },
    {
      label: msg`Informe anual de actividad`,
      to: '/admin/activity-report',
      icon: ChartColumn,
      isActive: withSubpaths('/admin/activity-report'),
    },
    {
      label: msg`Revisiones anuales`,
      to: '/admin/reviews',
      icon: CalendarCheck,
      isActive: withSubpaths('/admin/reviews'),
    },
    {
      label: msg`Mis evaluaciones`,
      to: '/admin/evaluations',
      icon: ClipboardPen,
      isActive: withSubpaths('/admin/evaluations'),
    },
    {
      label: msg`Páginas públicas`,
      to: '/admin/public-pages',
      icon: Globe,
      isActive: withSubpaths('/admin/public-pages'),
    },
    ...(can.manage_users ? [USER_MANAGEMENT] : []),
    { label: msg`Audit Log`, to: '/admin/audit', icon: ScrollText, isActive: withSubpaths('/admin/audit') },
    {
      label: msg`Single Sign-On`,
      to: '/admin/sign-in-providers',
      icon: KeyRound,
      isActive: withSubpaths('/admin/sign-in-providers'),
    },
    {
      label: msg`Trusted Issuers`,
      to: '/admin/trusted-issuers',
      icon: ShieldCheck,
      isActive: withSubpaths('/admin/trusted-issuers'),
    },
    { label: msg`Settings`, to: '/settings', icon: Settings, isActive: exact('/settings') },
  ],
});

/** The teacher's own area (spec §2.3, the teacher sidebar). */
const TEACHER_ITEMS: NavItem[] = [
  { label: msg`Dashboard`, to: '/', icon: LayoutDashboard, isActive: exact('/', '/teacher/dashboard') },
  { label: msg`Profile`, to: '/teacher/profile', icon: User, isActive: exact('/teacher/profile') },
  { label: msg`My Documents`, to: '/teacher/documents', icon: FolderLock, isActive: exact('/teacher/documents') },
  { label: msg`Grades`, to: '/teacher/grades', icon: GraduationCap, isActive: exact('/teacher/grades') },
  {
    label: msg`Mi revisión anual`,
    to: '/teacher/review',
    icon: CalendarCheck,
    isActive: withSubpaths('/teacher/review'),
  },
];

/** The student's own area (spec §2.3, the student sidebar). */
const STUDENT_ITEMS: NavItem[] = [
  { label: msg`Dashboard`, to: '/', icon: LayoutDashboard, isActive: exact('/', '/student/dashboard') },
  { label: msg`Profile`, to: '/student/profile', icon: User, isActive: exact('/student/profile') },
  { label: msg`Documents`, to: '/documents', icon: FileText, isActive: exact('/documents') },
  { label: msg`Grades`, to: '/grades', icon: GraduationCap, isActive: exact('/grades') },
];

/**
 * The sidebar's sections from what the session says the user may do (spec §2.3): the administration section for
 * whoever may administer, then one section with the user's own area (teacher's or student's) and the entries every
 * signed-in user has. Staff, teachers and students thus see the sidebars of §2.3, without the web reading a role.
 */
export function navSections(can: SessionAbilities): NavSection[] {
  const own = [...(can.keep_teacher_profile ? TEACHER_ITEMS : []), ...(can.keep_student_record ? STUDENT_ITEMS : [])];
  return [...(can.administer ? [administration(can)] : []), { items: [...own, TROMBINOSCOPIO, IDEA_BOARD] }];
}
