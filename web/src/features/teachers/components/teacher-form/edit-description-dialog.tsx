import { useState } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { SubDialog } from './sub-dialog';

interface EditDescriptionDialogProps {
  /** The title being described; null when the dialog is closed. */
  target: { index: number; label: string; description: string } | null;
  onClose: () => void;
  onSave: (index: number, description: string) => void;
}

/** Edits the description of one academic title. */
export function EditDescriptionDialog({ target, onClose, onSave }: EditDescriptionDialogProps) {
  return <Body key={target ? `${target.index}-${target.label}` : 'closed'} target={target} onClose={onClose} onSave={onSave} />;
}

function Body({ target, onClose, onSave }: EditDescriptionDialogProps) {
  const [description, setDescription] = useState(target?.description ?? '');
  return (
    <SubDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Editar descripción"
      description={target ? `Descripción del título ${target.label}.` : ''}
      submitLabel="Guardar descripción"
      onSubmit={() => {
        if (target) onSave(target.index, description.trim());
        onClose();
      }}
    >
      <FormField label="Descripción del título">
        {(control) => <Textarea {...control} rows={3} maxLength={300} value={description} onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
    </SubDialog>
  );
}
