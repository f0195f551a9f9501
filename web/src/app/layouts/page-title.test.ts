import { describe, expect, it } from 'vitest';
import { topBarTitle } from './page-title';

describe('topBarTitle', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/admin/analytics', 'Dashboard'],
    ['/teachers', 'Teachers'],
    ['/admin/teachers', 'Teachers'],
    ['/admin/teachers/12', 'Teachers'],
    ['/grades', 'Grades'],
    ['/documents', 'Documents'],
    ['/teacher/documents', 'Documents'],
    ['/admin/user-management', 'User Management'],
    ['/settings', 'Settings'],
    ['/admin/audit', 'Audit Log'],
    ['/trombinoscopio', 'Dashboard'],
  ])('%s reads %s', (path, title) => {
    expect(topBarTitle(path)).toBe(title);
  });
});
