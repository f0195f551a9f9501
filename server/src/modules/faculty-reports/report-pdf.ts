import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { labelOf } from '@contracts/catalogues/catalogue';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import {
  activityCsvColumns,
  QUALIFICATION_STATE_LABELS,
  QUALIFICATIONS_CSV_COLUMNS,
  REPORT_BREAKDOWN_LABELS,
  type ActivityReport,
  type QualificationsQuery,
  type Qualifications,
  type ReportCount,
} from '@contracts/faculty-reports';
import {
  ACTIVITY_KIND_GROUP_LABELS,
  ACTIVITY_SCOPE_LABELS,
  ACTIVITY_SELECTION_LABELS,
} from '@contracts/activity-labels';
import type { Language } from '@contracts/languages';
import type { Text, TextValues } from '@contracts/i18n/texts';
import { formatDay } from '../../i18n/formats';
import { semesterName } from '../../i18n/semester-names';
import { textIn } from '../../i18n/server-texts';
import type { ReportRenderInput, ReportTable } from '../../untrusted-work/tasks/render-report';

/*
 * The qualifications table and the yearly activity report as the pool's PDF task draws them (decision 043): every
 * word written here in the reader's language (decision 040), the figures as the screens and the CSV exports have
 * them; the thread gets plain data.
 */

export const REPORT_PDF_TEXTS = {
  qualificationsTitle: /*i18n*/ { id: 'reports.pdf.qualificationsTitle', message: 'Tabla de cualificaciones' },
  activityTitle: /*i18n*/ { id: 'reports.pdf.activityTitle', message: 'Informe anual de actividad' },
  /** Values: `semester`, `year`. */
  term: /*i18n*/ { id: 'reports.pdf.term', message: 'Periodo: {semester} de {year}' },
  /** Values: `filters`. */
  filters: /*i18n*/ { id: 'reports.pdf.filters', message: 'Filtros: {filters}' },
  noFilters: /*i18n*/ { id: 'reports.pdf.noFilters', message: 'Filtros: ninguno (todos los cursos del periodo)' },
  /** Values: `area`. */
  areaFilter: /*i18n*/ { id: 'reports.pdf.areaFilter', message: 'área {area}' },
  /** Values: `basis`. */
  basisFilter: /*i18n*/ { id: 'reports.pdf.basisFilter', message: 'base {basis}' },
  /** Values: `counts`. */
  counts: /*i18n*/ { id: 'reports.pdf.counts', message: 'Cursos del periodo por base: {counts}' },
  fromCourses: /*i18n*/ {
    id: 'reports.pdf.fromCourses',
    message:
      'Ninguna matrícula ni calificación nombra este periodo todavía: la tabla lista los cursos actuales que tienen profesor.',
  },
  noCourses: /*i18n*/ { id: 'reports.pdf.noCourses', message: 'Ningún curso en este periodo con estos filtros' },
  /** Values: `year`, `previous`. */
  year: /*i18n*/ { id: 'reports.pdf.year', message: 'Año {year}, junto al año anterior ({previous})' },
  school: /*i18n*/ { id: 'reports.pdf.school', message: 'Toda la escuela' },
  /** Values: `name`. */
  teacher: /*i18n*/ { id: 'reports.pdf.teacher', message: 'Profesor: {name}' },
  returnedLeftOut: /*i18n*/ {
    id: 'reports.pdf.returnedLeftOut',
    message: 'Cada actividad cuenta en el año en que empieza; las devueltas por la administración no cuentan.',
  },
  /** Values: `date`. */
  generatedOn: /*i18n*/ { id: 'reports.pdf.generatedOn', message: 'Generado el {date}' },
  /** Values: `page`, `pages`. */
  page: /*i18n*/ { id: 'reports.pdf.page', message: 'Página {page} de {pages}' },
  /** Values: `year`, `previous`. */
  coursesTaught: /*i18n*/ { id: 'reports.pdf.coursesTaught', message: 'Cursos impartidos en {year} y {previous}' },
  termColumn: /*i18n*/ { id: 'reports.pdf.termColumn', message: 'Periodo' },
  courseColumn: /*i18n*/ { id: 'reports.pdf.courseColumn', message: 'Curso' },
  studentsColumn: /*i18n*/ { id: 'reports.pdf.studentsColumn', message: 'Estudiantes' },
  gradedColumn: /*i18n*/ { id: 'reports.pdf.gradedColumn', message: 'Calificados' },
  noTeaching: /*i18n*/ { id: 'reports.pdf.noTeaching', message: 'Ningún curso impartido en estos años' },
  yes: /*i18n*/ { id: 'reports.pdf.yes', message: 'Sí' },
  no: /*i18n*/ { id: 'reports.pdf.no', message: 'No' },
} as const satisfies Record<string, Text>;

const labelIn = (entries: readonly { code: string; label: Text }[], code: string, language: Language) => {
  const entry = entries.find((candidate) => candidate.code === code);
  return entry ? textIn(language, entry.label) : labelOf(entries, code);
};

function common(language: Language, schoolName: string, today: Date) {
  const write = (text: Text, values?: TextValues) => textIn(language, text, values);
  return {
    write,
    frame: {
      language,
      schoolName,
      generatedOn: write(REPORT_PDF_TEXTS.generatedOn, { date: formatDay(today, language) }),
      page: write(REPORT_PDF_TEXTS.page, { page: '{page}', pages: '{pages}' }),
    },
  };
}

/** The qualifications table of `table` (as read for `query`) as the PDF task's input. */
export function qualificationsPdfInput(options: {
  table: Qualifications;
  query: QualificationsQuery;
  language: Language;
  schoolName: string;
  today?: Date;
}): ReportRenderInput {
  const { table, query, language } = options;
  const { write, frame } = common(language, options.schoolName, options.today ?? new Date());
  const areas = (codes: string[]) => codes.map((code) => labelIn(EXPERTISE_AREAS, code, language)).join(', ');
  const filters = [
    ...(query.area
      ? [write(REPORT_PDF_TEXTS.areaFilter, { area: labelIn(EXPERTISE_AREAS, query.area, language) })]
      : []),
    ...(query.basis
      ? [write(REPORT_PDF_TEXTS.basisFilter, { basis: write(QUALIFICATION_STATE_LABELS[query.basis]) })]
      : []),
  ];
  const counts = (['degree', 'experience', 'not_justified'] as const)
    .map((basis) => `${write(QUALIFICATION_STATE_LABELS[basis])} ${table.counts[basis]}`)
    .join(' · ');
  // The CSV's columns but the teacher's areas, as the screen shows them: whether they cover the course's says what
  // matters, and a teacher of many areas would make every row of theirs a page long.
  const TEACHER_AREAS = 5;
  const headers = QUALIFICATIONS_CSV_COLUMNS[language].filter((_label, index) => index !== TEACHER_AREAS);
  const widths = [5, 11, 10, 8, 12, 7, 9, 18, 12, 9];
  const tableOut: ReportTable = {
    heading: null,
    columns: headers.map((label, index) => ({
      label,
      width: widths[index]!,
      align: index === headers.length - 1 ? 'right' : 'left',
    })),
    rows: table.items.map((row) => ({
      flagged: row.basis === 'not_justified',
      cells: [
        row.course_code,
        row.course_name,
        row.teacher_name,
        row.highest_title ? labelIn(ACADEMIC_TITLES, row.highest_title, language) : '',
        areas(row.course_areas),
        row.areas_covered === null ? '' : write(row.areas_covered ? REPORT_PDF_TEXTS.yes : REPORT_PDF_TEXTS.no),
        write(QUALIFICATION_STATE_LABELS[row.basis]),
        row.justification ?? '',
        row.entries.map((entry) => entry.title).join('; '),
        String(row.students),
      ],
    })),
    empty: write(REPORT_PDF_TEXTS.noCourses),
  };
  return {
    ...frame,
    orientation: 'landscape',
    title: write(REPORT_PDF_TEXTS.qualificationsTitle),
    lines: [
      write(REPORT_PDF_TEXTS.term, {
        semester: semesterName(table.term.semester, language),
        year: table.term.academic_year,
      }),
      filters.length
        ? write(REPORT_PDF_TEXTS.filters, { filters: filters.join(' · ') })
        : write(REPORT_PDF_TEXTS.noFilters),
      write(REPORT_PDF_TEXTS.counts, { counts }),
    ],
    notes: table.source === 'courses' ? [write(REPORT_PDF_TEXTS.fromCourses)] : [],
    tables: [tableOut],
  };
}

/** The yearly activity report as the PDF task's input: the totals, then each breakdown with the year before beside. */
export function activityPdfInput(options: {
  report: ActivityReport;
  language: Language;
  schoolName: string;
  today?: Date;
}): ReportRenderInput {
  const { report, language } = options;
  const { write, frame } = common(language, options.schoolName, options.today ?? new Date());
  const [, category, year, previous] = activityCsvColumns(language, report.year, report.previous_year);
  const columns: ReportTable['columns'] = [
    { label: category!, width: 3 },
    { label: year!, width: 1, align: 'right' },
    { label: previous!, width: 1, align: 'right' },
  ];
  const breakdown = (heading: Text, rows: ReportCount[], labels: Record<string, Text>): ReportTable => ({
    heading: write(heading),
    columns,
    rows: rows.map((row) => ({
      cells: [labels[row.key] ? write(labels[row.key]!) : row.key, String(row.year), String(row.previous)],
    })),
    empty: '',
  });
  return {
    ...frame,
    orientation: 'portrait',
    title: write(REPORT_PDF_TEXTS.activityTitle),
    lines: [
      report.teacher ? write(REPORT_PDF_TEXTS.teacher, { name: report.teacher.name }) : write(REPORT_PDF_TEXTS.school),
      write(REPORT_PDF_TEXTS.year, { year: report.year, previous: report.previous_year }),
    ],
    notes: [write(REPORT_PDF_TEXTS.returnedLeftOut)],
    tables: [
      {
        heading: write(REPORT_BREAKDOWN_LABELS.total),
        columns,
        rows: (['entries', 'verified', 'teachers'] as const).map((field) => ({
          cells: [
            write(REPORT_BREAKDOWN_LABELS[field]),
            String(report.totals[field].year),
            String(report.totals[field].previous),
          ],
        })),
        empty: '',
      },
      {
        heading: write(REPORT_BREAKDOWN_LABELS.teaching),
        columns,
        rows: (['courses', 'students', 'graded'] as const).map((field) => ({
          cells: [
            write(REPORT_BREAKDOWN_LABELS[field]),
            String(report.teaching[field].year),
            String(report.teaching[field].previous),
          ],
        })),
        empty: '',
      },
      ...(report.teacher
        ? [
            {
              heading: write(REPORT_PDF_TEXTS.coursesTaught, { year: report.year, previous: report.previous_year }),
              columns: [
                { label: write(REPORT_PDF_TEXTS.termColumn), width: 2 },
                { label: write(REPORT_PDF_TEXTS.courseColumn), width: 3 },
                { label: write(REPORT_PDF_TEXTS.studentsColumn), width: 1, align: 'right' as const },
                { label: write(REPORT_PDF_TEXTS.gradedColumn), width: 1, align: 'right' as const },
              ],
              rows: report.teaching.items.map((row) => ({
                cells: [
                  [row.semester ? semesterName(row.semester, language) : '', row.academic_year ?? '']
                    .filter((part) => part !== '')
                    .join(' '),
                  row.course_title,
                  String(row.students),
                  String(row.graded),
                ],
              })),
              empty: write(REPORT_PDF_TEXTS.noTeaching),
            },
          ]
        : []),
      breakdown(REPORT_BREAKDOWN_LABELS.kind, report.by_kind, ACTIVITY_KIND_GROUP_LABELS),
      breakdown(REPORT_BREAKDOWN_LABELS.scope, report.by_scope, ACTIVITY_SCOPE_LABELS),
      breakdown(REPORT_BREAKDOWN_LABELS.selection, report.by_selection, ACTIVITY_SELECTION_LABELS),
    ],
  };
}
