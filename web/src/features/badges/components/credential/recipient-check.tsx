import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleHelp, CircleX, LoaderCircle } from 'lucide-react';
import { RecipientCheckSchema, type RecipientCheckInput } from '@contracts/badges';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useRecipientCheck } from '../../api/credentials';
import { recipientCheckText } from './credential-share';

/**
 * 'Comprobar destinatario': anyone shown the credential types an email and learns whether it is the recipient's
 * (the credential carries it hashed), or that this credential cannot be checked; nothing else is shown.
 */
export function RecipientCheck({ id }: { id: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const check = useRecipientCheck(id);
  const form = useForm<RecipientCheckInput>({
    resolver: zodResolver(RecipientCheckSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const submit = ({ email }: RecipientCheckInput) => check.mutate(email.trim());
  // A new address makes the previous answer stale: it goes as soon as the field changes.
  const email = form.register('email', {
    setValueAs: (value: string) => value.trim(),
    onChange: () => check.reset(),
  });

  const result = check.data;
  const Icon = !result ? null : !result.checkable ? CircleHelp : result.matches ? CircleCheck : CircleX;
  return (
    <Card aria-labelledby={titleId} role="region" className="print:hidden">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          <Trans>Comprobar destinatario</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Escribe un correo para saber si es el de la persona que recibió este badge. No se muestra ningún otro dato.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
          <FormField label={t`Correo electrónico`} error={form.formState.errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="off" spellCheck={false} {...email} />}
          </FormField>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={check.isPending}>
            {check.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            <Trans>Comprobar</Trans>
          </Button>
          <div aria-live="polite" className="min-h-6 text-sm">
            {result && Icon ? (
              <p
                className={cn(
                  'flex items-start gap-2 font-medium',
                  !result.checkable
                    ? 'text-muted-foreground'
                    : result.matches
                      ? 'text-emerald-800'
                      : 'text-destructive',
                )}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {recipientCheckText(result)}
              </p>
            ) : null}
            {check.isError ? (
              <p className="text-destructive">
                {getErrorMessage(check.error, t`No se pudo comprobar el correo. Inténtalo de nuevo.`)}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
