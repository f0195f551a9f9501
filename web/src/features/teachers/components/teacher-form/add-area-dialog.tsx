import { useState } from 'react';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField } from './form-field';
import { SubDialog } from './sub-dialog';

interface AddAreaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Areas already on the teacher: shown, but they cannot be picked again. */
  added: string[];
  onAdd: (code: string) => void;
}

/** Picks one expertise area from the catalogue (spec §4.2: each area once only). */
export function AddAreaDialog(props: AddAreaDialogProps) {
  return <Body key={String(props.open)} {...props} />;
}

function Body({ open, onOpenChange, added, onAdd }: AddAreaDialogProps) {
  const [area, setArea] = useState('');
  return (
    <SubDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar área de especialidad"
      description="Las áreas ya agregadas no se pueden elegir de nuevo."
      submitLabel="Agregar área"
      submitDisabled={!area || added.includes(area)}
      onSubmit={() => {
        onAdd(area);
        onOpenChange(false);
      }}
    >
      <FormField label="Área de especialidad">
        {(control) => (
          <Select value={area} onValueChange={setArea}>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Selecciona un área" />
            </SelectTrigger>
            <SelectContent>
              {EXPERTISE_AREAS.map((entry) => (
                <SelectItem key={entry.code} value={entry.code} disabled={added.includes(entry.code)}>
                  {entry.label}
                  {added.includes(entry.code) ? ' (agregada)' : ''}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </SubDialog>
  );
}
