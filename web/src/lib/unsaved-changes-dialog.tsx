import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useLingui } from '@lingui/react/macro';
import { UNSAVED_CHANGES_TEXT, type UnsavedChangesDialogProps } from './unsaved-changes-text';

/**
 * The question itself, loaded on first use (UnsavedChangesDialog in unsaved-changes.tsx): 'Tiene cambios sin guardar.
 * ¿Salir sin guardar?' with 'Seguir editando' (focused first) and 'Salir sin guardar'.
 */
export function UnsavedChangesQuestion({ open, onStay, onLeave, texts }: UnsavedChangesDialogProps) {
  const { t } = useLingui();
  const text = texts ?? {
    title: t(UNSAVED_CHANGES_TEXT.title),
    description: t(UNSAVED_CHANGES_TEXT.description),
    stay: t(UNSAVED_CHANGES_TEXT.stay),
    leave: t(UNSAVED_CHANGES_TEXT.leave),
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent data-testid="unsaved-changes-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>{text.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{text.stay}</AlertDialogCancel>
          <Button variant="destructive" onClick={onLeave}>
            {text.leave}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
