import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { AcademicTitleEntrySchema, type AcademicTitleEntry } from '@contracts/teachers';
import { CatalogueSelect } from '@/components/catalogue-select';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { SubDialog } from './sub-dialog';

interface AddTitleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (title: string, description: string) => void;
}

interface TitleValues {
  title: string;
  description: string;
}

/** Picks an academic title from the catalogue, with its description (they are stored side by side); checked by AcademicTitleEntrySchema. */
export function AddTitleDialog({ open, onOpenChange, onAdd }: AddTitleDialogProps) {
  return <Body key={String(open)} open={open} onOpenChange={onOpenChange} onAdd={onAdd} />;
}

function Body({ open, onOpenChange, onAdd }: AddTitleDialogProps) {
  const { t } = useLingui();
  const form = useForm<TitleValues, unknown, AcademicTitleEntry>({
    resolver: zodResolver(AcademicTitleEntrySchema) as never,
    defaultValues: { title: '', description: '' },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  return (
    <SubDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Agregar título académico`}
      description={t`Elige el título y describe dónde y en qué se obtuvo.`}
      submitLabel={t`Agregar título`}
      submitDisabled={!title}
      form={form}
      onSubmit={(entry) => {
        onAdd(entry.title, entry.description);
        onOpenChange(false);
      }}
    >
      <FormField label={t`Título académico`} error={errors.title?.message}>
        {(field) => (
          <Controller
            control={control}
            name="title"
            render={({ field: select }) => (
              <CatalogueSelect
                {...field}
                entries={ACADEMIC_TITLES}
                value={select.value}
                onValueChange={select.onChange}
                placeholder={t`Selecciona un título`}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Descripción del título`} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} maxLength={300} {...register('description')} />}
      </FormField>
    </SubDialog>
  );
}
