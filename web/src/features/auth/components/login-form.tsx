import { useForm, type Resolver } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import type { LoginInput } from '@contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLogin } from '../api/use-login';

const loadLoginResolver = () => import('./login-resolver').then((m) => m.loginResolver);

/**
 * The contract schema validates the form (first on submit), but its code (zod) is not part of the first screen:
 * it is fetched when the form is first focused, and awaited by the first validation.
 */
const lazyLoginResolver: Resolver<LoginInput> = async (values, context, options) => (await loadLoginResolver())(values, context, options);
const preloadValidation = () => void loadLoginResolver().catch(() => undefined);

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Email and password with the spec's messages; 'Connect' becomes 'Connecting...' while the call runs. */
export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: lazyLoginResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    if (!login.isPending) login.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadValidation} className="grid gap-4" aria-label="Sign in">
      <div className="grid gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="tu.nombre@esarte.edu"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="login-email-error" message={errors.email?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Connecting...
          </>
        ) : (
          'Connect'
        )}
      </Button>
    </form>
  );
}
