import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { PortfolioWork } from '@contracts/portfolio';
import { FormDialog } from '@/components/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

// The form (zod, react-hook-form, the drop zone) loads when the dialog first opens.
const WorkForm = lazyPartOrNotice(() => import('./work-form').then((m) => m.WorkForm));

interface WorkFormDialogProps {
  teacherId: number;
  /** The work to edit; none to add one. */
  work?: PortfolioWork;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Añadir obra' / 'Editar obra': closing discards what was not saved. */
export function WorkFormDialog({ teacherId, work, open, onOpenChange }: WorkFormDialogProps) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={work ? t`Editar obra` : t`Añadir obra`}
      description={
        work
          ? t`Cambia los datos de la obra o su imagen. Sin una imagen nueva, conserva la actual.`
          : t`Una imagen de la obra y sus datos. Los campos con * son obligatorios.`
      }
      className="max-w-2xl"
    >
      {(close) => (
        <Suspense fallback={<Spinner label={t`Cargando formulario`} className="justify-center py-10" />}>
          <WorkForm teacherId={teacherId} work={work} onCancel={close} onSaved={close} />
        </Suspense>
      )}
    </FormDialog>
  );
}
