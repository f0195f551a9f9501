import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { GradeInputFields, type Grade, type GradeCourse } from '@contracts/grades';
import { CatalogueSelect } from '@/components/catalogue-select';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/form-field';
import { saveWithToast } from '@/components/save-with-toast';
import { FormDialog, type DialogOpenState } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { formatGrade } from '@/lib/format';
import { useCorrectGrade, useRecordGrade } from '../api/grades';
import { CoursePicker, GradeCoursesLoaded } from './course-picker';
import { currentTerm } from './grade-groups';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

export interface GradeTeacherOption {
  id: number;
  full_name: string;
}

const NO_TEACHER = 'none';
/** The course select's entry for a grade of no course (history, transfer): its title is typed. */
const OTHER_COURSE = 'other';
const COURSE_REQUIRED = msg`El curso es obligatorio`;
const TITLE_TOO_LONG = msg`Máximo 200 caracteres`;

/**
 * GradeInputSchema's rules and messages, with the selects' text values: the course is a course id or 'other' (then the
 * title is typed, a grade of no course), the teacher an id or 'none'. Sent as course_id, or as course_title.
 */
const FormSchema = GradeInputFields.omit({ course_id: true, course_title: true })
  .extend({
    course: z.string(),
    course_title: z
      .string()
      .trim()
      .max(200, { error: () => i18n._(TITLE_TOO_LONG) }),
    teacher_id: z.string().transform((value) => (value === NO_TEACHER || value === '' ? null : Number(value))),
  })
  .superRefine((values, context) => {
    if (values.course === '') context.addIssue({ code: 'custom', path: ['course'], message: i18n._(COURSE_REQUIRED) });
    if (values.course === OTHER_COURSE && values.course_title === '')
      context.addIssue({ code: 'custom', path: ['course_title'], message: i18n._(COURSE_REQUIRED) });
  })
  .transform(({ course, course_title, ...rest }) =>
    course === OTHER_COURSE ? { ...rest, course_title } : { ...rest, course_id: Number(course) },
  );
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

function valuesOf(studentId: number, grade?: Grade): FormValues {
  const term = currentTerm();
  return {
    student_id: studentId,
    course: grade ? (grade.course_id !== null ? String(grade.course_id) : OTHER_COURSE) : '',
    course_title: grade?.course_id === null ? grade.course_title : '',
    teacher_id: grade?.teacher_id ? String(grade.teacher_id) : NO_TEACHER,
    grade: grade ? formatGrade(grade.grade) : '',
    semester: (grade?.semester ?? term.semester) as FormValues['semester'],
    academic_year: String(grade?.academic_year ?? term.academicYear),
    reason: '',
  };
}

interface GradeFormProps {
  studentId: number;
  grade?: Grade;
  teachers: readonly GradeTeacherOption[];
  onDone: () => void;
}

/** Staff's grade form: the first page of courses comes from GET /api/grades/courses (loading, error with retry). */
function GradeForm(props: GradeFormProps) {
  const { t } = useLingui();
  return (
    <GradeCoursesLoaded failure={t`No se pudieron cargar los cursos.`}>
      {(page) => <GradeFields {...props} courses={page.items} />}
    </GradeCoursesLoaded>
  );
}

function GradeFields({
  studentId,
  grade,
  courses,
  teachers,
  onDone,
}: GradeFormProps & { courses: readonly GradeCourse[] }) {
  const { t } = useLingui();
  const creating = grade === undefined;
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: valuesOf(studentId, grade),
  });
  const {
    register,
    control,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;
  useUnsavedChanges(form.formState.isDirty);
  const record = useRecordGrade();
  const correct = useCorrectGrade();
  const pending = record.isPending || correct.isPending;
  const chosen = useWatch({ control, name: 'course' });
  // The course picked (from the first page or a search), kept while another search lists other courses.
  const [picked, setPicked] = useState(() => courses.find((course) => course.id === grade?.course_id));
  const chosenCourse = picked && String(picked.id) === chosen ? picked : undefined;
  const teacherNamed = (id: number) => t`Profesor ${id}`;
  // The grade's own teacher and the chosen course's stay selectable even when not on the first page of teachers.
  const extraTeachers = [
    ...(grade?.teacher_id
      ? [{ id: grade.teacher_id, full_name: grade.teacher_name ?? teacherNamed(grade.teacher_id) }]
      : []),
    ...(chosenCourse?.teacher_id
      ? [{ id: chosenCourse.teacher_id, full_name: chosenCourse.teacher_name ?? teacherNamed(chosenCourse.teacher_id) }]
      : []),
  ].filter(
    (extra, index, all) =>
      !teachers.some((teacher) => teacher.id === extra.id) && all.findIndex((other) => other.id === extra.id) === index,
  );
  const teacherEntries = [
    { code: NO_TEACHER, label: t`Ninguno` },
    ...[...extraTeachers, ...teachers].map((teacher) => ({ code: String(teacher.id), label: teacher.full_name })),
  ];
  // The grade's own course stays selectable even when not among the courses listed.
  const extraCourses = [
    ...(grade?.course_id ? [{ code: String(grade.course_id), label: grade.course_title }] : []),
    { code: OTHER_COURSE, label: t`Otro (historial o traslado: escribir el título)` },
  ];
  const chooseCourse = (value: string, course: GradeCourse | undefined) => {
    setPicked(course);
    setValue('course', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // A course brings its teacher, unless staff already chose one themselves.
    if (course?.teacher_id && !getFieldState('teacher_id').isDirty) setValue('teacher_id', String(course.teacher_id));
  };
  const submit = async (input: FormOutput) => {
    const title =
      'course_id' in input
        ? (chosenCourse?.name ?? (input.course_id === grade?.course_id ? grade.course_title : ''))
        : input.course_title;
    await saveWithToast(
      () => (creating ? record.mutateAsync(input) : correct.mutateAsync({ id: grade.id, input })),
      onDone,
      {
        success: {
          title: creating ? t`Nota registrada` : t`Nota corregida`,
          description: `${title}: ${formatGrade(input.grade)}`,
        },
        failure: { title: t`No se guardó la nota`, fallback: t`Inténtalo de nuevo.` },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={creating ? t`Nueva nota` : t`Corregir nota`}
    >
      <FormField label={t`Curso`} required error={errors.course?.message} className="grid-cols-1 sm:col-span-2">
        {(field) => (
          <CoursePicker
            {...field}
            picked={picked}
            extra={extraCourses}
            value={chosen}
            onValueChange={chooseCourse}
            placeholder={t`Elige un curso`}
          />
        )}
      </FormField>
      {chosen === OTHER_COURSE ? (
        <FormField
          label={t`Título del curso`}
          required
          error={errors.course_title?.message}
          hint={t`Para una nota de historial o traslado. Si es el nombre de un único curso, la nota queda en ese curso.`}
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} autoComplete="off" {...register('course_title')} />}
        </FormField>
      ) : null}
      <FormField label={t`Profesor`} error={errors.teacher_id?.message} className="sm:col-span-2">
        {(field) => (
          <Controller
            control={control}
            name="teacher_id"
            render={({ field: { value, onChange } }) => (
              <CatalogueSelect
                {...field}
                entries={teacherEntries}
                value={value}
                onValueChange={onChange}
                placeholder={t`Ninguno`}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t`Nota`}
        required
        error={errors.grade?.message}
        hint={t`0 a 100 (un decimal) o una letra de A a F`}
      >
        {(field) => <Input {...field} autoComplete="off" className="w-32" {...register('grade')} />}
      </FormField>
      <FormField label={t`Semestre`} required error={errors.semester?.message}>
        {(field) => (
          <Controller
            control={control}
            name="semester"
            render={({ field: { value, onChange } }) => (
              <CatalogueSelect
                {...field}
                entries={SEMESTERS}
                value={value}
                onValueChange={onChange}
                placeholder={t`Semestre`}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t`Año académico`} required error={errors.academic_year?.message}>
        {(field) => (
          <Input {...field} type="number" inputMode="numeric" className="w-32" {...register('academic_year')} />
        )}
      </FormField>
      {chosen !== OTHER_COURSE ? (
        <FormField
          label={t`Motivo (si no está inscrito)`}
          error={errors.reason?.message}
          hint={t`Solo si el estudiante no está inscrito en ese curso y periodo: queda en el registro de auditoría.`}
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} autoComplete="off" {...register('reason')} />}
        </FormField>
      ) : null}
      <DialogFormFooter
        onCancel={onDone}
        pending={pending}
        submitLabel={creating ? t`Registrar nota` : t`Guardar corrección`}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** Staff record a grade for one student ('Agregar nota') or correct one of theirs. */
export function GradeFormDialog({ open, onOpenChange, ...props }: Omit<GradeFormProps, 'onDone'> & DialogOpenState) {
  const { t } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={props.grade ? t`Corregir nota` : t`Agregar nota`}
      description={t`Si el estudiante ya tiene nota en ese curso y periodo, se corrige. Los campos con * son obligatorios.`}
      className="max-w-lg"
    >
      {(close) => <GradeForm key={props.grade?.id ?? 'new'} {...props} onDone={close} />}
    </FormDialog>
  );
}
