import { useLingui } from '@lingui/react/macro';
import type { SsoProvider } from '@contracts/sso';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteSsoProvider } from '../api/sso-providers';

/** '¿Eliminar este proveedor?': its button leaves the login screen; accounts stay. */
export function DeleteSsoProviderDialog({ provider, onClose }: { provider: SsoProvider | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = provider?.display_name ?? '';
  const remove = useDeleteSsoProvider({
    onSuccess: () => {
      onClose();
      toast({ title: t`Proveedor eliminado` });
    },
    onError: (error) => {
      onClose();
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t`No se pudo eliminar el proveedor.`),
        variant: 'destructive',
      });
    },
  });
  return (
    <ConfirmDeleteDialog
      open={provider !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={() => provider && !remove.isPending && remove.mutate(provider.id)}
      title={t`¿Eliminar este proveedor?`}
      description={t`«${name}» dejará de aparecer en la pantalla de inicio de sesión. Las cuentas no se eliminan.`}
    />
  );
}
