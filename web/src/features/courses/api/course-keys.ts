/** Query keys of the courses feature: one invalidation of ['courses'] refreshes lists, items and suggestions. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (q: string, hasBadge: boolean) => ['courses', 'list', q, hasBadge] as const,
  teacherCourses: (teacherId: number) => ['courses', 'teacher', teacherId] as const,
  item: (id: number) => ['courses', 'item', id] as const,
  suggestions: (areas: readonly string[], badges: readonly string[], excludeId: number | undefined) => ['courses', 'suggestions', areas.join(','), badges.join(','), excludeId] as const,
  courseBadges: ['courses', 'course-badges'] as const,
  teacherSearch: (q: string) => ['courses', 'teacher-search', q] as const,
};

/** Course list pages (decision 009). */
export const COURSE_PAGE_SIZE = 50;
