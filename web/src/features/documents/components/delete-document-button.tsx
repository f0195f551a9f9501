import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
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
    // The tooltip's root around the dialog, its trigger inside the dialog's: both pass their props on to the button.
    <Tooltip>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        pending={remove.isPending}
        onConfirm={onConfirm}
        title={t`¿Eliminar documento?`}
        description={t`Se eliminará «${name}» de forma permanente. Esta acción no se puede deshacer.`}
        trigger={
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Eliminar ${name}`}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </TooltipTrigger>
        }
      />
      <TooltipContent>
        <Trans>Eliminar</Trans>
      </TooltipContent>
    </Tooltip>
  );
}
