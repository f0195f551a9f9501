import { useState } from 'react';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { CatalogueSelect } from '@/components/catalogue-select';
import { FormField } from '@/components/form-field';
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
          <CatalogueSelect
            {...control}
            entries={EXPERTISE_AREAS}
            value={area}
            onValueChange={setArea}
            placeholder="Selecciona un área"
            unavailable={{ codes: added, note: ' (agregada)' }}
          />
        )}
      </FormField>
    </SubDialog>
  );
}
