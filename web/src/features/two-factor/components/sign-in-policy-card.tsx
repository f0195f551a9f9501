import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeSignInPolicy, useSignInPolicy } from '../api/two-factor';

/** Staff only: whether every staff member must use a second factor. */
export function SignInPolicyCard() {
  const { t } = useLingui();
  const id = useId();
  const policy = useSignInPolicy();
  const change = useChangeSignInPolicy();
  const toggle = (required: boolean) =>
    change.mutate(
      { staff_second_factor_required: required },
      {
        onSuccess: () =>
          toast({
            title: required
              ? t`Segundo factor obligatorio para el personal`
              : t`El segundo factor ya no es obligatorio`,
          }),
        onError: (error) =>
          toast({
            title: t`No se pudo guardar`,
            description: getErrorMessage(error, t`Inténtalo de nuevo.`),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Política de acceso</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            El personal maneja datos personales y bancarios. Al activarla, quien no tenga un segundo factor deberá
            configurarlo en su próximo inicio de sesión.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {policy.isPending ? (
          <Skeleton aria-label={t`Cargando la política`} className="h-6 w-64" />
        ) : policy.isError ? (
          <p role="alert" className="text-destructive">
            {getErrorMessage(policy.error, t`No se pudo cargar la política.`)}
          </p>
        ) : (
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              checked={policy.data.staff_second_factor_required}
              disabled={change.isPending}
              onCheckedChange={toggle}
            />
            <Label htmlFor={id}>
              <Trans>Exigir un segundo factor al personal</Trans>
            </Label>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
