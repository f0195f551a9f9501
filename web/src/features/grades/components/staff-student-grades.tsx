import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Grade } from '@contracts/grades';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { IconAction } from '@/components/icon-action';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatGrade } from '@/lib/format';
import { useDeleteGrade } from '../api/grades';
import { GradeFormDialog, type GradeTeacherOption } from './grade-form-dialog';
import { OwnGrades } from './own-grades';

interface StaffStudentGradesProps {
  studentId: number;
  studentName: string;
  teachers: readonly GradeTeacherOption[];
}

/** One student's grades for staff: grouped by term like the student's own page, with 'Agregar nota', correct and delete. */
export function StaffStudentGrades({ studentId, studentName, teachers }: StaffStudentGradesProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<{ open: boolean; grade?: Grade }>({ open: false });
  const [toDelete, setToDelete] = useState<{ open: boolean; grade: Grade | null }>({ open: false, grade: null });
  const closeDelete = () => setToDelete((current) => ({ ...current, open: false }));
  const remove = useDeleteGrade({
    onSuccess: () => {
      closeDelete();
      toast({ title: t`Nota eliminada` });
    },
    onError: (error) => {
      closeDelete();
      toast({
        title: t`Error`,
        description: getErrorMessage(error, t`No se pudo eliminar la nota`),
        variant: 'destructive',
      });
    },
  });
  const deletedGrade = toDelete.grade ? formatGrade(toDelete.grade.grade) : undefined;
  const deletedCourse = toDelete.grade?.course_title;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Button className="justify-self-start" onClick={() => setForm({ open: true })}>
        <Plus aria-hidden="true" />
        <Trans>Agregar nota</Trans>
      </Button>
      <OwnGrades
        studentId={studentId}
        actions={(grade) => {
          const title = grade.course_title;
          return (
            <span className="inline-flex gap-1">
              {grade.can.edit ? (
                <IconAction
                  tooltip={t`Corregir`}
                  name={t`Corregir la nota de ${title}`}
                  icon={Pencil}
                  onClick={() => setForm({ open: true, grade })}
                />
              ) : null}
              {grade.can.delete ? (
                <IconAction
                  tooltip={t`Eliminar`}
                  name={t`Eliminar la nota de ${title}`}
                  icon={Trash2}
                  onClick={() => setToDelete({ open: true, grade })}
                />
              ) : null}
            </span>
          );
        }}
      />
      <GradeFormDialog
        open={form.open}
        grade={form.grade}
        studentId={studentId}
        teachers={teachers}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ConfirmDeleteDialog
        open={toDelete.open && toDelete.grade !== null}
        onOpenChange={(next) => !next && closeDelete()}
        pending={remove.isPending}
        onConfirm={() => toDelete.grade && !remove.isPending && remove.mutate(toDelete.grade.id)}
        title={t`¿Eliminar esta nota?`}
        description={
          <Trans>
            Se eliminará la nota <strong>{deletedGrade}</strong> de {deletedCourse} de {studentName}. Esta acción no se
            puede deshacer.
          </Trans>
        }
      />
    </div>
  );
}
