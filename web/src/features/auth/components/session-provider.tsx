import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@contracts/auth';
import { getErrorStatus, nextSessionGeneration, onUnauthorized } from '@/lib/api-client';
import { confirmFirstAnswersOwner } from '@/lib/first-answers';
import { SessionContext, type Session, type SessionStatus } from '@/lib/session';
import { toast } from '@/components/ui/use-toast';
import { normalizeUser, requestMe, sessionLookedUpAtStartup } from '../api/me';

interface State {
  status: SessionStatus;
  user: Me | null;
}

const SIGNED_OUT: State = { status: 'unauthenticated', user: null };

/**
 * Session of spec §4.1, kept in an HttpOnly cookie (decision 037): with the hint that the cookie was set (read at
 * start-up), the current user is fetched; a 401 means no user, any other failure is logged and also means no user. A
 * 401 on a later call (expired or revoked session) signs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() =>
    sessionLookedUpAtStartup() ? { status: 'loading', user: null } : SIGNED_OUT,
  );
  const statusRef = useRef(state.status);

  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  useEffect(() => {
    // What start-up decided, not the cookie now: a 401 that already removed the hint would leave the loader forever.
    if (statusRef.current !== 'loading') return;
    const controller = new AbortController();
    requestMe(controller.signal)
      .then((user) => {
        if (controller.signal.aborted) return;
        // The answers the server put in the page are this person's, or are forgotten (decision 039).
        confirmFirstAnswersOwner(user.id);
        setState({ status: 'authenticated', user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(SIGNED_OUT);
        if (getErrorStatus(error) === 401) return;
        // The session may be fine: the server did not answer who it is (spec §8's message), so the person knows why
        // the login screen shows.
        console.error('Failed to fetch user data', error);
        toast({
          title: i18n._(msg`Failed to fetch user data`),
          description: i18n._(msg`Vuelve a intentarlo en unos minutos.`),
          variant: 'destructive',
        });
      });
    return () => controller.abort();
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (statusRef.current !== 'authenticated') return;
        nextSessionGeneration();
        queryClient.clear();
        setState(SIGNED_OUT);
        toast({
          title: t`Sesión expirada`,
          description: t`Por favor, inicia sesión nuevamente.`,
          variant: 'destructive',
        });
      }),
    [queryClient, t],
  );

  const signIn = useCallback((user: Me) => {
    nextSessionGeneration();
    statusRef.current = 'authenticated';
    setState({ status: 'authenticated', user: normalizeUser(user) });
  }, []);

  const signOut = useCallback(() => {
    nextSessionGeneration();
    statusRef.current = 'unauthenticated';
    setState(SIGNED_OUT);
  }, []);

  const value = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
