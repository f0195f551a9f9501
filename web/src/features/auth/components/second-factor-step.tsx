import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginResponse, SecondFactorRequired, SignInResponse } from '@contracts/auth';
import { SecondFactorStepSchema } from '@contracts/two-factor';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api, getErrorMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';

interface SecondFactorStepProps {
  step: SecondFactorRequired;
  onSignedIn: (answer: LoginResponse) => Promise<void>;
  onCancel: () => void;
}

const isSession = (answer: SignInResponse): answer is LoginResponse => 'token' in answer;

/** The code the person types; the challenge is the step's own. */
const CodeSchema = SecondFactorStepSchema.pick({ code: true });
interface CodeValues {
  code: string;
}

/**
 * The sign-in's second step: a code of the authenticator app (or a recovery code), or a passkey. Loaded only
 * when an account needs it, with the WebAuthn browser library.
 */
export function SecondFactorStep({ step, onSignedIn, onCancel }: SecondFactorStepProps) {
  const { t } = useLingui();
  // Its message shows at the top with the passkey's, until the next attempt.
  const form = useForm<CodeValues>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors.code?.message ?? failure;
  const hasTotp = step.methods.includes('totp');
  const hasPasskey = step.methods.includes('passkey');

  const finish = async (answer: SignInResponse) => {
    if (!isSession(answer)) throw new Error(t`Vuelve a iniciar sesión.`);
    await onSignedIn(answer);
  };

  const sendCode = async ({ code }: CodeValues) => {
    setBusy('code');
    setFailure(null);
    try {
      await finish(
        await api.post<SignInResponse>('/api/auth/login/second-factor', { challenge: step.challenge, code }),
      );
    } catch (caught) {
      if (!applyServerIssues(form, caught))
        setFailure(getErrorMessage(caught, t`El código no es correcto o ya se usó.`));
      setBusy(null);
    }
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    void form.handleSubmit(sendCode)(event);
  };

  const usePasskey = async () => {
    if (busy) return;
    setBusy('passkey');
    setFailure(null);
    form.clearErrors();
    try {
      const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/login/passkey/options', {
        challenge: step.challenge,
      });
      const response = await startAuthentication({ optionsJSON });
      await finish(await api.post<SignInResponse>('/api/auth/login/passkey', { challenge: step.challenge, response }));
    } catch (caught) {
      const cancelled = caught instanceof Error && caught.name === 'NotAllowedError';
      setFailure(
        cancelled
          ? t`Se canceló la llave de acceso. Inténtalo de nuevo o usa un código.`
          : getErrorMessage(caught, t`La llave de acceso no se pudo verificar.`),
      );
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>Verificación en dos pasos</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          {hasTotp
            ? t`Escribe el código de 6 cifras de tu aplicación de autenticación, o uno de tus códigos de recuperación.`
            : t`Usa tu llave de acceso, o uno de tus códigos de recuperación.`}
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      {hasPasskey ? (
        <Button type="button" size="lg" className="w-full" onClick={usePasskey} disabled={busy !== null}>
          {busy === 'passkey' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <KeyRound aria-hidden="true" />
          )}
          <Trans>Usar llave de acceso</Trans>
        </Button>
      ) : null}
      <form noValidate onSubmit={submitCode} className="grid gap-3" aria-label={t`Código de verificación`}>
        <FormField label={hasTotp ? t`Código` : t`Código de recuperación`}>
          {(field) => (
            <Input
              {...field}
              autoComplete="one-time-code"
              inputMode={hasTotp ? 'numeric' : 'text'}
              autoFocus={!hasPasskey}
              maxLength={40}
              {...form.register('code')}
            />
          )}
        </FormField>
        <Button type="submit" variant={hasPasskey ? 'outline' : 'default'} className="w-full" disabled={busy !== null}>
          {busy === 'code' ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          <Trans>Verificar</Trans>
        </Button>
      </form>
      <Button type="button" variant="link" size="sm" className="h-auto justify-self-center px-0" onClick={onCancel}>
        <Trans>Volver a iniciar sesión</Trans>
      </Button>
    </div>
  );
}
