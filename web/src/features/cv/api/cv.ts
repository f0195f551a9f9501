import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CvBatch, CvPeriod, CvSection } from '@contracts/cv';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-document';

/** What the CV dialog asks for (contracts/cv.ts CvOptionsSchema). */
export interface CvChoice {
  period: CvPeriod;
  from: string;
  to: string;
  sections: CvSection[];
  verifiedOnly: boolean;
}

/** The query of GET /api/teachers/{id}/cv.pdf, and the body of POST /api/cv-batches. */
export function cvOptions(choice: CvChoice): Record<string, string> {
  const options: Record<string, string> = { period: choice.period, sections: choice.sections.join(',') };
  if (choice.period === 'range') Object.assign(options, { from: choice.from, to: choice.to });
  if (choice.verifiedOnly) options.verified_only = 'true';
  return options;
}

/** GET /api/teachers/{id}/cv.pdf, saved under the server's name ('CV - Nombre.pdf'). */
export const downloadCv = (teacherId: number, choice: CvChoice, fallbackName: string) =>
  downloadFile(`/api/teachers/${teacherId}/cv.pdf?${new URLSearchParams(cvOptions(choice))}`, fallbackName);

const BATCH_POLL_MS = 1_000;

/** POST /api/cv-batches (staff): the batch starts (202); the job renders the CVs. */
export function useStartCvBatch() {
  return useMutation({ mutationFn: (choice: CvChoice) => api.post<CvBatch>('/api/cv-batches', cvOptions(choice)) });
}

/** GET /api/cv-batches/{id}, asked again every second until the batch is done or failed. */
export const cvBatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cv-batches', id] as const,
    queryFn: ({ signal }) => api.get<CvBatch>(`/api/cv-batches/${id}`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : BATCH_POLL_MS,
  });

/** GET /api/cv-batches/{id}/download: the ZIP, saved under the server's name. */
export const downloadCvBatch = (id: number, fallbackName: string) =>
  downloadFile(`/api/cv-batches/${id}/download`, fallbackName);
