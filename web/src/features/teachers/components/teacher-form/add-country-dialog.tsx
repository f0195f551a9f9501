import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

const CountryPicker = lazy(() => import('./country-picker'));

interface AddCountryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  added: string[];
  onAdd: (code: string) => void;
}

/** Adds one country from the ISO list; picking a country adds it and closes. */
export function AddCountryDialog({ open, onOpenChange, added, onAdd }: AddCountryDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            <Trans>Agregar país</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Busca el país y selecciónalo. Los países ya agregados no se pueden elegir de nuevo.</Trans>
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label={t`Cargando países`} className="justify-center py-6" />}>
          <CountryPicker
            added={added}
            onPick={(code) => {
              onAdd(code);
              onOpenChange(false);
            }}
          />
        </Suspense>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
