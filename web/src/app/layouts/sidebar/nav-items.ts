import type { LucideIcon } from 'lucide-react';
import {
  Award,
  BookOpen,
  Contact,
  FileText,
  FolderLock,
  GraduationCap,
  KeyRound,
  LayoutDashboard,
  Lightbulb,
  ScrollText,
  Settings,
  User,
  Users,
} from 'lucide-react';
import type { Role } from '@contracts/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  isActive: (pathname: string) => boolean;
}

export interface NavSection {
  /** Visible heading of the section, if it has one. */
  title?: string;
  items: NavItem[];
}

const exact =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname);
const withSubpaths = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

const TROMBINOSCOPIO: NavItem = {
  label: 'Trombinoscopio',
  to: '/trombinoscopio',
  icon: Contact,
  isActive: exact('/trombinoscopio'),
};
const IDEA_BOARD: NavItem = { label: 'Idea Board', to: '/ideas', icon: Lightbulb, isActive: exact('/ideas') };

/** Sidebar entries of each role (spec §2.3). */
export const NAV_SECTIONS: Record<Role, NavSection[]> = {
  staff: [
    {
      title: 'Administración',
      items: [
        {
          label: 'Dashboard',
          to: '/admin/analytics',
          icon: LayoutDashboard,
          isActive: exact('/admin/analytics', '/admin/dashboard', '/'),
        },
        { label: 'Teacher Management', to: '/admin/teachers', icon: Users, isActive: exact('/admin/teachers') },
        {
          label: 'Student Management',
          to: '/admin/students',
          icon: GraduationCap,
          isActive: withSubpaths('/admin/students'),
        },
        { label: 'Badge Management', to: '/admin/badges', icon: Award, isActive: exact('/admin/badges') },
        { label: 'Course Management', to: '/admin/courses', icon: BookOpen, isActive: withSubpaths('/admin/courses') },
        {
          label: 'Document Management',
          to: '/admin/documents',
          icon: FileText,
          isActive: withSubpaths('/admin/documents'),
        },
        { label: 'Audit Log', to: '/admin/audit', icon: ScrollText, isActive: exact('/admin/audit') },
        {
          label: 'Inicio de sesión único',
          to: '/admin/sign-in-providers',
          icon: KeyRound,
          isActive: exact('/admin/sign-in-providers'),
        },
        { label: 'Settings', to: '/settings', icon: Settings, isActive: exact('/settings') },
      ],
    },
    { items: [TROMBINOSCOPIO, IDEA_BOARD] },
  ],
  teacher: [
    {
      items: [
        { label: 'Dashboard', to: '/', icon: LayoutDashboard, isActive: exact('/', '/teacher/dashboard') },
        { label: 'Profile', to: '/teacher/profile', icon: User, isActive: exact('/teacher/profile') },
        { label: 'My Documents', to: '/teacher/documents', icon: FolderLock, isActive: exact('/teacher/documents') },
        { label: 'Grades', to: '/teacher/grades', icon: GraduationCap, isActive: exact('/teacher/grades') },
        TROMBINOSCOPIO,
        IDEA_BOARD,
      ],
    },
  ],
  student: [
    {
      items: [
        { label: 'Dashboard', to: '/', icon: LayoutDashboard, isActive: exact('/', '/student/dashboard') },
        { label: 'Profile', to: '/student/profile', icon: User, isActive: exact('/student/profile') },
        { label: 'Documents', to: '/documents', icon: FileText, isActive: exact('/documents') },
        { label: 'Grades', to: '/grades', icon: GraduationCap, isActive: exact('/grades') },
        TROMBINOSCOPIO,
        IDEA_BOARD,
      ],
    },
  ],
};
