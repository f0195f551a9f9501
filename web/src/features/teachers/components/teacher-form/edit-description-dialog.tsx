import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AcademicTitleDescriptionEntrySchema, type AcademicTitleDescriptionEntry } from '@contracts/teachers';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form-field';
import { SubDialog } from './sub-dialog';

interface EditDescriptionDialogProps {
  /** The title being described; null when the dialog is closed. */
  target: { index: number; label: string; description: string } | null;
  onClose: () => void;
  onSave: (index: number, description: string) => void;
}

/** Edits the description of one academic title; checked by AcademicTitleDescriptionEntrySchema. */
export function EditDescriptionDialog({ target, onClose, onSave }: EditDescriptionDialogProps) {
  return (
    <Body
      key={target ? `${target.index}-${target.label}` : 'closed'}
      target={target}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

function Body({ target, onClose, onSave }: EditDescriptionDialogProps) {
  const { t } = useLingui();
  const form = useForm<AcademicTitleDescriptionEntry>({
    resolver: zodResolver(AcademicTitleDescriptionEntrySchema),
    defaultValues: { description: target?.description ?? '' },
  });
  return (
    <SubDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Editar descripción`}
      description={target ? t`Descripción del título ${ph({ title: target.label })}.` : ''}
      submitLabel={t`Guardar descripción`}
      form={form}
      onSubmit={({ description }) => {
        if (target) onSave(target.index, description);
        onClose();
      }}
    >
      <FormField label={t`Descripción del título`} error={form.formState.errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} maxLength={300} {...form.register('description')} />}
      </FormField>
    </SubDialog>
  );
}
