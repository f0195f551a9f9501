import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OWN_REVIEWS_PATH,
  REVIEW_CYCLES_PATH,
  REVIEW_PAGE_SIZE,
  REVIEW_REVIEWER_OPTIONS_PATH,
  reviewBatchDownloadPath,
  reviewBatchPath,
  reviewClosePath,
  reviewCycleBatchesPath,
  reviewCycleClosePath,
  reviewCycleOpenPath,
  reviewCyclePath,
  reviewCycleProgressPath,
  reviewCycleReviewsCsvPath,
  reviewCycleReviewsPath,
  reviewDocumentPath,
  reviewDraftPath,
  reviewEvaluatePath,
  reviewEvaluationPath,
  reviewPath,
  reviewRespondPath,
  reviewReturnPath,
  reviewSubmitPath,
  type OwnReviews,
  type Review,
  type ReviewBatch,
  type ReviewCycle,
  type ReviewCycleInput,
  type ReviewCycleList,
  type ReviewCycleProgress,
  type ReviewDraftInput,
  type ReviewEvaluationInput,
  type ReviewEvaluationSendInput,
  type ReviewProgressPage,
  type ReviewReviewerOptions,
  type ReviewState,
} from '@contracts/reviews';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';
import { downloadFile } from '@/lib/download-document';

/**
 * The yearly review (issue 46): cycles (staff), their progress, each review and its moves. Only this feature reads
 * them, so the keys live here; every key starts with 'reviews', so `reviewKeys.all` refreshes it all (a move changes
 * a review, its cycle's counts and the lists it is in).
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  cycles: ['reviews', 'cycles'] as const,
  cycle: (id: number) => ['reviews', 'cycle', id] as const,
  progress: (id: number) => ['reviews', 'progress', id] as const,
  rows: (id: number, filters: ReviewRowsFilters) => ['reviews', 'rows', id, filters] as const,
  reviewers: ['reviews', 'reviewer-options'] as const,
  mine: ['reviews', 'mine'] as const,
  review: (id: number, reason: string | undefined) => ['reviews', 'review', id, reason ?? null] as const,
  batch: (id: number) => ['reviews', 'batch', id] as const,
};

/** GET /api/review-cycles (staff): the cycles, newest year first, page by page. */
export const cyclesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.cycles,
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewCycleList>(
        `${REVIEW_CYCLES_PATH}?${new URLSearchParams({ limit: String(REVIEW_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ReviewCycleList) => last.next_cursor ?? undefined,
  });

/** GET /api/review-cycles/{id} (staff): the whole cycle. */
export const cycleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.cycle(id),
    queryFn: ({ signal }) => api.get<ReviewCycle>(reviewCyclePath(id), { signal }),
  });

/** GET /api/review-cycles/reviewer-options (staff): who may review. */
export const reviewerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.reviewers,
    queryFn: ({ signal }) => api.get<ReviewReviewerOptions>(REVIEW_REVIEWER_OPTIONS_PATH, { signal }),
  });

/** The staff teacher list's first page for the cycle's teacher picker (GET /api/staff/teachers?q=). */
export const teacherMatchesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['reviews', 'teacher-matches', q] as const,
    queryFn: ({ signal }) =>
      getListPage<{ id: number; full_name: string }>('/api/staff/teachers', { q, limit: 8 }, signal),
    enabled: q.trim().length > 0,
  });

/** GET /api/review-cycles/{id}/progress (staff): counts per state, late, by reviewer. */
export const progressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.progress(id),
    queryFn: ({ signal }) => api.get<ReviewCycleProgress>(reviewCycleProgressPath(id), { signal }),
  });

/** The progress list's filters, as the screen holds them. */
export interface ReviewRowsFilters {
  state: ReviewState | 'all';
  reviewerId: number | 'all';
  lateOnly: boolean;
}

/** The query string of the progress list and its CSV (no paging). */
export function rowsSearch(filters: ReviewRowsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.state !== 'all') search.set('state', filters.state);
  if (filters.reviewerId !== 'all') search.set('reviewer_id', String(filters.reviewerId));
  if (filters.lateOnly) search.set('late', 'true');
  return search;
}

/** GET /api/review-cycles/{id}/reviews?… (staff): the cycle's reviews, filtered, page by page. */
export const rowsQueryOptions = (id: number, filters: ReviewRowsFilters) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.rows(id, filters),
    queryFn: ({ pageParam, signal }) => {
      const search = rowsSearch(filters);
      search.set('limit', String(REVIEW_PAGE_SIZE));
      if (pageParam) search.set('cursor', pageParam);
      return api.get<ReviewProgressPage>(`${reviewCycleReviewsPath(id)}?${search}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ReviewProgressPage) => last.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
  });

/** GET /api/review-cycles/{id}/reviews.csv, filtered as the screen is. */
export function downloadRowsCsv(id: number, filters: ReviewRowsFilters, fileName: string) {
  const search = rowsSearch(filters).toString();
  return downloadFile(`${reviewCycleReviewsCsvPath(id)}${search ? `?${search}` : ''}`, fileName);
}

/** GET /api/reviews/mine: the reader's reviews as the teacher reviewed and as a reviewer. */
export const ownReviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.mine,
    queryFn: ({ signal }) => api.get<OwnReviews>(OWN_REVIEWS_PATH, { signal }),
  });

const withReason = (path: string, reason: string | undefined) =>
  reason ? `${path}?${new URLSearchParams({ reason })}` : path;

/** GET /api/reviews/{id}[?reason]: staff who are not its reviewer give a reason (kept in the audit log). */
export const reviewQueryOptions = (id: number, reason?: string) =>
  queryOptions({
    queryKey: reviewKeys.review(id, reason),
    queryFn: ({ signal }) => api.get<Review>(withReason(reviewPath(id), reason), { signal }),
  });

/** GET /api/reviews/{id}/document.pdf: the closed review's PDF, under the server's name. */
export const downloadReviewPdf = (id: number, reason: string | undefined, fallbackName: string) =>
  downloadFile(withReason(reviewDocumentPath(id), reason), fallbackName);

/** After any change: every list, count and review of the feature. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
}

/** POST /api/review-cycles (new) or PUT /api/review-cycles/{id} (the whole cycle, while in draft). */
export function useSaveCycle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ReviewCycleInput }) =>
      id === null ? api.post<ReviewCycle>(REVIEW_CYCLES_PATH, input) : api.put<ReviewCycle>(reviewCyclePath(id), input),
    onSuccess: refresh,
  });
}

/** DELETE /api/review-cycles/{id} (a cycle in draft). */
export function useDeleteCycle(callbacks: { onSuccess?: () => void } = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete(reviewCyclePath(id)),
    onSuccess: () => {
      callbacks.onSuccess?.();
      return refresh();
    },
  });
}

/** POST …/open and …/close of a cycle. */
export function useCycleMove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, move, note }: { id: number; move: 'open' | 'close'; note?: string }) =>
      move === 'open'
        ? api.post<ReviewCycle>(reviewCycleOpenPath(id))
        : api.post<ReviewCycle>(reviewCycleClosePath(id), { note: note || undefined }),
    onSuccess: refresh,
  });
}

/** A move of one review, with what it sends. */
export type ReviewMoveRequest =
  | { move: 'save_draft'; body: ReviewDraftInput }
  | { move: 'submit' }
  | { move: 'return'; reason: string }
  | { move: 'save_evaluation'; body: ReviewEvaluationInput }
  | { move: 'send_evaluation'; body: ReviewEvaluationSendInput }
  | { move: 'respond'; response: string }
  | { move: 'close'; note?: string };

/** The call of a move (contracts/reviews.ts paths); each answers the review as its reader now sees it. */
export function sendReviewMove(id: number, request: ReviewMoveRequest): Promise<Review> {
  switch (request.move) {
    case 'save_draft':
      return api.put<Review>(reviewDraftPath(id), request.body);
    case 'submit':
      return api.post<Review>(reviewSubmitPath(id));
    case 'return':
      return api.post<Review>(reviewReturnPath(id), { reason: request.reason });
    case 'save_evaluation':
      return api.put<Review>(reviewEvaluationPath(id), request.body);
    case 'send_evaluation':
      return api.post<Review>(reviewEvaluatePath(id), request.body);
    case 'respond':
      return api.post<Review>(reviewRespondPath(id), { response: request.response, acknowledge: true });
    case 'close':
      return api.post<Review>(reviewClosePath(id), { note: request.note || undefined });
  }
}

/** One review's moves; the whole feature is refreshed after each (its counts and lists change too). */
export function useReviewMove(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: ReviewMoveRequest) => sendReviewMove(id, request),
    onSuccess: refresh,
  });
}

const BATCH_POLL_MS = 1_000;

/** POST /api/review-cycles/{id}/document-batches {reason} (staff): the ZIP of the cycle's closed reviews (202). */
export function useStartReviewBatch(cycleId: number) {
  return useMutation({
    mutationFn: (reason: string) => api.post<ReviewBatch>(reviewCycleBatchesPath(cycleId), { reason }),
  });
}

/** GET /api/review-batches/{id}, asked again every second until the batch is done or failed. */
export const reviewBatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reviewKeys.batch(id),
    queryFn: ({ signal }) => api.get<ReviewBatch>(reviewBatchPath(id), { signal }),
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : BATCH_POLL_MS,
  });

/** GET /api/review-batches/{id}/download: the ZIP, under the server's name. */
export const downloadReviewBatch = (id: number, fallbackName: string) =>
  downloadFile(reviewBatchDownloadPath(id), fallbackName);
