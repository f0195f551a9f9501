import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Suspense } from 'react';
import type { Teacher } from '@contracts/teachers';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { TeacherFormMode } from './form-model';
import { lazyPartOrNotice } from '@/components/load-failed-notice';

// The form (zod, react-hook-form, catalogues) loads when a dialog first opens.
const TeacherForm = lazyPartOrNotice(() => import('./teacher-form').then((m) => m.TeacherForm));

const HEADINGS: Record<TeacherFormMode, { title: MessageDescriptor; description: MessageDescriptor }> = {
  create: {
    title: msg`New Teacher`,
    description: msg`Completa la información del nuevo profesor. Los campos con * son obligatorios.`,
  },
  edit: { title: msg`Edit Teacher`, description: msg`Actualiza la información del profesor.` },
  self: { title: msg`Editar Perfil`, description: msg`Actualiza tu información personal y académica.` },
};

interface TeacherFormDialogProps {
  mode: TeacherFormMode;
  teacher?: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (teacher: Teacher) => void;
}

/**
 * The teacher form in a dialog; closing it with typed edits asks first (Escape, outside, ×, Cancelar), reopening
 * starts from the teacher again.
 */
export function TeacherFormDialog({ mode, teacher, open, onOpenChange, onSaved }: TeacherFormDialogProps) {
  const { t } = useLingui();
  const heading = HEADINGS[mode];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t(heading.title)}</DialogTitle>
          <DialogDescription>{t(heading.description)}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label={t`Cargando formulario`} className="justify-center py-10" />}>
          <TeacherForm
            mode={mode}
            teacher={teacher}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
