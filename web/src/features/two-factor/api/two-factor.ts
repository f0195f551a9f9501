import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey, RecoveryCodes, SignInPolicy, TotpEnrolment, TwoFactorStatus } from '@contracts/two-factor';
import { api } from '@/lib/api-client';

/** Query keys of the settings feature (no other feature reads these). */
export const twoFactorKeys = {
  twoFactor: ['me', 'two-factor'] as const,
  signInPolicy: ['sign-in-policy'] as const,
};

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: twoFactorKeys.twoFactor,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/me/two-factor', { signal }),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}

/** Every change of one's factors refreshes the status. */
function useFactorMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.twoFactor }),
  });
}

export const useBeginTotp = () => useMutation({ mutationFn: () => api.post<TotpEnrolment>('/api/me/two-factor/totp') });

export const useConfirmTotp = () =>
  useFactorMutation((code: string) => api.post<RecoveryCodes>('/api/me/two-factor/totp/confirm', { code }));

export const useRemoveTotp = () =>
  useFactorMutation((currentPassword: string) =>
    api.delete('/api/me/two-factor/totp', { body: { current_password: currentPassword } }),
  );

export const useRenewRecoveryCodes = () =>
  useFactorMutation((currentPassword: string) =>
    api.post<RecoveryCodes>('/api/me/two-factor/recovery-codes', { current_password: currentPassword }),
  );

/** Asks the browser (and its authenticator) for a new passkey and registers it under `name`. */
export const useAddPasskey = () =>
  useFactorMutation(async (name: string) => {
    const { registration, options } = await api.post<{
      registration: string;
      options: PublicKeyCredentialCreationOptionsJSON;
    }>('/api/me/passkeys/options');
    const response = await startRegistration({ optionsJSON: options });
    return api.post<{ passkey: Passkey; recovery_codes: string[] | null }>('/api/me/passkeys', {
      registration,
      name,
      response,
    });
  });

export const useRemovePasskey = () =>
  useFactorMutation(({ id, currentPassword }: { id: number; currentPassword: string }) =>
    api.delete(`/api/me/passkeys/${id}`, { body: { current_password: currentPassword } }),
  );

export const signInPolicyQuery = () =>
  queryOptions({
    queryKey: twoFactorKeys.signInPolicy,
    queryFn: ({ signal }) => api.get<SignInPolicy>('/api/sign-in-policy', { signal }),
  });

export function useSignInPolicy() {
  return useQuery(signInPolicyQuery());
}

export function useChangeSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInPolicy) => api.put<SignInPolicy>('/api/sign-in-policy', input),
    onSuccess: (policy) => queryClient.setQueryData(signInPolicyQuery().queryKey, policy),
  });
}
