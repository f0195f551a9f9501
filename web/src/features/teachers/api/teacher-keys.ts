/**
 * Query keys of the teachers feature. Everything about teachers starts with 'teachers', so one
 * invalidation of ['teachers'] refreshes the staff list, the public directory, items and stats.
 */
export const teacherKeys = {
  all: ['teachers'] as const,
  staffLists: ['teachers', 'staff', 'list'] as const,
  staffList: (q: string) => ['teachers', 'staff', 'list', q] as const,
  staffItem: (id: number) => ['teachers', 'staff', 'item', id] as const,
  /** The public directory (the Trombinoscopio). */
  publicList: (q: string) => ['teachers', 'public', 'list', q] as const,
  stats: (id: number) => ['teachers', 'stats', id] as const,
  /** The signed-in teacher's own profile (GET /api/teacher/profile). */
  ownProfile: ['teacher-profile'] as const,
};

/** Analytics counts change with every teacher created or deleted (spec §7). */
export const analyticsKey = ['analytics'] as const;

/** Staff list and public directory pages (decision 009). */
export const TEACHER_PAGE_SIZE = 50;
