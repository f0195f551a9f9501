import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import { ExpertiseAreaEntrySchema, type ExpertiseAreaEntry } from '@contracts/teachers';
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

interface AreaValues {
  area: string;
}

/** Picks one expertise area from the catalogue (spec §4.2: each area once only); checked by ExpertiseAreaEntrySchema. */
export function AddAreaDialog(props: AddAreaDialogProps) {
  return <Body key={String(props.open)} {...props} />;
}

function Body({ open, onOpenChange, added, onAdd }: AddAreaDialogProps) {
  const { t } = useLingui();
  const form = useForm<AreaValues, unknown, ExpertiseAreaEntry>({
    resolver: zodResolver(ExpertiseAreaEntrySchema) as never,
    defaultValues: { area: '' },
  });
  const area = useWatch({ control: form.control, name: 'area' });
  return (
    <SubDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Agregar área de especialidad`}
      description={t`Las áreas ya agregadas no se pueden elegir de nuevo.`}
      submitLabel={t`Agregar área`}
      submitDisabled={!area || added.includes(area)}
      form={form}
      onSubmit={(entry) => {
        onAdd(entry.area);
        onOpenChange(false);
      }}
    >
      <FormField label={t`Área de especialidad`} error={form.formState.errors.area?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="area"
            render={({ field }) => (
              <CatalogueSelect
                {...control}
                entries={EXPERTISE_AREAS}
                value={field.value}
                onValueChange={field.onChange}
                placeholder={t`Selecciona un área`}
                unavailable={{ codes: added, note: t` (agregada)` }}
              />
            )}
          />
        )}
      </FormField>
    </SubDialog>
  );
}
