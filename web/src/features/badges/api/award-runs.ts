import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwardRun, AwardRunInput, BadgeHolder } from '@contracts/badge-awards';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';
import { listPagesQueryOptions } from '@/lib/list-query';
import { badgeKeys } from '@/lib/resources/badges';
import { fetchStudentMatches, studentKeys } from '@/lib/resources/students';
import { fetchStaffTeacherMatches, teacherKeys } from '@/lib/resources/teachers';

/** How many people a search of the award dialog offers. */
export const RECIPIENT_MATCHES = 20;
/** Holders' pages (decision 009). */
export const HOLDERS_PAGE_SIZE = 50;
/** How often a run under way is asked for its progress. */
export const RUN_POLL_MS = 1000;

/** The kinds of person the award dialog searches. */
export type SearchableRecipient = Extract<BadgeRecipientType, 'teacher' | 'student'>;

/** A person the dialog offers: their kind, id and name. */
export interface RecipientChoice {
  userType: SearchableRecipient;
  userId: number;
  name: string;
  detail: string;
}

export const awardRunKeys = {
  /** Under 'badges': a change to the catalogue refreshes the holders too. */
  holders: (badgeId: number) => [...badgeKeys.all, 'holders', badgeId] as const,
  run: (runId: number) => ['badge-award-runs', runId] as const,
};

/** The first RECIPIENT_MATCHES teachers (staff search: name, email, phone) or students (name, student id). */
async function fetchRecipientChoices(kind: SearchableRecipient, q: string, signal: AbortSignal) {
  if (kind === 'teacher')
    return (await fetchStaffTeacherMatches(q, RECIPIENT_MATCHES, signal)).map((teacher): RecipientChoice => ({
      userType: 'teacher',
      userId: teacher.id,
      name: teacher.full_name,
      detail: teacher.email,
    }));
  return (await fetchStudentMatches(q, RECIPIENT_MATCHES, signal)).map((student): RecipientChoice => ({
    userType: 'student',
    userId: student.id,
    name: student.full_name,
    detail: student.student_id,
  }));
}

/**
 * The people a search of the award dialog offers, under the teachers' or students' keys (a change to them refreshes
 * it) but a key of its own: the answer is shaped for the dialog.
 */
export const recipientMatchesQueryOptions = (kind: SearchableRecipient, q: string) =>
  queryOptions({
    queryKey: [...(kind === 'teacher' ? teacherKeys.all : studentKeys.all), 'badge-award-choices', q] as const,
    queryFn: ({ signal }) => fetchRecipientChoices(kind, q, signal),
  });

/** POST /api/badges/{id}/award-runs: the run starts (202); the job awards the people. */
export function useStartAwardRun() {
  return useMutation({
    mutationFn: ({ badgeId, input }: { badgeId: number; input: AwardRunInput }) =>
      api.post<AwardRun>(`/api/badges/${badgeId}/award-runs`, input),
  });
}

/** GET /api/badge-award-runs/{id}, asked again every RUN_POLL_MS until the run is finished. */
export const awardRunQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: awardRunKeys.run(runId),
    queryFn: ({ signal }) => api.get<AwardRun>(`/api/badge-award-runs/${runId}`, { signal }),
    refetchInterval: (query) => (query.state.data?.finished ? false : RUN_POLL_MS),
  });

/** Once a run is finished: the catalogue's counts, the holders and every person's badges are read again. */
export function useRefreshAfterRun() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
      queryClient.invalidateQueries({ queryKey: badgeKeys.recipients }),
    ]);
}

/** GET /api/badges/{id}/holders?limit=50&cursor=: who holds the badge (staff). */
export const badgeHoldersQueryOptions = (badgeId: number) =>
  listPagesQueryOptions(awardRunKeys.holders(badgeId), (cursor, signal) =>
    getListPage<BadgeHolder>(`/api/badges/${badgeId}/holders`, { limit: HOLDERS_PAGE_SIZE, cursor }, signal),
  );
