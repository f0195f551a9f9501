import { useState } from 'react';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { CatalogueSelect } from '@/components/catalogue-select';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { SubDialog } from './sub-dialog';

interface AddTitleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (title: string, description: string) => void;
}

/** Picks an academic title from the catalogue, with its description (they are stored side by side). */
export function AddTitleDialog({ open, onOpenChange, onAdd }: AddTitleDialogProps) {
  return (
    <Body key={String(open)} open={open} onOpenChange={onOpenChange} onAdd={onAdd} />
  );
}

function Body({ open, onOpenChange, onAdd }: AddTitleDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  return (
    <SubDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar título académico"
      description="Elige el título y describe dónde y en qué se obtuvo."
      submitLabel="Agregar título"
      submitDisabled={!title}
      onSubmit={() => {
        onAdd(title, description.trim());
        onOpenChange(false);
      }}
    >
      <FormField label="Título académico">
        {(control) => (
          <CatalogueSelect {...control} entries={ACADEMIC_TITLES} value={title} onValueChange={setTitle} placeholder="Selecciona un título" />
        )}
      </FormField>
      <FormField label="Descripción del título">
        {(control) => <Textarea {...control} rows={3} maxLength={300} value={description} onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
    </SubDialog>
  );
}
