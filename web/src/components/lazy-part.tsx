import { lazy, useEffect, useRef, type ComponentType } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useDocumentScreenLanguage } from '@/lib/screen-language';

const LOAD_FAILED_TEXTS = {
  es: { title: 'No se pudo cargar', description: 'Vuelve a cargar la página para intentarlo de nuevo.' },
  en: { title: 'Could not load', description: 'Reload the page to try again.' },
} as const;

/**
 * What a lazily loaded part whose code could not be fetched (offline, or a stale chunk after a deploy) shows in its
 * place: a notice to reload the page, once, in the screen's language; a dialog it stood for is closed again.
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

/** The module React.lazy takes: the loaded component, or `Fallback` (given the same props) when its code failed. */
export function loadPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): Promise<{ default: ComponentType<P> }> {
  return load().then(
    (Component) => ({ default: Component }),
    (error: unknown) => {
      console.error(error);
      return { default: Fallback };
    },
  );
}

/**
 * A part of a screen loaded with its code on first use (a dialog, a menu, a chart): should the code fail to load, it
 * renders `Fallback` instead of failing the whole page (by default LoadFailedNotice).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P> = LoadFailedNotice as ComponentType<P>,
) {
  return lazy(() => loadPart(load, Fallback));
}
