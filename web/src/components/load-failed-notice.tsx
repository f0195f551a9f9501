import { useEffect, useRef, type ComponentType } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useDocumentScreenLanguage } from '@/lib/document-language';
import { lazyPart } from './lazy-part';

const LOAD_FAILED_TEXTS = {
  es: { title: 'No se pudo cargar', description: 'Vuelve a cargar la página para intentarlo de nuevo.' },
  en: { title: 'Could not load', description: 'Reload the page to try again.' },
} as const;

/**
 * What a lazily loaded dialog, menu or form whose code could not be fetched shows in its place: a notice to reload
 * the page, once, in the screen's language; a dialog it stood for is closed again.
 */
export function LoadFailedNotice({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const lang = useDocumentScreenLanguage();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ ...LOAD_FAILED_TEXTS[lang], variant: 'destructive' });
    onOpenChange?.(false);
  }, [lang, onOpenChange]);
  return null;
}

/** A lazily loaded dialog, menu or form: LoadFailedNotice in its place should its code fail to load. */
export const lazyPartOrNotice = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, LoadFailedNotice as ComponentType<P>);
