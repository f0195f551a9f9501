import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { SignInResponse } from '@contracts/auth';
import { buttonVariants } from '@/components/ui/button';
import { ApiError, api, getErrorMessage } from '@/lib/api-client';
import { useFinishSignIn, type SignedInAppHandoff } from '../api/use-login';

const FAILED = msg`No se pudo completar el inicio de sesión con el proveedor. Inténtalo de nuevo.`;

/**
 * The ticket is used up by the first call: a second render (React's development double effects) shares the
 * same answer instead of asking again.
 */
const answers = new Map<string, Promise<SignInResponse>>();
function trade(ticket: string): Promise<SignInResponse> {
  let answer = answers.get(ticket);
  if (!answer) {
    answer = api.post<SignInResponse>('/api/auth/sso/complete', { ticket });
    answers.set(ticket, answer);
  }
  return answer;
}

/**
 * /sso/complete?ticket=…: trades the provider's one-minute ticket for a session and signs in exactly like the
 * login form (the role's home). A second factor due goes back to the login screen with `?second_factor=`.
 */
export function SsoComplete({ ticket, handoff }: { ticket: string; handoff: SignedInAppHandoff }) {
  const { i18n } = useLingui();
  const finish = useFinishSignIn(handoff);
  // The refusal's words: the server's when it says the sign-in was started in another browser.
  const [failed, setFailed] = useState<string | null>(ticket === '' ? i18n._(FAILED) : null);

  useEffect(() => {
    if (!ticket) return;
    let active = true;
    void (async () => {
      try {
        const answer = await trade(ticket);
        if ('second_factor_required' in answer) {
          window.location.replace(
            `/?second_factor=${encodeURIComponent(answer.challenge)}&methods=${answer.methods.join(',')}`,
          );
          return;
        }
        // The same end as the login form's: the role's home, the shell, the welcome.
        if (active) await finish(answer);
      } catch (error) {
        if (active)
          setFailed(
            error instanceof ApiError && error.code === 'SSO_OTHER_BROWSER'
              ? getErrorMessage(error, i18n._(FAILED))
              : i18n._(FAILED),
          );
      }
    })();
    return () => {
      active = false;
    };
  }, [ticket, finish, i18n]);

  if (failed) {
    return (
      <div className="grid gap-4">
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {failed}
        </p>
        <a href="/" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <Trans>Volver a iniciar sesión</Trans>
        </a>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      <Trans>Iniciando sesión…</Trans>
    </p>
  );
}
