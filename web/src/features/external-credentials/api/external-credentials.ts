import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ExternalCredentialCheckSchema,
  type ExternalCredential,
  type ExternalCredentialCheck,
  type ExternalCredentialList,
  type ReviewExternalCredential,
} from '@contracts/external-credentials';
import { api, ApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-document';

/**
 * Query keys of credentials from elsewhere kept on teachers' records (issue 25). Only this feature reads them, so
 * they live here; every key starts with `all`, so a change to one record refreshes whatever shows it.
 */
export const externalCredentialKeys = {
  all: ['external-credentials'] as const,
  teacher: (teacherId: number) => ['external-credentials', 'teacher', teacherId] as const,
};

export const teacherExternalCredentialsPath = (teacherId: number) => `/api/teachers/${teacherId}/external-credentials`;
export const externalCredentialPath = (id: number) => `/api/external-credentials/${id}`;
/** The check of a file for teacher record `teacherId`: its holder is compared with that teacher. */
export const checkForRecordPath = (teacherId: number) => `/api/external-credentials/check?teacher_id=${teacherId}`;

/** The multipart body of a check or a keep: the one file, under `file`. */
export function credentialFileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

/**
 * GET /api/teachers/{id}/external-credentials: the credentials kept on the record (newest first), each with its
 * `can`, and whether the caller may add one (`can_add`: allowed, and the record is not full).
 */
export async function fetchTeacherExternalCredentials(
  teacherId: number,
  signal?: AbortSignal,
): Promise<ExternalCredentialList> {
  const answer = await api.get<Partial<ExternalCredentialList> | undefined>(teacherExternalCredentialsPath(teacherId), {
    signal,
  });
  return { items: answer?.items ?? [], can_add: answer?.can_add ?? false };
}

export const teacherExternalCredentialsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: externalCredentialKeys.teacher(teacherId),
    queryFn: ({ signal }) => fetchTeacherExternalCredentials(teacherId, signal),
  });

/**
 * The check a refusal carries: POST /api/teachers/{id}/external-credentials answers 422
 * (EXTERNAL_CREDENTIAL_NOT_VERIFIED) with the check of a credential that did not verify, under `check`; the body
 * itself is read as a check too. Null for any other failure.
 */
export function rejectedCheck(error: unknown): ExternalCredentialCheck | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  for (const candidate of [(body as { check?: unknown }).check, body]) {
    const parsed = ExternalCredentialCheckSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** POST /api/external-credentials/check?teacher_id=: the checks of one file for this record; nothing is kept. */
export function useCheckExternalCredential(teacherId: number) {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<ExternalCredentialCheck>(checkForRecordPath(teacherId), credentialFileBody(file)),
  });
}

/** POST /api/teachers/{id}/external-credentials: keeps a verified credential on the record (201); refreshes it. */
export function useKeepExternalCredential(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<ExternalCredential>(teacherExternalCredentialsPath(teacherId), credentialFileBody(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalCredentialKeys.teacher(teacherId) }),
  });
}

interface Callbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

/**
 * POST /api/external-credentials/{id}/check: checked again now, its result and date stored. The callbacks run at
 * the hook's level, before the list refreshes.
 */
export function useRecheckExternalCredential(callbacks: Callbacks<ExternalCredential> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ExternalCredential>(`${externalCredentialPath(id)}/check`),
    onSuccess: (data) => callbacks.onSuccess?.(data),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: externalCredentialKeys.all }),
  });
}

/**
 * POST /api/external-credentials/{id}/review (staff): accept or reject a credential kept pending review; the
 * record refreshes.
 */
export function useReviewExternalCredential(callbacks: Callbacks<ExternalCredential> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReviewExternalCredential['decision'] }) =>
      api.post<ExternalCredential>(`${externalCredentialPath(id)}/review`, { decision }),
    onSuccess: (data) => callbacks.onSuccess?.(data),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: externalCredentialKeys.all }),
  });
}

/** DELETE /api/external-credentials/{id} (204). The callbacks run before the list refreshes (the card goes). */
export function useDeleteExternalCredential(callbacks: Callbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(externalCredentialPath(id)),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: externalCredentialKeys.all }),
  });
}

/** The name a downloaded credential gets when the server names none. */
export const credentialJsonFileName = (id: number) => `credencial-externa-${id}.json`;

/** GET /api/external-credentials/{id}/credential: the kept credential's JSON, saved as a file. */
export function useDownloadExternalCredential() {
  return useMutation({
    mutationFn: (id: number) => downloadFile(`${externalCredentialPath(id)}/credential`, credentialJsonFileName(id)),
  });
}
