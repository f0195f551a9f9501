import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Badge } from '@contracts/badges';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteBadge } from '../api/badges';

interface DeleteBadgeDialogProps {
  open: boolean;
  /** The badge to delete (kept while the dialog fades out). */
  badge: Pick<Badge, 'id' | 'badge_name' | 'assigned_count'> | null;
  onClose: () => void;
}

/** '¿Eliminar este badge?': the badge goes, and with it every award of it. */
export function DeleteBadgeDialog({ open, badge, onClose }: DeleteBadgeDialogProps) {
  const { t } = useLingui();
  const remove = useDeleteBadge({
    onSuccess: () => {
      onClose();
      toast({ title: t`Badge eliminado correctamente` });
    },
    onError: (error) => {
      onClose();
      toast({
        title: t`Error al eliminar el badge`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
    },
  });
  const count = badge?.assigned_count ?? 0;
  const name = badge?.badge_name ?? '';
  // Their credentials are revoked with the awards (decision 011).
  const description =
    count === 0
      ? t`Se eliminará «${name}» de forma permanente. Esta acción no se puede deshacer.`
      : t`Se eliminará «${name}» de forma permanente. ${plural(count, {
          one: 'Se retirará a la persona que lo tiene y su credencial quedará revocada.',
          other: 'Se retirará a las # personas que lo tienen y sus credenciales quedarán revocadas.',
        })} Esta acción no se puede deshacer.`;
  return (
    <ConfirmDeleteDialog
      open={open && badge !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={() => badge && !remove.isPending && remove.mutate(badge.id)}
      title={t`¿Eliminar este badge?`}
      description={description}
    />
  );
}
