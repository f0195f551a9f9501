import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
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
import { formatGrade } from '@/lib/format';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { courseGradesQueryOptions, rosterQueryOptions, termGradesQueryOptions, useSaveGradeSheet } from '../api/grades';
import { GRADE_SHEET_TEXTS } from '../grade-sheet-texts';
import { CoursePicker, GradeCoursesLoaded } from './course-picker';
import { currentTerm, latestGradedTerm } from './grade-groups';
import { translate } from '@contracts/i18n/texts';

interface SheetRow {
  studentId: number;
  name: string;
  code: string;
  grade: string;
  /** On the course's roster for the term: only those are graded here (a grade of someone else is shown, not changed). */
  enrolled: boolean;
}

/**
 * The grades of one course and term: the students of the course's roster for the term (GET
 * /api/courses/{id}/enrolments) with the grades recorded, typed in a table, saved at once. Typed grades not yet saved
 * ask before the page is left (lib/unsaved-changes.tsx); `onDirtyChange` tells the course and term pickers.
 */
function Sheet({
  course,
  semester,
  year,
  onDirtyChange,
}: {
  course: GradeCourse;
  semester: string;
  year: number;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useLingui();
  const recorded = useQuery(termGradesQueryOptions(course.id, semester, year));
  const roster = useQuery(rosterQueryOptions(course.id, semester, year));
  const [typed, setTyped] = useState<Record<number, string>>({});
  const save = useSaveGradeSheet();
  const courseName = course.name;
  const gradeOf = new Map((recorded.data ?? []).map((grade) => [grade.student_id, grade]));
  const rows: SheetRow[] = [
    ...(roster.data ?? []).map((entry) => ({
      studentId: entry.student_id,
      name: entry.student_name,
      code: entry.student_code,
      grade: gradeOf.get(entry.student_id)?.grade ?? '',
      enrolled: true,
    })),
    ...(recorded.data ?? [])
      .filter((grade) => !(roster.data ?? []).some((entry) => entry.student_id === grade.student_id))
      .map((grade) => ({
        studentId: grade.student_id,
        name: grade.student_name,
        code: grade.student_code,
        grade: grade.grade,
        enrolled: false,
      })),
  ];
  const valueOf = (row: SheetRow) => typed[row.studentId] ?? formatGrade(row.grade);
  const invalid = rows.filter((row) => valueOf(row).trim() !== '' && normaliseGrade(valueOf(row)) === undefined);
  const toSave = rows.filter(
    (row) => row.enrolled && valueOf(row).trim() !== '' && normaliseGrade(valueOf(row)) !== row.grade,
  );
  const dirty = toSave.length > 0 || invalid.length > 0;
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const gradeInput = (row: SheetRow) => {
    if (!row.enrolled)
      return (
        <span>
          {formatGrade(row.grade)}{' '}
          <span className="text-xs text-muted-foreground">({t(GRADE_SHEET_TEXTS.notEnrolled)})</span>
        </span>
      );
    const value = valueOf(row);
    const name = row.name;
    const bad = value.trim() !== '' && normaliseGrade(value) === undefined;
    return (
      <>
        <Input
          aria-label={t`Nota de ${name}`}
          value={value}
          onChange={(event) => setTyped((current) => ({ ...current, [row.studentId]: event.target.value }))}
          className="w-24"
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `grade-error-${row.studentId}` : undefined}
        />
        {bad ? (
          <p id={`grade-error-${row.studentId}`} className="mt-1 text-xs text-destructive">
            {translate(GRADE_FORMAT_MESSAGE)}
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
          const count = saved.length;
          setTyped({});
          toast({
            title: t`Notas guardadas`,
            description: t`${plural(count, { one: '# nota', other: '# notas' })} de ${courseName}.`,
          });
        },
        onError: (error) =>
          toast({
            title: t`No se guardó ninguna nota`,
            description: getErrorMessage(error, t`Inténtalo de nuevo.`),
            variant: 'destructive',
          }),
      },
    );
  const failedQuery = recorded.isError ? recorded : roster.isError ? roster : undefined;
  const failed = failedQuery ? (
    <span role="alert" className="text-destructive">
      {t(recorded.isError ? GRADE_SHEET_TEXTS.gradesFailed : GRADE_SHEET_TEXTS.rosterFailed)}{' '}
      <Button variant="link" className="h-auto p-0" onClick={() => void failedQuery.refetch()}>
        <Trans>Reintentar</Trans>
      </Button>
    </span>
  ) : null;
  const pending = recorded.isPending || roster.isPending;
  const columns: ColumnDef<SheetRow, unknown>[] = [
    {
      id: 'student',
      header: t`Estudiante`,
      cell: ({ row }) => row.original.name,
      meta: { rowHeader: true, cellClassName: 'text-left font-medium' },
    },
    {
      id: 'code',
      header: t`Carné`,
      cell: ({ row }) => row.original.code,
      meta: { cellClassName: 'font-mono text-xs' },
    },
    { id: 'grade', header: t`Nota`, cell: ({ row }) => gradeInput(row.original) },
  ];
  return (
    <div className="grid gap-4">
      {failed && rows.length > 0 ? <p>{failed}</p> : null}
      <TableView
        rows={pending ? [] : rows}
        columns={columns}
        rowKey={(row) => row.studentId}
        caption={t`Notas de ${courseName}`}
        placeholder={
          failed ?? (
            <span role={pending ? 'status' : undefined}>
              {t(pending ? GRADE_SHEET_TEXTS.loading : GRADE_SHEET_TEXTS.emptyRoster)}
            </span>
          )
        }
      />
      {!pending && rows.length > 0 ? (
        <p className="text-sm text-muted-foreground">{GRADE_SHEET_TEXTS.rosterCount(roster.data?.length ?? 0)}</p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {dirty ? (
          <Button variant="outline" onClick={() => setTyped({})} disabled={save.isPending}>
            {t(GRADE_SHEET_TEXTS.discard)}
          </Button>
        ) : null}
        <Button onClick={submit} disabled={save.isPending || invalid.length > 0 || toSave.length === 0}>
          <Trans>Guardar todo</Trans>
        </Button>
      </div>
    </div>
  );
}

/** A teacher's grade entry (§3 grades): one of the courses they teach (GET /api/grades/courses), a term, then the sheet. */
export function GradeSheet() {
  const { t } = useLingui();
  return (
    <GradeCoursesLoaded failure={t`No se pudieron cargar tus cursos.`}>
      {(page) =>
        page.items.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No tienes cursos asignados: solo puedes registrar notas de los cursos que impartes.</Trans>
          </p>
        ) : (
          <TermPicker only={page.items.length === 1 && page.nextCursor === undefined ? page.items[0] : undefined} />
        )
      }
    </GradeCoursesLoaded>
  );
}

/** The course (a teacher's only course preselected), the term, then the sheet; locked while typed grades are unsaved. */
function TermPicker({ only }: { only: GradeCourse | undefined }) {
  const { t } = useLingui();
  const [course, setCourse] = useState<GradeCourse | undefined>(only);
  const [dirty, setDirty] = useState(false);
  const [semester, setSemester] = useState<string>(() => currentTerm().semester);
  const [yearText, setYearText] = useState(() => String(currentTerm().academicYear));
  // A picked course opens on the current term when it has a roster, else on its latest term with grades (else the
  // current one), once its roster and grades are read.
  const now = currentTerm();
  const graded = useQuery({ ...courseGradesQueryOptions(course?.id ?? 0), enabled: course !== undefined });
  const current = useQuery({
    ...rosterQueryOptions(course?.id ?? 0, now.semester, now.academicYear),
    enabled: course !== undefined,
  });
  const [termOf, setTermOf] = useState<number | undefined>();
  if (course && termOf !== course.id && (graded.data || graded.isError) && (current.data || current.isError)) {
    const term = (current.data?.length ?? 0) > 0 ? now : latestGradedTerm(graded.data ?? []);
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
          <Label htmlFor="sheet-course">
            <Trans>Curso</Trans>
          </Label>
          <CoursePicker
            id="sheet-course"
            className="w-64"
            picked={course}
            title={course?.name}
            value={course ? String(course.id) : ''}
            onValueChange={(_, picked) => setCourse(picked)}
            placeholder={t`Elige un curso`}
            disabled={dirty}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="sheet-semester">
            <Trans>Semestre</Trans>
          </Label>
          <CatalogueSelect
            id="sheet-semester"
            className="w-48"
            entries={SEMESTERS}
            value={semester}
            onValueChange={setSemester}
            placeholder={t`Semestre`}
            disabled={dirty}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="sheet-year">
            <Trans>Año académico</Trans>
          </Label>
          <Input
            id="sheet-year"
            type="number"
            inputMode="numeric"
            className="w-28"
            value={yearText}
            onChange={(event) => setYearText(event.target.value)}
            disabled={dirty}
            aria-invalid={yearValid ? undefined : true}
            aria-describedby={yearValid ? undefined : 'sheet-year-error'}
          />
          <FieldError id="sheet-year-error" message={yearValid ? undefined : t`Año académico inválido`} />
        </div>
      </div>
      {dirty ? <p className="text-sm text-muted-foreground">{t(GRADE_SHEET_TEXTS.locked)}</p> : null}
      {course && !termReady ? (
        <p className="text-muted-foreground" role="status">
          <Trans>Cargando…</Trans>
        </p>
      ) : course && yearValid ? (
        <Sheet
          key={`${course.id}-${semester}-${year}`}
          course={course}
          semester={semester}
          year={year}
          onDirtyChange={setDirty}
        />
      ) : (
        <p className="text-muted-foreground">
          {course ? (
            <Trans>Escribe un año académico válido.</Trans>
          ) : (
            <Trans>Elige uno de tus cursos para ver y registrar sus notas.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
