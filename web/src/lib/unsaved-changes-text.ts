import type { ScreenLanguage } from '@/lib/document-language';

/** The question's words, in the screen's language (user management is English), all here. */
export const UNSAVED_CHANGES_TEXT: Record<
  ScreenLanguage,
  { title: string; description: string; stay: string; leave: string }
> = {
  es: {
    title: 'Tiene cambios sin guardar',
    description: '¿Salir sin guardar? Los cambios que escribió se perderán.',
    stay: 'Seguir editando',
    leave: 'Salir sin guardar',
  },
  en: {
    title: 'You have unsaved changes',
    description: 'Leave without saving? The changes you typed will be lost.',
    stay: 'Keep editing',
    leave: 'Leave without saving',
  },
};

export interface UnsavedChangesDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** Another question of the same shape (the import's one-time links); by default the unsaved-changes one. */
  texts?: { title: string; description: string; stay: string; leave: string };
}
