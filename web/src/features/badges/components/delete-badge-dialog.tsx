import { BADGE_MESSAGES } from '@contracts/badge-messages';
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
  const remove = useDeleteBadge({
    onSuccess: () => {
      onClose();
      toast({ title: BADGE_MESSAGES.deleted });
    },
    onError: (error) => {
      onClose();
      toast({
        title: BADGE_MESSAGES.deleteFailed,
        description: getErrorMessage(error, 'Inténtalo de nuevo.'),
        variant: 'destructive',
      });
    },
  });
  const count = badge?.assigned_count ?? 0;
  // Their credentials are revoked with the awards (decision 011).
  const holders =
    count === 0
      ? ''
      : count === 1
        ? ' Se retirará a la persona que lo tiene y su credencial quedará revocada.'
        : ` Se retirará a las ${count} personas que lo tienen y sus credenciales quedarán revocadas.`;
  return (
    <ConfirmDeleteDialog
      open={open && badge !== null}
      onOpenChange={(next) => !next && onClose()}
      pending={remove.isPending}
      onConfirm={() => badge && !remove.isPending && remove.mutate(badge.id)}
      title="¿Eliminar este badge?"
      description={`Se eliminará «${badge?.badge_name ?? ''}» de forma permanente.${holders} Esta acción no se puede deshacer.`}
    />
  );
}
