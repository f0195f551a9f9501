import { msg } from '@lingui/core/macro';

/** The question's words, written in the person's language by the dialog (decision 040), all here. */
export const UNSAVED_CHANGES_TEXT = {
  title: msg`Tiene cambios sin guardar`,
  description: msg`¿Salir sin guardar? Los cambios que escribió se perderán.`,
  stay: msg`Seguir editando`,
  leave: msg`Salir sin guardar`,
};

export interface UnsavedChangesDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** Another question of the same shape (the import's one-time links); by default the unsaved-changes one. */
  texts?: { title: string; description: string; stay: string; leave: string };
}
