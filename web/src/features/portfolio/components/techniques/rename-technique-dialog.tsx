import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { PortfolioTechnique } from '@contracts/portfolio';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { Input } from '@/components/ui/input';
import { useRenamePortfolioTechnique } from '../../api/portfolio';
import { showLabelRefusal, useTechniqueLabelForm } from './technique-label-form';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes';

interface RenameTechniqueDialogProps {
  /** The technique to rename (kept while the dialog fades out). */
  technique: PortfolioTechnique | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Cambiar nombre' of a technique staff added: the works that name it show the new name. */
export function RenameTechniqueDialog({ technique, open, onOpenChange }: RenameTechniqueDialogProps) {
  const { t } = useLingui();
  const rename = useRenamePortfolioTechnique();
  const label = technique?.label;
  const form = useTechniqueLabelForm();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open && technique) reset({ label: technique.label });
  }, [open, technique, reset]);

  const submit = handleSubmit(({ label }) =>
    technique
      ? saveWithToast(
          () => rename.mutateAsync({ code: technique.code, label: label.trim() }),
          () => onOpenChange(false),
          {
            success: { title: t`Nombre de la técnica cambiado` },
            failure: { title: t`No se pudo cambiar el nombre`, fallback: t`Inténtalo de nuevo.` },
            handled: (error) => showLabelRefusal(form, error),
          },
        )
      : undefined,
  );

  return (
    <FormDialog
      open={open && technique !== null}
      onOpenChange={(next) => !rename.isPending && onOpenChange(next)}
      title={t`Cambiar el nombre de la técnica`}
      description={<Trans>Las obras que usan «{label}» mostrarán el nombre nuevo.</Trans>}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <UnsavedChangesGuard dirty={form.formState.isDirty} />
        <FormField label={t`Nombre`} required error={errors.label?.message}>
          {(field) => <Input {...field} maxLength={80} autoComplete="off" {...register('label')} />}
        </FormField>
        <DialogFormFooter
          onCancel={() => onOpenChange(false)}
          pending={rename.isPending}
          submitLabel={t`Guardar`}
          pendingLabel={t`Guardando...`}
        />
      </form>
    </FormDialog>
  );
}
