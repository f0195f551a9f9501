import { useEffect, useRef, type ComponentType } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useLingui } from '@lingui/react/macro';
import { lazyPart } from './lazy-part';

/**
 * What a lazily loaded dialog, menu or form whose code could not be fetched shows in its place: a notice to reload
 * the page, in the person's language; a dialog it stood for is closed again. A dialog's notice comes again each time
 * the dialog is asked for (its `open` turning true), so a second tap is not met with nothing; a part without `open`
 * shows it once.
 */
export function LoadFailedNotice({ open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const { t } = useLingui();
  const shown = useRef(false);
  const asked = open !== false;
  useEffect(() => {
    if (!asked) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    toast({
      title: t`No se pudo cargar`,
      description: t`Vuelve a cargar la página para intentarlo de nuevo.`,
      variant: 'destructive',
    });
    onOpenChange?.(false);
  }, [asked, t, onOpenChange]);
  return null;
}

/** A lazily loaded dialog, menu or form: LoadFailedNotice in its place should its code fail to load. */
export const lazyPartOrNotice = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, LoadFailedNotice as ComponentType<P>);
