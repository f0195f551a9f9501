import { Trans, useLingui } from '@lingui/react/macro';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateStudentSchema, UpdateStudentSchema, type CreateStudent, type Student } from '@contracts/students';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { saveWithToast } from '@/components/save-with-toast';
import { FormDialog, type DialogOpenState } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateStudent, useUpdateStudent } from '../api/staff-students';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

interface StudentFormValues {
  full_name: string;
  student_id: string;
  email: string;
  password: string;
  phone: string;
  program: string;
  enrollment_year: string;
  can_upload_documents: boolean;
  is_active: boolean;
}

const valuesOf = (student?: Student): StudentFormValues => ({
  full_name: student?.full_name ?? '',
  student_id: student?.student_id ?? '',
  email: student?.email ?? '',
  password: '',
  phone: student?.phone ?? '',
  program: student?.program ?? '',
  enrollment_year: student?.enrollment_year ? String(student.enrollment_year) : String(new Date().getFullYear()),
  can_upload_documents: student?.can_upload_documents ?? false,
  is_active: student?.is_active ?? true,
});

function StudentForm({ student, onDone }: { student?: Student; onDone: () => void }) {
  const { t } = useLingui();
  const creating = student === undefined;
  const form = useForm<StudentFormValues, unknown, CreateStudent>({
    // Editing leaves the account alone: UpdateStudentSchema drops the email and password fields.
    resolver: zodResolver(creating ? CreateStudentSchema : UpdateStudentSchema) as never,
    defaultValues: valuesOf(student),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const [canUpload, active] = useWatch({ control, name: ['can_upload_documents', 'is_active'] });
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const pending = create.isPending || update.isPending;
  const submit = (input: CreateStudent) =>
    saveWithToast(
      () => (creating ? create.mutateAsync(input) : update.mutateAsync({ id: student.id, input })),
      onDone,
      {
        success: { title: creating ? t`Estudiante creado` : t`Estudiante actualizado`, description: input.full_name },
        failure: { title: t`Error`, fallback: t`No se pudo guardar el estudiante` },
      },
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={creating ? t`Nuevo estudiante` : t`Editar estudiante`}
    >
      <FormField label={t`Nombre completo`} required error={errors.full_name?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="off" {...register('full_name')} />}
      </FormField>
      <FormField label={t`Carné`} required error={errors.student_id?.message}>
        {(field) => <Input {...field} autoComplete="off" className="font-mono" {...register('student_id')} />}
      </FormField>
      <FormField label={t`Año de ingreso`} error={errors.enrollment_year?.message}>
        {(field) => <Input {...field} type="number" inputMode="numeric" {...register('enrollment_year')} />}
      </FormField>
      {creating ? (
        <>
          <FormField label={t`Correo electrónico`} required error={errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <FormField label={t`Contraseña inicial`} required error={errors.password?.message}>
            {(field) => <Input {...field} type="password" autoComplete="new-password" {...register('password')} />}
          </FormField>
        </>
      ) : null}
      <FormField label={t`Programa`} error={errors.program?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('program')} />}
      </FormField>
      <FormField label={t`Teléfono`} error={errors.phone?.message}>
        {(field) => <Input {...field} type="tel" autoComplete="off" {...register('phone')} />}
      </FormField>
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id="student-can-upload"
            checked={canUpload}
            onCheckedChange={(checked) => form.setValue('can_upload_documents', checked === true)}
          />
          <Label htmlFor="student-can-upload" className="font-normal">
            <Trans>Puede subir documentos</Trans>
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="student-active"
            checked={active}
            onCheckedChange={(checked) => form.setValue('is_active', checked === true)}
          />
          <Label htmlFor="student-active" className="font-normal">
            <Trans>Activo</Trans>
          </Label>
        </div>
      </div>
      <DialogFormFooter
        onCancel={onDone}
        pending={pending}
        submitLabel={creating ? t`Crear estudiante` : t`Guardar cambios`}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** 'Nuevo Estudiante' (with the account's email and first password) or 'Editar Estudiante'. */
export function StudentFormDialog({ open, student, onOpenChange }: DialogOpenState & { student?: Student }) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={student ? t`Editar Estudiante` : t`Nuevo Estudiante`}
      description={t`Los campos con * son obligatorios.`}
      className="max-w-2xl"
    >
      {(close) => <StudentForm key={student?.id ?? 'new'} student={student} onDone={close} />}
    </FormDialog>
  );
}
