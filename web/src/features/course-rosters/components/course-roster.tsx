import { i18n } from '@lingui/core';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, UserMinus, UserPlus, Users } from 'lucide-react';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import type { Enrolment } from '@contracts/enrolments';
import { ACADEMIC_YEAR_MIN } from '@contracts/grades';
import { CatalogueSelect } from '@/components/catalogue-select';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { FieldError } from '@/components/form-field';
import { IconAction } from '@/components/icon-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  downloadRosterCsv,
  rosterPagesQueryOptions,
  sourceCoursesQueryOptions,
  studentMatchesQueryOptions,
  useCopyRoster,
  useEnrolStudent,
  useImportRoster,
  useRemoveEnrolment,
} from '../api/rosters';
import { ROSTER_TEXTS, termLabel } from '../roster-texts';

/** The term shown at first: the semester of today (January–June the first) and this year. */
function todayTerm(today = new Date()) {
  return { semester: today.getMonth() < 6 ? '1' : '2', year: today.getFullYear() };
}

const validYear = (text: string) =>
  /^\d{4}$/.test(text) && Number(text) >= ACADEMIC_YEAR_MIN && Number(text) <= new Date().getFullYear() + 1;

/** A semester select and a year field, labelled, side by side. */
function TermFields({
  idPrefix,
  semester,
  yearText,
  onSemester,
  onYear,
}: {
  idPrefix: string;
  semester: string;
  yearText: string;
  onSemester: (value: string) => void;
  onYear: (value: string) => void;
}) {
  const { t } = useLingui();
  const valid = validYear(yearText);
  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-semester`}>{t(ROSTER_TEXTS.semester)}</Label>
        <CatalogueSelect
          id={`${idPrefix}-semester`}
          className="w-48"
          entries={SEMESTERS}
          value={semester}
          onValueChange={onSemester}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-year`}>{t(ROSTER_TEXTS.year)}</Label>
        <Input
          id={`${idPrefix}-year`}
          type="number"
          inputMode="numeric"
          className="w-28"
          value={yearText}
          onChange={(event) => onYear(event.target.value)}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : `${idPrefix}-year-error`}
        />
        <FieldError id={`${idPrefix}-year-error`} message={valid ? undefined : t(ROSTER_TEXTS.badYear)} />
      </div>
    </>
  );
}

/**
 * A labelled search box that reports its trimmed text once typing pauses; a plain field, not a search landmark (the
 * course's page holds several lists).
 */
function SearchField({
  id,
  label,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <div className="grid max-w-sm gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

const failedToast = (error: unknown) =>
  toast({
    title: i18n._(ROSTER_TEXTS.error),
    description: getErrorMessage(error, translate`Inténtalo de nuevo.`),
    variant: 'destructive',
  });

/**
 * A course's roster for staff (issue 42), on the course's page: a term, its students (a page at a time, searchable,
 * each removable), and three ways to enrol — a student picked by search, a CSV of student ids or emails, another
 * course's roster — and the roster as CSV.
 */
export function CourseRoster({ courseId, courseName }: { courseId: number; courseName: string }) {
  const { t } = useLingui();
  const [semester, setSemester] = useState(() => todayTerm().semester);
  const [yearText, setYearText] = useState(() => String(todayTerm().year));
  const year = Number(yearText);
  const ready = validYear(yearText);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <TermFields
          idPrefix="roster"
          semester={semester}
          yearText={yearText}
          onSemester={setSemester}
          onYear={setYearText}
        />
        {ready ? (
          <Button
            variant="outline"
            onClick={() =>
              void downloadRosterCsv(courseId, semester, year, t`lista-${courseName}-${year}-${semester}.csv`).catch(
                failedToast,
              )
            }
          >
            <Download aria-hidden="true" />
            {t(ROSTER_TEXTS.export)}
          </Button>
        ) : null}
      </div>
      {ready ? (
        <>
          <RosterTable key={`${semester}-${year}`} courseId={courseId} semester={semester} year={year} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-3">
            <EnrolOne courseId={courseId} semester={semester} year={year} />
            <EnrolFromFile courseId={courseId} semester={semester} year={year} />
            <CopyRoster courseId={courseId} semester={semester} year={year} />
          </div>
        </>
      ) : null}
    </div>
  );
}

function RosterTable({ courseId, semester, year }: { courseId: number; semester: string; year: number }) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const roster = useInfiniteQuery(rosterPagesQueryOptions(courseId, semester, year, q));
  const remove = useRemoveEnrolment();
  const [removing, setRemoving] = useState<Enrolment | undefined>();
  const columns: ColumnDef<Enrolment, unknown>[] = [
    {
      id: 'name',
      header: t`Estudiante`,
      cell: ({ row }) => row.original.student_name,
      meta: { rowHeader: true, cellClassName: 'text-left font-medium' },
    },
    {
      id: 'code',
      header: t`Carné`,
      cell: ({ row }) => row.original.student_code,
      meta: { cellClassName: 'font-mono text-xs' },
    },
    { id: 'email', header: t`Correo`, cell: ({ row }) => row.original.student_email },
    {
      id: 'actions',
      header: () => (
        <span className="sr-only">
          <Trans>Acciones</Trans>
        </span>
      ),
      cell: ({ row }) =>
        row.original.can.delete ? (
          <IconAction
            tooltip={t`Quitar de la lista`}
            name={ROSTER_TEXTS.remove(row.original.student_name)}
            icon={UserMinus}
            onClick={() => setRemoving(row.original)}
          />
        ) : null,
      meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
    },
  ];
  return (
    <div className="grid min-w-0 gap-3">
      <SearchField
        id="roster-search"
        label={t(ROSTER_TEXTS.search)}
        placeholder={t(ROSTER_TEXTS.searchPlaceholder)}
        onSearch={setQ}
      />
      <DataTable
        query={roster}
        columns={columns}
        rowKey={(row) => row.id}
        renderCard={(row) => (
          <div className="flex items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <span className="font-medium break-words">{row.student_name}</span>
              <span className="font-mono text-xs text-muted-foreground">{row.student_code}</span>
              <span className="text-sm break-all text-muted-foreground">{row.student_email}</span>
            </div>
            {row.can.delete ? (
              <IconAction
                tooltip={t`Quitar de la lista`}
                name={ROSTER_TEXTS.remove(row.student_name)}
                icon={UserMinus}
                onClick={() => setRemoving(row)}
              />
            ) : null}
          </div>
        )}
        caption={`${t(ROSTER_TEXTS.title)} · ${termLabel(semester, year)}`}
        loading={{ label: t(ROSTER_TEXTS.loading), rows: 4, rowClassName: 'h-10' }}
        error={{
          title: t(ROSTER_TEXTS.failed),
          detail: (error) => `${t(ROSTER_TEXTS.failed)}: ${getErrorMessage(error, t`inténtalo de nuevo`)}`,
          retryLabel: t`Reintentar`,
        }}
        empty={{ icon: Users, title: t(ROSTER_TEXTS.empty) }}
        status={ROSTER_TEXTS.status}
        more={{ label: t(ROSTER_TEXTS.more), loadingLabel: t(ROSTER_TEXTS.loadingMore) }}
      />
      <ConfirmDeleteDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        pending={remove.isPending}
        title={t(ROSTER_TEXTS.removeTitle)}
        description={removing ? ROSTER_TEXTS.removeDescription(removing.student_name, termLabel(semester, year)) : ''}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(undefined);
              toast({ title: t(ROSTER_TEXTS.removed) });
            },
            onError: (error) => {
              setRemoving(undefined);
              failedToast(error);
            },
          })
        }
      />
    </div>
  );
}

interface TermProps {
  courseId: number;
  semester: string;
  year: number;
}

/** 'Inscribir estudiante': a search over the school's students, a button per match. */
function EnrolOne({ courseId, semester, year }: TermProps) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  // The last matches stay on screen, said to be searching, until the new search's arrive.
  const found = useQuery({ ...studentMatchesQueryOptions(q), placeholderData: keepPreviousData });
  const enrol = useEnrolStudent(courseId);
  return (
    <section aria-labelledby="roster-enrol-title" className="grid content-start gap-2">
      <h3 id="roster-enrol-title" className="font-semibold">
        {t(ROSTER_TEXTS.enrolTitle)}
      </h3>
      <SearchField
        id="roster-picker"
        label={t(ROSTER_TEXTS.pickerLabel)}
        placeholder={t(ROSTER_TEXTS.pickerPlaceholder)}
        onSearch={setQ}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {q === ''
          ? ''
          : found.isError
            ? t(ROSTER_TEXTS.pickerFailed)
            : found.isPending || found.isPlaceholderData
              ? t(ROSTER_TEXTS.pickerSearching)
              : found.data.items.length === 0
                ? t(ROSTER_TEXTS.pickerEmpty)
                : ''}
      </p>
      <ul className="grid gap-1" aria-label={t(ROSTER_TEXTS.found)}>
        {(q === '' ? [] : (found.data?.items ?? [])).map((student) => (
          <li key={student.id}>
            <Button
              variant="ghost"
              size="sm"
              className="h-auto justify-start text-left whitespace-normal"
              // The name holds the text shown (name and student id), so that it can be said to a voice control.
              aria-label={ROSTER_TEXTS.enrol(`${student.full_name} ${student.student_id}`)}
              disabled={enrol.isPending}
              onClick={() =>
                enrol.mutate(
                  { student_id: student.id, semester: semester as never, academic_year: year },
                  {
                    onSuccess: () => toast({ title: ROSTER_TEXTS.enrolled(student.full_name) }),
                    onError: failedToast,
                  },
                )
              }
            >
              <UserPlus aria-hidden="true" />
              {student.full_name} <span className="font-mono text-xs text-muted-foreground">{student.student_id}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Inscribir desde un archivo CSV': one student id or email a line, read by the server. */
function EnrolFromFile({ courseId, semester, year }: TermProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useImportRoster(courseId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(
      { file, semester, year },
      {
        onSuccess: (result) => {
          toast({ title: ROSTER_TEXTS.change(result) });
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onError: failedToast,
      },
    );
  };
  return (
    <form aria-labelledby="roster-file-title" className="grid content-start gap-2" onSubmit={submit}>
      <h3 id="roster-file-title" className="font-semibold">
        {t(ROSTER_TEXTS.importTitle)}
      </h3>
      <p id="roster-file-help" className="text-sm text-muted-foreground">
        {t(ROSTER_TEXTS.importHelp)}
      </p>
      <Label htmlFor="roster-file">{t(ROSTER_TEXTS.importFile)}</Label>
      <Input
        key={inputKey}
        id="roster-file"
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-describedby="roster-file-help"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" variant="outline" disabled={!file || upload.isPending}>
        {t(ROSTER_TEXTS.importButton)}
      </Button>
    </form>
  );
}

/** 'Copiar la lista de otro curso': another course's roster of a term into this one's. */
function CopyRoster({ courseId, semester, year }: TermProps) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const courses = useQuery({ ...sourceCoursesQueryOptions(q), placeholderData: keepPreviousData });
  const [source, setSource] = useState('');
  // The course chosen stays selectable while a search lists others.
  const [picked, setPicked] = useState<{ code: string; label: string } | undefined>();
  const [fromSemester, setFromSemester] = useState(semester);
  const [fromYear, setFromYear] = useState(String(year));
  const copy = useCopyRoster(courseId);
  const listed = (courses.data?.items ?? []).map((course) => ({
    code: String(course.id),
    label: `${course.name} (${course.course_code})`,
  }));
  const entries = picked && !listed.some((entry) => entry.code === picked.code) ? [picked, ...listed] : listed;
  const cut = courses.data !== undefined && (courses.data.nextCursor !== undefined || courses.data.totalCapped);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    copy.mutate(
      {
        from_course_id: Number(source),
        from_semester: fromSemester as never,
        from_academic_year: Number(fromYear),
        semester: semester as never,
        academic_year: year,
      },
      { onSuccess: (result) => toast({ title: ROSTER_TEXTS.change(result) }), onError: failedToast },
    );
  };
  return (
    <form aria-labelledby="roster-copy-title" className="grid content-start gap-2" onSubmit={submit}>
      <h3 id="roster-copy-title" className="font-semibold">
        {t(ROSTER_TEXTS.copyTitle)}
      </h3>
      {cut || q !== '' ? (
        <SearchField
          id="roster-copy-search"
          label={t(ROSTER_TEXTS.copySearch)}
          placeholder={t(ROSTER_TEXTS.copySearchPlaceholder)}
          onSearch={setQ}
        />
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="roster-copy-course">{t(ROSTER_TEXTS.copyCourse)}</Label>
        <CatalogueSelect
          id="roster-copy-course"
          className="w-full"
          entries={entries}
          value={source}
          onValueChange={(value) => {
            setSource(value);
            setPicked(entries.find((entry) => entry.code === value));
          }}
          placeholder={courses.isError ? t`No se pudieron cargar los cursos` : t(ROSTER_TEXTS.copyCoursePlaceholder)}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <TermFields
          idPrefix="roster-copy"
          semester={fromSemester}
          yearText={fromYear}
          onSemester={setFromSemester}
          onYear={setFromYear}
        />
      </div>
      <Button type="submit" variant="outline" disabled={source === '' || !validYear(fromYear) || copy.isPending}>
        {t(ROSTER_TEXTS.copyButton)}
      </Button>
    </form>
  );
}
