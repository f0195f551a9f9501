import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { AccessDenied } from '@/components/access-denied';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { UsersPanel } from '@/features/users/components/users-panel';
import { useCurrentUser } from '@/lib/session';

const ADD_USER = 'add-user';

/**
 * /admin/user-management and /user-management (spec §2.2, §2.9): the user table and 'Create New User', which
 * `?action=add-user` opens on arrival. For whoever may manage users (staff); anyone else sees 'Access Denied'.
 */
export function UserManagementPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (!user.can.manage_users) return <AccessDenied />;

  const adding = params.get('action') === ADD_USER;
  const setAdding = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('action', ADD_USER);
        else next.delete('action');
        return next;
      },
      { replace: true },
    );

  return (
    <section>
      <PageHeader
        title={t`User Management`}
        description={t`The platform's users and their roles.`}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            <Trans>Create New User</Trans>
          </Button>
        }
      />
      <UsersPanel currentUserId={user.id} />
      <CreateUserDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
