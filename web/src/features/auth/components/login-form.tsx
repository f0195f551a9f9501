import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import type { LoginInput, SecondFactorRequired } from '@contracts/auth';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFinishSignIn, useLogin, type SignedInAppHandoff } from '../api/use-login';
import { forgetSecondFactorFromUrl, secondFactorFromUrl } from '../second-factor-url';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

const loadLoginResolver = () => import('./login-resolver').then((m) => m.loginResolver);
const loadSecondFactorStep = () => import('./second-factor-step');
const SecondFactorStep = lazyPartOrNotice(() => loadSecondFactorStep().then((m) => m.SecondFactorStep));

/**
 * The contract schema validates the form (first on submit), but its code (zod) is not part of the first screen:
 * it is fetched when the form is first focused, and awaited by the first validation.
 */
const lazyLoginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await loadLoginResolver())(values, context, options);
const preloadValidation = () => void loadLoginResolver().catch(() => undefined);

/**
 * Email and password with the spec's messages; 'Connect' becomes 'Connecting...' while the call runs. An account
 * with a second factor then gets the second step in place of the form (also when an identity provider's sign-in
 * comes back with one due: /?second_factor=…).
 */
export function LoginForm({ handoff }: { handoff: SignedInAppHandoff }) {
  const { t } = useLingui();
  const [step, setStep] = useState<SecondFactorRequired | null>(secondFactorFromUrl);
  // A later login screen (after signing in and out) starts without the provider's step.
  useEffect(() => forgetSecondFactorFromUrl, []);
  const login = useLogin(handoff, (due) => {
    void loadSecondFactorStep().catch(() => undefined);
    setStep(due);
  });
  const finish = useFinishSignIn(handoff);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: lazyLoginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    if (!login.isPending) login.mutate(values);
  });

  if (step) {
    return (
      <Suspense fallback={<LoaderCircle aria-label={t`Cargando`} className="mx-auto animate-spin" />}>
        <SecondFactorStep
          step={step}
          onSignedIn={finish}
          onCancel={() => {
            forgetSecondFactorFromUrl();
            setStep(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadValidation} className="grid gap-4" aria-label={t`Sign in`}>
      <FormField label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="tu.nombre@esarte.edu"
            {...register('email')}
          />
        )}
      </FormField>
      <FormField label={t`Password`} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            <Trans>Connecting...</Trans>
          </>
        ) : (
          <Trans>Connect</Trans>
        )}
      </Button>
    </form>
  );
}
