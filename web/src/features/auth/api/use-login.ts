import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@contracts/auth';
import { api, getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/components/ui/use-toast';
import { normalizeUser } from './me';

/** How the signed-in app takes over after a sign-in; the app hands it in (a feature does not import app/). */
export interface SignedInAppHandoff {
  /** Fetches the code of the signed-in app and of the page at `home`. */
  prepare: (home: string) => Promise<void>;
  /** Resolves once the signed-in app shows its first screen. */
  whenShown: () => Promise<void>;
}

/**
 * POST /api/auth/login. Success: token stored under `token`, user set, toast,
 * the role's home. Failure: destructive toast with the server's message.
 */
export function useLogin(handoff: SignedInAppHandoff) {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // The role table comes with the contracts' zod code, which the login screen does not load up front.
      const [answer, { homeOf }] = await Promise.all([api.post<LoginResponse>('/api/auth/login', input), import('./home-of')]);
      return { ...answer, home: homeOf(answer.user.role) };
    },
    onSuccess: async ({ token, user, home }) => {
      const me = normalizeUser(user);
      // The shell and the home page are fetched while the form still says 'Connecting...'.
      await handoff.prepare(home);
      // The URL becomes the home before the signed-in app (and its router) starts, so the shell never shows the
      // page of the signed-out URL.
      window.history.replaceState(null, '', home);
      const shown = handoff.whenShown();
      signIn(token, me);
      // The welcome comes with the shell on screen, not before it.
      void shown.then(() => toast({ title: 'Login successful', description: `Welcome back, ${me.email}!` }));
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: getErrorMessage(error, 'Invalid credentials'), variant: 'destructive' });
    },
  });
}
