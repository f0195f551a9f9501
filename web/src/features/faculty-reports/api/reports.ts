import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityReport,
  QualificationEntries,
  Qualifications,
  QualificationSaved,
  QualificationState,
  QualificationUpdateInput,
} from '@contracts/faculty-reports';
import type { ExpertiseAreaCode } from '@contracts/catalogues/expertise-areas';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';
import { downloadFile } from '@/lib/download-document';

/** The qualifications table's term and filters, as the query string takes them. */
export interface QualificationsFilters {
  semester: string;
  year: number;
  area: ExpertiseAreaCode | 'all';
  basis: QualificationState | 'all';
}

const qualificationsSearch = ({ semester, year, area, basis }: QualificationsFilters) =>
  new URLSearchParams({
    academic_year: String(year),
    semester,
    ...(area === 'all' ? {} : { area }),
    ...(basis === 'all' ? {} : { basis }),
  });

export const reportKeys = {
  all: ['faculty-reports'] as const,
  qualifications: (filters: QualificationsFilters) => ['faculty-reports', 'qualifications', filters] as const,
  entries: (courseId: number) => ['faculty-reports', 'qualification-entries', courseId] as const,
  activity: (year: number, teacherId: number | null) => ['faculty-reports', 'activity', year, teacherId] as const,
};

/** GET /api/reports/qualifications: the term's table, filtered (staff). */
export const qualificationsQueryOptions = (filters: QualificationsFilters) =>
  queryOptions({
    queryKey: reportKeys.qualifications(filters),
    queryFn: ({ signal }) =>
      api.get<Qualifications>(`/api/reports/qualifications?${qualificationsSearch(filters)}`, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/reports/qualifications/{courseId}/entries: the course's teacher's record entries (staff). */
export const qualificationEntriesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: reportKeys.entries(courseId),
    queryFn: ({ signal }) =>
      api.get<QualificationEntries>(`/api/reports/qualifications/${courseId}/entries`, { signal }),
  });

/** PUT /api/reports/qualifications/{courseId}: staff's basis for the course's teacher. */
export function useSaveQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, input }: { courseId: number; input: QualificationUpdateInput }) =>
      api.put<QualificationSaved>(`/api/reports/qualifications/${courseId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faculty-reports', 'qualifications'] }),
  });
}

/** GET /api/reports/qualifications.csv, filtered as the screen is. */
export const downloadQualificationsCsv = (filters: QualificationsFilters, fileName: string) =>
  downloadFile(`/api/reports/qualifications.csv?${qualificationsSearch(filters)}`, fileName);

/** GET /api/reports/qualifications.pdf, filtered as the screen is (drawn on the server, in the reader's language). */
export const downloadQualificationsPdf = (filters: QualificationsFilters, fileName: string) =>
  downloadFile(`/api/reports/qualifications.pdf?${qualificationsSearch(filters)}`, fileName);

const activitySearch = (year: number, teacherId: number | null) =>
  new URLSearchParams({ year: String(year), ...(teacherId === null ? {} : { teacher_id: String(teacherId) }) });

/** GET /api/reports/activity: a year's report, the school's (teacherId null: staff; a teacher gets their own). */
export const activityReportQueryOptions = (year: number, teacherId: number | null) =>
  queryOptions({
    queryKey: reportKeys.activity(year, teacherId),
    queryFn: ({ signal }) =>
      api.get<ActivityReport>(`/api/reports/activity?${activitySearch(year, teacherId)}`, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/reports/activity.csv. */
export const downloadActivityCsv = (year: number, teacherId: number | null, fileName: string) =>
  downloadFile(`/api/reports/activity.csv?${activitySearch(year, teacherId)}`, fileName);

/** GET /api/reports/activity.pdf. */
export const downloadActivityPdf = (year: number, teacherId: number | null, fileName: string) =>
  downloadFile(`/api/reports/activity.pdf?${activitySearch(year, teacherId)}`, fileName);

/** The staff teacher list's first page for the report's teacher picker (GET /api/staff/teachers?q=). */
export const teacherMatchesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['faculty-reports', 'teacher-matches', q] as const,
    queryFn: ({ signal }) =>
      getListPage<{ id: number; full_name: string }>('/api/staff/teachers', { q, limit: 8 }, signal),
    enabled: q.trim().length > 0,
  });
