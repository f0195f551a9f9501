import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage } from '@contracts/languages';
import { formatDate } from '@/lib/format';
import { ROLE_LABELS } from '@contracts/role-names';
import { InfoList } from '@/components/info-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';

/** Who is signed in: email, username, role and since when. */
export function AccountCard() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Cuenta</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Los datos de tu cuenta. Un administrador puede cambiar el correo.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <InfoList
          items={[
            { label: t`Correo electrónico`, value: user.email },
            { label: t`Usuario`, value: user.username },
            { label: t`Rol`, value: i18n._(ROLE_LABELS[user.role]) },
            {
              label: t`Cuenta creada`,
              value: formatDate(user.created_at, isLanguage(i18n.locale) ? i18n.locale : 'es'),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
