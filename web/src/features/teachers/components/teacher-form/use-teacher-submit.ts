import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CreateTeacher, Teacher, UpdateTeacher } from '@contracts/teachers';
import { getErrorMessage } from '@/lib/api-client';
import { applyServerIssues, type IssueForm } from '@/lib/form-errors';
import { toast } from '@/components/ui/use-toast';
import { useCreateTeacher, useUpdateTeacher } from '../../api/staff-teachers';
import { useUpdateOwnProfile } from '../../api/teacher-profile';
import {
  toPayload,
  type SelfUpdateTeacher,
  type TeacherFormMode,
  type TeacherFormOutput,
  type TeacherFormValues,
} from './form-model';

export const PROCESSING_ERROR = msg`Ocurrió un error al procesar el formulario. Por favor, inténtalo de nuevo.`;

interface SubmitOptions {
  mode: TeacherFormMode;
  teacher?: Teacher;
  /** Where the server's field issues are placed. */
  form: IssueForm<TeacherFormValues>;
  /** Called after a successful save (closes the dialog). */
  onSaved: (teacher: Teacher) => void;
}

/** Sends the validated form by mode and raises the §8 toasts. */
export function useTeacherSubmit({ mode, teacher, form, onSaved }: SubmitOptions) {
  const { t } = useLingui();
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const updateOwn = useUpdateOwnProfile();

  const fail = (error: unknown, describe: (reason: string) => string, fallback: string) => {
    applyServerIssues(form, error);
    toast({ title: t`Error`, description: describe(getErrorMessage(error, fallback)), variant: 'destructive' });
  };

  const submit = async (output: TeacherFormOutput) => {
    try {
      if (mode === 'create') {
        const saved = await create
          .mutateAsync({ ...toPayload(output as CreateTeacher), role: 'teacher' })
          .catch((error: unknown) => {
            fail(error, (reason) => t`No se pudo crear el profesor: ${reason}`, t`Error creating teacher`);
            return null;
          });
        if (!saved) return;
        toast({ title: t`Profesor creado`, description: t`El profesor ha sido creado exitosamente.` });
        onSaved(saved);
      } else if (mode === 'edit') {
        if (!teacher) throw new Error('Edit mode needs the teacher');
        const saved = await update
          .mutateAsync({ id: teacher.id, payload: toPayload(output as UpdateTeacher) })
          .catch((error: unknown) => {
            fail(error, (reason) => t`No se pudo actualizar el profesor: ${reason}`, t`Error updating teacher`);
            return null;
          });
        if (!saved) return;
        toast({
          title: t`Profesor actualizado`,
          description: t`La información del profesor ha sido actualizada exitosamente.`,
        });
        onSaved(saved);
      } else {
        const saved = await updateOwn.mutateAsync(toPayload(output as SelfUpdateTeacher)).catch((error: unknown) => {
          applyServerIssues(form, error);
          toast({ title: t`Error`, description: t`Error al actualizar el perfil`, variant: 'destructive' });
          return null;
        });
        if (!saved) return;
        toast({ title: t`Perfil actualizado` });
        onSaved(saved);
      }
    } catch {
      toast({ title: t`Error`, description: t(PROCESSING_ERROR), variant: 'destructive' });
    }
  };

  return { submit, pending: create.isPending || update.isPending || updateOwn.isPending };
}
