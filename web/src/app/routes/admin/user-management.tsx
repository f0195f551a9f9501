import { useSearchParams } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useCurrentUser } from '@/lib/session';

/**
 * /admin/user-management and /user-management (optionally ?action=add-user).
 * Staff only; anyone else sees 'Access Denied' (spec §2.2).
 * Placeholder: a later issue builds the table and the form.
 */
export function UserManagementPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  if (user.role !== 'staff') return <AccessDenied />;
  const adding = params.get('action') === 'add-user';
  return (
    <PlaceholderPage title="User Management" description="Usuarios de la plataforma y sus roles.">
      {adding ? <h2 className="mb-4 text-lg font-semibold">Create New User</h2> : null}
    </PlaceholderPage>
  );
}
