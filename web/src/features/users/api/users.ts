import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RegisterInput, User } from '@contracts/auth';
import type { Role } from '@contracts/roles';
import type { ManagedUser } from '@contracts/users';
import { api } from '@/lib/api-client';
import { listPagesQueryOptions } from '@/lib/list-query';
import { analyticsKeys } from '@/lib/resources/analytics';
import { auditKeys } from '@/lib/resources/audit';
import { fetchUsersPage, USER_PAGE_SIZE, userKeys } from '@/lib/resources/users';

/** GET /api/users?q=&role=&limit=50&cursor=: name, username or email search, optional role, username order. */
export const usersQueryOptions = (q: string, role: Role | undefined) =>
  listPagesQueryOptions(userKeys.list(q, role), (cursor, signal) =>
    fetchUsersPage({ q, role, limit: USER_PAGE_SIZE, cursor }, signal),
  );

/** A change refreshes every list of users, the dashboard (its staff count and recent activities) and the audit log. */
function invalidateUsers(queryClient: QueryClient) {
  return Promise.all(
    [userKeys.all, analyticsKeys.all, auditKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
}

/**
 * The callbacks run at the hook's level (the refreshed table may no longer hold the row that asked); the lists
 * refresh after a refusal too, so the table shows what the server holds.
 */
function useUserMutation<I, T>(mutationFn: (input: I) => Promise<T>, callbacks: Callbacks<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => callbacks.onSuccess?.(result),
    onError: (error) => callbacks.onError?.(error),
    onSettled: () => invalidateUsers(queryClient),
  });
}

/**
 * POST /api/auth/register (staff): the 'Create New User' form; answers 201 { user } (§7: user.username), 409 with
 * a message for a taken email or username.
 */
export const useCreateUser = (callbacks: Callbacks<User> = {}) =>
  useUserMutation(
    async (input: RegisterInput) => (await api.post<{ user: User }>('/api/auth/register', input)).user,
    callbacks,
  );

export type UserChange = { user: ManagedUser } & ({ role: Role } | { disabled: boolean });

/** PATCH /api/users/{id} with a new role or disabled true/false; refusals carry the server's code and message. */
export const useUpdateUser = (callbacks: Callbacks<{ change: UserChange; user: ManagedUser }> = {}) =>
  useUserMutation(async (change: UserChange) => {
    const { user, ...body } = change;
    return { change, user: await api.patch<ManagedUser>(`/api/users/${user.id}`, body) };
  }, callbacks);

/** POST /api/users/{id}/password (204): a new password set by staff; the user's sessions end. */
export const useResetPassword = (callbacks: Callbacks<ManagedUser> = {}) =>
  useUserMutation(async ({ user, password }: { user: ManagedUser; password: string }) => {
    await api.post<void>(`/api/users/${user.id}/password`, { password });
    return user;
  }, callbacks);

/** DELETE /api/users/{id} (204); refused while the account has a teacher or student profile. */
export const useDeleteUser = (callbacks: Callbacks<ManagedUser> = {}) =>
  useUserMutation(async (user: ManagedUser) => {
    await api.delete(`/api/users/${user.id}`);
    return user;
  }, callbacks);

/** DELETE /api/users/{id}/second-factors (204): a person who lost their app and codes; their sessions end. */
export const useRemoveSecondFactors = (callbacks: Callbacks<ManagedUser> = {}) =>
  useUserMutation(async (user: ManagedUser) => {
    await api.delete(`/api/users/${user.id}/second-factors`);
    return user;
  }, callbacks);
