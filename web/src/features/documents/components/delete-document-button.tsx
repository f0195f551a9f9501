import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteDocument } from '../api/documents';

/** Deletes one document after a confirmation; 'Documento eliminado' or 'Error al eliminar el documento'. */
export function DeleteDocumentButton({ id, name }: { id: number; name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocument({
    onSuccess: () => {
      setOpen(false);
      toast({ title: t`Documento eliminado` });
    },
    onError: (error) => {
      setOpen(false);
      toast({
        title: t`Error al eliminar el documento`,
        description: getErrorMessage(error, t`Inténtalo de nuevo.`),
        variant: 'destructive',
      });
    },
  });
  const onConfirm = () => remove.mutate(id);
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      pending={remove.isPending}
      onConfirm={onConfirm}
      title={t`¿Eliminar documento?`}
      description={t`Se eliminará «${name}» de forma permanente. Esta acción no se puede deshacer.`}
      trigger={
        // The dialog's trigger passes its props on through the tooltip to the button.
        <WithTooltip label={t`Eliminar`}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Eliminar ${name}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </WithTooltip>
      }
    />
  );
}
