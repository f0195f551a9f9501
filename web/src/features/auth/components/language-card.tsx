import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '@/components/language-switch';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { useSetLanguage } from '../api/set-language';

/** The person's language (decision 040): the product's screens, mails and exports follow it. */
export function LanguageCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const setLanguage = useSetLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Idioma</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Las pantallas, los correos y las exportaciones te llegan en este idioma.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitch
          value={setLanguage.isPending && setLanguage.variables ? setLanguage.variables : user.language}
          disabled={setLanguage.isPending}
          onChange={(language) =>
            setLanguage.mutate(language, {
              onError: (error) =>
                toast({
                  title: t`No se pudo cambiar el idioma`,
                  description: getErrorMessage(error, t`Vuelve a intentarlo.`),
                  variant: 'destructive',
                }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
