import { DialogFormFooter } from '@/components/dialog-form-footer';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { GradeInputFields, type Grade } from '@contracts/grades';
import { CatalogueSelect } from '@/components/catalogue-select';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCorrectGrade, useRecordGrade } from '../api/grades';
import { currentTerm } from './grade-groups';

/** A course staff may pick from (its teacher fills the teacher field). */
export interface GradeCourseOption {
  name: string;
  teacher_id: number | null;
}

export interface GradeTeacherOption {
  id: number;
  full_name: string;
}

const NO_TEACHER = 'none';

/** GradeInputSchema's rules and messages, with the teacher select's text value ('none' for no teacher). */
const FormSchema = GradeInputFields.extend({
  teacher_id: z.string().transform((value) => (value === NO_TEACHER || value === '' ? null : Number(value))),
});
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

function valuesOf(studentId: number, grade?: Grade): FormValues {
  const term = currentTerm();
  return {
    student_id: studentId,
    course_title: grade?.course_title ?? '',
    teacher_id: grade?.teacher_id ? String(grade.teacher_id) : NO_TEACHER,
    grade: grade?.grade ?? '',
    semester: (grade?.semester ?? term.semester) as FormValues['semester'],
    academic_year: String(grade?.academic_year ?? term.academicYear),
  };
}

interface GradeFormProps {
  studentId: number;
  grade?: Grade;
  courses: readonly GradeCourseOption[];
  teachers: readonly GradeTeacherOption[];
  onDone: () => void;
}

function GradeForm({ studentId, grade, courses, teachers, onDone }: GradeFormProps) {
  const creating = grade === undefined;
  const coursesId = useId();
  const form = useForm<FormValues, unknown, FormOutput>({ resolver: zodResolver(FormSchema), defaultValues: valuesOf(studentId, grade) });
  const {
    register,
    control,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;
  const record = useRecordGrade();
  const correct = useCorrectGrade();
  const pending = record.isPending || correct.isPending;
  // The grade's own teacher stays selectable even when not on the first page of teachers.
  const teacherEntries = [
    { code: NO_TEACHER, label: 'Ninguno' },
    ...(grade?.teacher_id && !teachers.some((teacher) => teacher.id === grade.teacher_id) ? [{ code: String(grade.teacher_id), label: grade.teacher_name ?? `Profesor ${grade.teacher_id}` }] : []),
    ...teachers.map((teacher) => ({ code: String(teacher.id), label: teacher.full_name })),
  ];
  const courseField = register('course_title', {
    onChange: (event: { target: { value: string } }) => {
      // A known course brings its teacher, unless staff already chose one themselves.
      const course = courses.find((entry) => entry.name.toLowerCase() === event.target.value.trim().toLowerCase());
      if (course?.teacher_id && !getFieldState('teacher_id').isDirty) setValue('teacher_id', String(course.teacher_id));
    },
  });
  const submit = async (input: FormOutput) => {
    try {
      if (creating) await record.mutateAsync(input);
      else await correct.mutateAsync({ id: grade.id, input });
      toast({ title: creating ? 'Nota registrada' : 'Nota corregida', description: `${input.course_title}: ${input.grade}` });
      onDone();
    } catch (error) {
      toast({ title: 'No se guardó la nota', description: getErrorMessage(error, 'Inténtalo de nuevo.'), variant: 'destructive' });
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2" aria-label={creating ? 'Nueva nota' : 'Corregir nota'}>
      <FormField label="Curso" required error={errors.course_title?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="off" list={coursesId} {...courseField} />}
      </FormField>
      <datalist id={coursesId}>
        {courses.map((course) => (
          <option key={course.name} value={course.name} />
        ))}
      </datalist>
      <FormField label="Profesor" error={errors.teacher_id?.message} className="sm:col-span-2">
        {(field) => (
          <Controller
            control={control}
            name="teacher_id"
            render={({ field: { value, onChange } }) => <CatalogueSelect {...field} entries={teacherEntries} value={value} onValueChange={onChange} placeholder="Ninguno" />}
          />
        )}
      </FormField>
      <FormField label="Nota" required error={errors.grade?.message} hint="0 a 100 (un decimal) o una letra de A a F">
        {(field) => <Input {...field} autoComplete="off" className="w-32" {...register('grade')} />}
      </FormField>
      <FormField label="Semestre" required error={errors.semester?.message}>
        {(field) => (
          <Controller
            control={control}
            name="semester"
            render={({ field: { value, onChange } }) => <CatalogueSelect {...field} entries={SEMESTERS} value={value} onValueChange={onChange} placeholder="Semestre" />}
          />
        )}
      </FormField>
      <FormField label="Año académico" required error={errors.academic_year?.message}>
        {(field) => <Input {...field} type="number" inputMode="numeric" className="w-32" {...register('academic_year')} />}
      </FormField>
      <DialogFormFooter onCancel={onDone} pending={pending} submitLabel={creating ? 'Registrar nota' : 'Guardar corrección'} className="sm:col-span-2" />
    </form>
  );
}

/** Staff record a grade for one student ('Agregar nota') or correct one of theirs. */
export function GradeFormDialog({ open, onOpenChange, ...props }: Omit<GradeFormProps, 'onDone'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{props.grade ? 'Corregir nota' : 'Agregar nota'}</DialogTitle>
          <DialogDescription>Si el estudiante ya tiene nota en ese curso y periodo, se corrige. Los campos con * son obligatorios.</DialogDescription>
        </DialogHeader>
        {open ? <GradeForm key={props.grade?.id ?? 'new'} {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
