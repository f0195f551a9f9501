import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginInput, LoginResponse } from '@contracts/auth';
import { ROLE_HOME } from '@contracts/roles';
import { api, getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/components/ui/use-toast';
import { normalizeUser } from './me';

/** The home of a role after sign-in (spec §2.1); any other role goes to '/'. */
export function homeOf(role: string): string {
  return (ROLE_HOME as Record<string, string>)[role.toLowerCase()] ?? '/';
}

/**
 * POST /api/auth/login. Success: token stored under `token`, user set, toast,
 * the role's home. Failure: destructive toast with the server's message.
 */
export function useLogin() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>('/api/auth/login', input),
    onSuccess: async ({ token, user }) => {
      const me = normalizeUser(user);
      // Go home first so the shell never flashes the page of the signed-out URL.
      await navigate(homeOf(me.role), { replace: true });
      signIn(token, me);
      toast({ title: 'Login successful', description: `Welcome back, ${me.email}!` });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: getErrorMessage(error, 'Invalid credentials'), variant: 'destructive' });
    },
  });
}
