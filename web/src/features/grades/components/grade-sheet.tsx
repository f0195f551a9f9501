import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { GRADE_FORMAT_MESSAGE, normaliseGrade } from '@contracts/grade-values';
import { ACADEMIC_YEAR_MIN, type GradeCourse } from '@contracts/grades';
import { CatalogueSelect } from '@/components/catalogue-select';
import { TableView } from '@/components/data-table';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  courseGradesQueryOptions,
  studentsToGradeQueryOptions,
  termGradesQueryOptions,
  useSaveGradeSheet,
} from '../api/grades';
import { CoursePicker, GradeCoursesLoaded } from './course-picker';
import { currentTerm, latestGradedTerm } from './grade-groups';

interface SheetRow {
  studentId: number;
  name: string;
  code: string;
  grade: string;
}

/** The grades of one course and term: the ones recorded, students added by search, typed in a table, saved at once. */
function Sheet({ course, semester, year }: { course: GradeCourse; semester: string; year: number }) {
  const recorded = useQuery(termGradesQueryOptions(course.id, semester, year));
  const [added, setAdded] = useState<SheetRow[]>([]);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const found = useQuery(studentsToGradeQueryOptions(q));
  const save = useSaveGradeSheet();
  const rows: SheetRow[] = [
    ...(recorded.data ?? []).map((grade) => ({
      studentId: grade.student_id,
      name: grade.student_name,
      code: grade.student_code,
      grade: grade.grade,
    })),
    ...added.filter((row) => !(recorded.data ?? []).some((grade) => grade.student_id === row.studentId)),
  ];
  const valueOf = (row: SheetRow) => typed[row.studentId] ?? row.grade;
  const invalid = rows.filter((row) => valueOf(row).trim() !== '' && normaliseGrade(valueOf(row)) === undefined);
  const toSave = rows.filter((row) => valueOf(row).trim() !== '' && normaliseGrade(valueOf(row)) !== row.grade);
  const gradeInput = (row: SheetRow) => {
    const value = valueOf(row);
    const bad = value.trim() !== '' && normaliseGrade(value) === undefined;
    return (
      <>
        <Input
          aria-label={`Nota de ${row.name}`}
          value={value}
          onChange={(event) => setTyped((current) => ({ ...current, [row.studentId]: event.target.value }))}
          className="w-24"
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `grade-error-${row.studentId}` : undefined}
        />
        {bad ? (
          <p id={`grade-error-${row.studentId}`} className="mt-1 text-xs text-destructive">
            {GRADE_FORMAT_MESSAGE}
          </p>
        ) : null}
      </>
    );
  };
  const submit = () =>
    save.mutate(
      {
        course_id: course.id,
        semester: semester as never,
        academic_year: year,
        grades: toSave.map((row) => ({ student_id: row.studentId, grade: valueOf(row) })),
      },
      {
        onSuccess: (saved) => {
          setTyped({});
          setAdded([]);
          toast({
            title: 'Notas guardadas',
            description: `${saved.length} ${saved.length === 1 ? 'nota' : 'notas'} de ${course.name}.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'No se guardó ninguna nota',
            description: getErrorMessage(error, 'Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  const failed = recorded.isError ? (
    <span role="alert" className="text-destructive">
      No se pudieron cargar las notas de este periodo.{' '}
      <Button variant="link" className="h-auto p-0" onClick={() => void recorded.refetch()}>
        Reintentar
      </Button>
    </span>
  ) : null;
  const columns: ColumnDef<SheetRow, unknown>[] = [
    {
      id: 'student',
      header: 'Estudiante',
      cell: ({ row }) => row.original.name,
      meta: { rowHeader: true, cellClassName: 'text-left font-medium' },
    },
    { id: 'code', header: 'Carné', cell: ({ row }) => row.original.code, meta: { cellClassName: 'font-mono text-xs' } },
    { id: 'grade', header: 'Nota', cell: ({ row }) => gradeInput(row.original) },
  ];
  return (
    <div className="grid gap-4">
      {failed && rows.length > 0 ? <p>{failed}</p> : null}
      <TableView
        rows={rows}
        columns={columns}
        rowKey={(row) => row.studentId}
        caption={`Notas de ${course.name}`}
        placeholder={
          failed ?? (
            <span role={recorded.isPending ? 'status' : undefined}>
              {recorded.isPending ? 'Cargando notas…' : 'Aún no hay notas en este periodo: agrega estudiantes abajo.'}
            </span>
          )
        }
      />
      <div className="grid gap-2">
        <Label htmlFor="grade-student-search">Agregar estudiante</Label>
        <Input
          id="grade-student-search"
          type="search"
          placeholder="Nombre o carné"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          className="max-w-sm"
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {q.trim() === ''
            ? ''
            : found.isError
              ? 'No se pudo buscar estudiantes.'
              : found.isPending
                ? 'Buscando…'
                : found.data.length === 0
                  ? 'Ningún estudiante activo con ese nombre o carné.'
                  : ''}
        </p>
        <ul className="grid gap-1" aria-label="Estudiantes encontrados">
          {(found.data ?? [])
            .filter((student) => !rows.some((row) => row.studentId === student.id))
            .map((student) => (
              <li key={student.id}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setAdded((current) => [
                      ...current,
                      { studentId: student.id, name: student.full_name, code: student.student_id, grade: '' },
                    ])
                  }
                >
                  <UserPlus aria-hidden="true" />
                  {student.full_name}{' '}
                  <span className="font-mono text-xs text-muted-foreground">{student.student_id}</span>
                </Button>
              </li>
            ))}
        </ul>
      </div>
      <div className="flex justify-end">
        <Button onClick={submit} disabled={save.isPending || invalid.length > 0 || toSave.length === 0}>
          Guardar todo
        </Button>
      </div>
    </div>
  );
}

/** A teacher's grade entry (§3 grades): one of the courses they teach (GET /api/grades/courses), a term, then the sheet. */
export function GradeSheet() {
  return (
    <GradeCoursesLoaded failure="No se pudieron cargar tus cursos.">
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-muted-foreground">
            No tienes cursos asignados: solo puedes registrar notas de los cursos que impartes.
          </p>
        ) : (
          <TermPicker />
        )
      }
    </GradeCoursesLoaded>
  );
}

function TermPicker() {
  const [course, setCourse] = useState<GradeCourse | undefined>();
  const [semester, setSemester] = useState<string>(() => currentTerm().semester);
  const [yearText, setYearText] = useState(() => String(currentTerm().academicYear));
  // A picked course opens on its latest term with grades (else the current one), once its grades are read.
  const graded = useQuery({ ...courseGradesQueryOptions(course?.id ?? 0), enabled: course !== undefined });
  const [termOf, setTermOf] = useState<number | undefined>();
  if (course && termOf !== course.id && (graded.data || graded.isError)) {
    const term = latestGradedTerm(graded.data ?? []);
    setTermOf(course.id);
    setSemester(term.semester);
    setYearText(String(term.academicYear));
  }
  const termReady = course !== undefined && termOf === course.id;
  const year = Number(yearText);
  const yearValid = /^\d{4}$/.test(yearText) && year >= ACADEMIC_YEAR_MIN && year <= new Date().getFullYear() + 1;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1">
          <Label htmlFor="sheet-course">Curso</Label>
          <CoursePicker
            id="sheet-course"
            className="w-64"
            picked={course}
            value={course ? String(course.id) : ''}
            onValueChange={(_, picked) => setCourse(picked)}
            placeholder="Elige un curso"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="sheet-semester">Semestre</Label>
          <CatalogueSelect
            id="sheet-semester"
            className="w-48"
            entries={SEMESTERS}
            value={semester}
            onValueChange={setSemester}
            placeholder="Semestre"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="sheet-year">Año académico</Label>
          <Input
            id="sheet-year"
            type="number"
            inputMode="numeric"
            className="w-28"
            value={yearText}
            onChange={(event) => setYearText(event.target.value)}
            aria-invalid={yearValid ? undefined : true}
            aria-describedby={yearValid ? undefined : 'sheet-year-error'}
          />
          <FieldError id="sheet-year-error" message={yearValid ? undefined : 'Año académico inválido'} />
        </div>
      </div>
      {course && !termReady ? (
        <p className="text-muted-foreground" role="status">
          Cargando…
        </p>
      ) : course && yearValid ? (
        <Sheet key={`${course.id}-${semester}-${year}`} course={course} semester={semester} year={year} />
      ) : (
        <p className="text-muted-foreground">
          {course ? 'Escribe un año académico válido.' : 'Elige uno de tus cursos para ver y registrar sus notas.'}
        </p>
      )}
    </div>
  );
}
