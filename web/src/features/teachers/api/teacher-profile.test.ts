import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { fetchGradeSummary, gradeKeys } from '@/lib/resources/grades';
import { gradedStudentsQueryOptions } from './teacher-profile';

describe("the teachers' dashboard student count (issue 23)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's count of students, under the grades' keys so a grade change refreshes it", () => {
    const options = gradedStudentsQueryOptions();
    expect(options.queryKey).toEqual(gradeKeys.summary);
    expect(options.queryKey.slice(0, 1)).toEqual(gradeKeys.all);
    expect(options.select?.({ students: 12, grades: 40 })).toBe(12);
  });

  it('asks GET /api/grades/summary, not the grades', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ students: 3, grades: 7 });
    expect(await fetchGradeSummary()).toEqual({ students: 3, grades: 7 });
    expect(get).toHaveBeenCalledWith('/api/grades/summary', { signal: undefined });
  });
});
