import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { Badge } from '@contracts/badges';
import { FormDialog } from '@/components/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

// The form (zod, react-hook-form, the drop zone) loads when the dialog first opens.
const BadgeForm = lazyPartOrNotice(() => import('./badge-form').then((m) => m.BadgeForm));

interface BadgeFormDialogProps {
  /** The badge to edit; none to create one. */
  badge?: Badge;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Crear Badge' / 'Editar Badge': the form and its live preview; closing discards what was not saved. */
export function BadgeFormDialog({ badge, open, onOpenChange }: BadgeFormDialogProps) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={badge ? t`Editar Badge` : t`Crear Badge`}
      description={
        badge
          ? t`Actualiza la información del badge.`
          : t`Completa la información del nuevo badge. Los campos con * son obligatorios.`
      }
      className="max-w-4xl"
    >
      <Suspense fallback={<Spinner label={t`Cargando formulario`} className="justify-center py-10" />}>
        <BadgeForm badge={badge} onCancel={() => onOpenChange(false)} onSaved={() => onOpenChange(false)} />
      </Suspense>
    </FormDialog>
  );
}
