import { createContext, useContext } from 'react';
import type { Me } from '@contracts/auth';

/** Session state of spec §4.1. The provider lives in features/auth. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  user: Me | null;
  /** Sets the signed-in user (after a sign-in, whose answer set the session cookie). */
  signIn: (user: Me) => void;
  /** Forgets the user locally (the sign-out's answer cleared the cookie). */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for screens rendered behind the sign-in gate. */
export function useCurrentUser(): Me {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
