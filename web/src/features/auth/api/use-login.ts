import { useCallback } from 'react';
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, Me, SecondFactorRequired, SignInResponse } from '@contracts/auth';
import { api, getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/components/ui/use-toast';
import { keepLanguageChosenBeforeSignIn, showLanguage } from '../language-choice';
import { fetchMe } from './me';

/** How the signed-in app takes over after a sign-in; the app hands it in (a feature does not import app/). */
export interface SignedInAppHandoff {
  /** Fetches the code of the signed-in app and of the page at `home`. */
  prepare: (home: string) => Promise<void>;
  /** Resolves once the signed-in app shows its first screen. */
  whenShown: () => Promise<void>;
}

/**
 * The end of every sign-in (password, second step, identity provider), whose answer set the session cookie
 * (decision 037; the answer's `token` is for scripts and is not kept): the session asked who the user is, what they may do and where their home is (GET /api/me), the user set, a toast, that home.
 */
export function useFinishSignIn(handoff: SignedInAppHandoff) {
  const { signIn } = useSession();
  return useCallback(
    async (_answer: LoginResponse) => {
      const me: Me = await keepLanguageChosenBeforeSignIn(await fetchMe());
      // The shell, the home page and the person's texts are fetched while the form still says 'Connecting...'.
      await Promise.all([handoff.prepare(me.home), showLanguage(me.language, ['auth'])]);
      // The URL becomes the home before the signed-in app (and its router) starts, so the shell never shows the
      // page of the signed-out URL.
      window.history.replaceState(null, '', me.home);
      const shown = handoff.whenShown();
      signIn(me);
      // The welcome comes with the shell on screen, not before it.
      const { email } = me;
      void shown.then(() => toast({ title: t`Login successful`, description: t`Welcome back, ${email}!` }));
    },
    [handoff, signIn],
  );
}

/** Whether a first step's answer asks for the second step (no zod here: the login screen does not load it). */
export function isSecondFactorRequired(answer: SignInResponse): answer is SecondFactorRequired {
  return 'second_factor_required' in answer;
}

/**
 * POST /api/auth/login. A session: the sign-in ends as above. The second step due: `onSecondFactor`.
 * Failure: destructive toast with the server's message.
 */
export function useLogin(handoff: SignedInAppHandoff, onSecondFactor: (step: SecondFactorRequired) => void) {
  const finish = useFinishSignIn(handoff);
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<SignInResponse>('/api/auth/login', input),
    onSuccess: async (answer) => {
      if (isSecondFactorRequired(answer)) onSecondFactor(answer);
      else await finish(answer);
    },
    onError: (error) => {
      toast({
        title: t`Login failed`,
        description: getErrorMessage(error, t`Invalid credentials`),
        variant: 'destructive',
      });
    },
  });
}
