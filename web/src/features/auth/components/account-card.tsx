import { ROLE_LABELS } from '@contracts/role-names';
import { InfoList } from '@/components/info-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';

/** Who is signed in: email, username, role and since when. */
export function AccountCard() {
  const user = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Cuenta</CardTitle>
        <CardDescription>Los datos de tu cuenta. Un administrador puede cambiar el correo.</CardDescription>
      </CardHeader>
      <CardContent>
        <InfoList
          items={[
            { label: 'Correo electrónico', value: user.email },
            { label: 'Usuario', value: user.username },
            { label: 'Rol', value: ROLE_LABELS[user.role] },
            {
              label: 'Cuenta creada',
              value: new Date(user.created_at).toLocaleDateString('es-GT', { dateStyle: 'long' }),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
