import { ROLE_LABELS } from '@contracts/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';

/** Who is signed in: email, username, role and since when. */
export function AccountCard() {
  const user = useCurrentUser();
  const rows = [
    ['Correo electrónico', user.email],
    ['Usuario', user.username],
    ['Rol', ROLE_LABELS[user.role]],
    ['Cuenta creada', new Date(user.created_at).toLocaleDateString('es-GT', { dateStyle: 'long' })],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cuenta</CardTitle>
        <CardDescription>Los datos de tu cuenta. Un administrador puede cambiar el correo.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="text-sm break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
