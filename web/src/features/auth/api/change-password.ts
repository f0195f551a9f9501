import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@contracts/auth';
import { api } from '@/lib/api-client';

/** PUT /api/me/password: this session stays signed in, every other one is signed out. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => api.put<null>('/api/me/password', input) });
}
