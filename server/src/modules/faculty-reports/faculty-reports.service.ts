import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { labelOf } from '@contracts/catalogues/catalogue';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import {
  ACTIVITY_KINDS,
  ACTIVITY_MAX_ENTRIES,
  type ActivityKind,
  type TeachingHistory,
} from '@contracts/activity-record';
import {
  activityCsvColumns,
  DEGREE_TITLES_HIGHEST_FIRST,
  QUALIFICATION_STATE_LABELS,
  QUALIFICATIONS_CSV_COLUMNS,
  REPORT_BREAKDOWN_LABELS,
  REPORT_MESSAGES,
  REPORT_SCOPE_KEYS,
  REPORT_SELECTION_KEYS,
  type ActivityReport,
  type ActivityReportQuery,
  type QualificationEntries,
  type QualificationRow,
  type Qualifications,
  type QualificationSaved,
  type QualificationsQuery,
  type QualificationState,
  type QualificationUpdate,
  type ReportCount,
} from '@contracts/faculty-reports';
import {
  ACTIVITY_KIND_GROUP_LABELS,
  ACTIVITY_SCOPE_LABELS,
  ACTIVITY_SELECTION_LABELS,
} from '@contracts/activity-labels';
import type { Language } from '@contracts/languages';
import type { Text } from '@contracts/i18n/texts';
import type { Database, DbOrTx } from '../../db/client';
import { activityEntries, courseQualifications, courses, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { streamCsv } from '../../lib/csv-export';
import { csvSafeCell } from '../../lib/csv-safe-cell';
import { textIn } from '../../i18n/server-texts';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { ownTeacherRecord } from '../../shared/people/own-records';
import type { UntrustedWork } from '../../untrusted-work/pool';
import type { SessionUser } from '../auth/session.service';
import { canReadActivityReport } from './faculty-reports.policy';
import { activityPdfInput, qualificationsPdfInput } from './report-pdf';

const dialect = new PgDialect();
type TeachingTerm = TeachingHistory['items'][number];
const poolOf = (db: Database) => (db as Database & { $client: pg.Pool }).$client;

export interface Term {
  academic_year: number;
  semester: string;
}

/** The term a date falls in, as the grade sheet opens on: January–June the first semester, July–December the second. */
export function currentTerm(today = new Date()): Term {
  return { academic_year: today.getFullYear(), semester: today.getMonth() < 6 ? '1' : '2' };
}

const termOf = (query: QualificationsQuery): Term =>
  query.academic_year !== undefined && query.semester !== undefined
    ? { academic_year: query.academic_year, semester: query.semester }
    : currentTerm();

/** Whether any roster or grade names the term: else the table lists the current courses (decision 043). */
async function termIsKnown(db: DbOrTx, term: Term): Promise<boolean> {
  const result = await db.execute<{ known: boolean }>(sql`
    select exists (select 1 from course_enrolments where academic_year = ${term.academic_year} and semester = ${term.semester})
        or exists (select 1 from grades where course_id is not null and academic_year = ${term.academic_year} and semester = ${term.semester})
        as known`);
  return result.rows[0]?.known === true;
}

/** The degree titles as a literal array, highest first (constants of the catalogue, never input). */
const DEGREE_TITLES_SQL = sql.raw(
  `array[${DEGREE_TITLES_HIGHEST_FIRST.map((code) => `'${code}'`).join(', ')}]::text[]`,
);

/**
 * The rows of the table for the term, one per course with a teacher, in course name order. The basis (decision 043):
 * staff's statement for this course and teacher if any; else 'degree' when the teacher holds an earned degree
 * (licenciado or above) and their areas include every area of the course; else 'not_justified'.
 */
function qualificationRowsSql(
  term: Term,
  source: Qualifications['source'],
  filters: { area?: string; basis?: QualificationState; courseId?: number },
): SQL {
  const termCounts = sql`
    select course_id, sum(students)::int as students from (
      select course_id, count(*)::int as students from course_enrolments
       where academic_year = ${term.academic_year} and semester = ${term.semester} group by course_id
      union all
      select course_id, 0 from grades
       where course_id is not null and academic_year = ${term.academic_year} and semester = ${term.semester}
       group by course_id) counted
     group by course_id`;
  const where: SQL[] = [];
  if (filters.area) where.push(sql`c.expertise_areas ? ${filters.area}`);
  if (filters.courseId !== undefined) where.push(sql`c.id = ${filters.courseId}`);
  return sql`
    with term_counts as (${termCounts}),
    rows as (
      select c.id as course_id, c.course_code, c.name as course_name, t.id as teacher_id, t.full_name as teacher_name,
             (select title from jsonb_array_elements_text(t.academic_titles) title
               where title = any(${DEGREE_TITLES_SQL})
               order by array_position(${DEGREE_TITLES_SQL}, title) limit 1) as highest_title,
             c.expertise_areas as course_areas, t.expertise_areas as teacher_areas,
             case when jsonb_array_length(c.expertise_areas) = 0 then null
                  else c.expertise_areas <@ t.expertise_areas end as areas_covered,
             q.basis as stated_basis, q.justification, coalesce(q.entry_ids, '[]'::jsonb) as entry_ids,
             coalesce(tc.students, 0) as students
        from courses c
        join teachers t on t.id = c.teacher_id
        ${source === 'term' ? sql`join term_counts tc on tc.course_id = c.id` : sql`left join term_counts tc on tc.course_id = c.id`}
        left join course_qualifications q on q.course_id = c.id and q.teacher_id = t.id
       ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    ),
    judged as (
      select r.*,
             case when r.stated_basis is not null then r.stated_basis
                  when r.highest_title is not null and r.areas_covered then 'degree'
                  else 'not_justified' end as basis,
             case when r.stated_basis is not null then 'staff'
                  when r.highest_title is not null and r.areas_covered then 'rule' end as basis_source
        from rows r
    )
    select j.course_id, j.course_code, j.course_name, j.teacher_id, j.teacher_name, j.highest_title, j.course_areas,
           j.teacher_areas, j.areas_covered, j.basis, j.basis_source, j.justification, j.students,
           (select coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'title', e.title, 'kind', e.kind,
                                                         'start_date', e.start_date::text)
                                      order by e.start_date desc, e.id desc), '[]'::jsonb)
              from activity_entries e
             where jsonb_array_length(j.entry_ids) > 0 and e.teacher_id = j.teacher_id
               and j.entry_ids @> to_jsonb(e.id)) as entries
      from judged j
     ${filters.basis ? sql`where j.basis = ${filters.basis}` : sql``}
     order by j.course_name, j.course_id`;
}

/**
 * GET /api/reports/qualifications (staff): the term's courses and their teachers' qualifications, filtered by area
 * and basis, and how many courses of each basis the term has before the filters.
 */
export async function readQualifications(options: { db: DbOrTx; query: QualificationsQuery }): Promise<Qualifications> {
  const { db, query } = options;
  const term = termOf(query);
  const source = (await termIsKnown(db, term)) ? 'term' : 'courses';
  const rows = await db.execute<QualificationRow>(
    qualificationRowsSql(term, source, { area: query.area, basis: query.basis }),
  );
  const counted = await db.execute<{ basis: QualificationState; count: number }>(
    sql`select basis, count(*)::int as count from (${qualificationRowsSql(term, source, {})}) judged group by basis`,
  );
  const counts = { degree: 0, experience: 0, not_justified: 0 };
  for (const row of counted.rows) counts[row.basis] = row.count;
  return { term, source, counts, items: rows.rows };
}

/** A catalogue code's label in `language`; the code itself if unknown. */
function labelOfIn(entries: readonly { code: string; label: Text }[], code: string, language: Language): string {
  const entry = entries.find((candidate) => candidate.code === code);
  return entry ? textIn(language, entry.label) : labelOf(entries, code);
}

const YES_NO: Record<Language, readonly [string, string]> = { es: ['Sí', 'No'], en: ['Yes', 'No'] };
const areaNames = (codes: unknown, language: Language) =>
  ((codes as string[] | null) ?? []).map((code) => labelOfIn(EXPERTISE_AREAS, code, language)).join('; ');

/**
 * GET /api/reports/qualifications.csv (staff): the table as the screen filters it, streamed from one snapshot, its
 * headers, titles, areas and bases in the requester's language, every text cell safe for spreadsheets.
 */
export async function exportQualificationsCsv(options: {
  db: Database;
  query: QualificationsQuery;
  language: Language;
}): Promise<{ name: string; csv: Readable }> {
  const { db, query, language } = options;
  const term = termOf(query);
  const source = (await termIsKnown(db, term)) ? 'term' : 'courses';
  const compiled = dialect.sqlToQuery(qualificationRowsSql(term, source, { area: query.area, basis: query.basis }));
  const csv = await streamCsv<QualificationRow>({
    pool: poolOf(db),
    rows: { text: compiled.sql, values: compiled.params },
    columns: QUALIFICATIONS_CSV_COLUMNS[language],
    record: (row) => [
      csvSafeCell(row.course_code),
      csvSafeCell(row.course_name),
      csvSafeCell(row.teacher_name),
      row.highest_title ? labelOfIn(ACADEMIC_TITLES, row.highest_title, language) : '',
      areaNames(row.course_areas, language),
      areaNames(row.teacher_areas, language),
      row.areas_covered === null ? '' : YES_NO[language][row.areas_covered ? 0 : 1],
      textIn(language, QUALIFICATION_STATE_LABELS[row.basis]),
      csvSafeCell(row.justification ?? ''),
      csvSafeCell(row.entries.map((entry) => entry.title).join('; ')),
      row.students,
    ],
  });
  const file = language === 'es' ? 'cualificaciones' : 'qualifications';
  return { name: `${file}-${term.academic_year}-${term.semester}`, csv };
}

/**
 * PUT /api/reports/qualifications/{courseId} (staff): the basis of the course's current teacher, with the justification
 * and the entries of that teacher's record it rests on; one audit entry with what changed.
 */
export async function saveQualification(options: {
  db: Database;
  user: SessionUser;
  courseId: number;
  input: QualificationUpdate;
}): Promise<QualificationSaved> {
  const { db, user, courseId, input } = options;
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, name: courses.name, teacherId: courses.teacherId, teacherName: teachers.fullName })
      .from(courses)
      .leftJoin(teachers, eq(teachers.id, courses.teacherId))
      .where(eq(courses.id, courseId))
      .for('update', { of: courses });
    if (!course) throw new AppError('COURSE_NOT_FOUND', REPORT_MESSAGES.courseNotFound);
    if (course.teacherId === null || course.teacherName === null)
      throw new AppError('COURSE_WITHOUT_TEACHER', REPORT_MESSAGES.courseWithoutTeacher);
    const teacherId = course.teacherId;
    const entries = input.entry_ids.length
      ? await tx
          .select({
            id: activityEntries.id,
            title: activityEntries.title,
            kind: activityEntries.kind,
            start_date: activityEntries.startDate,
            teacherId: activityEntries.teacherId,
          })
          .from(activityEntries)
          .where(inArray(activityEntries.id, input.entry_ids))
      : [];
    if (entries.length !== input.entry_ids.length || entries.some((entry) => entry.teacherId !== teacherId))
      throw new AppError('QUALIFICATION_ENTRIES_REFUSED', REPORT_MESSAGES.entriesNotTeachers);
    const [before] = await tx
      .select()
      .from(courseQualifications)
      .where(and(eq(courseQualifications.courseId, courseId), eq(courseQualifications.teacherId, teacherId)));
    const values = {
      basis: input.basis,
      justification: input.justification,
      entryIds: input.entry_ids,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    await tx
      .insert(courseQualifications)
      .values({ courseId, teacherId, ...values })
      .onConflictDoUpdate({ target: [courseQualifications.courseId, courseQualifications.teacherId], set: values });
    const shown = (row?: { basis: string; justification: string | null; entryIds: number[] }) =>
      row ? { basis: row.basis, justification: row.justification, entry_ids: row.entryIds } : {};
    await recordActivity(tx, {
      userId: user.id,
      activity: {
        code: 'qualificationStated',
        params: { course: course.name, teacher: course.teacherName, basis: input.basis },
      },
      entityType: 'course',
      entityId: courseId,
      changes: changesBetween(shown(before), shown({ ...values })),
    });
    return {
      course_id: courseId,
      teacher_id: teacherId,
      basis: input.basis,
      justification: input.justification,
      entries: entries
        .map(({ teacherId: _owner, ...entry }) => ({ ...entry, kind: entry.kind as (typeof ACTIVITY_KINDS)[number] }))
        .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id),
    };
  });
}

/**
 * GET /api/reports/qualifications/{courseId}/entries (staff): the record entries of the course's teacher, newest
 * first (a record holds at most ACTIVITY_MAX_ENTRIES), for staff to choose those a justification rests on.
 */
export async function listQualificationEntries(options: {
  db: DbOrTx;
  courseId: number;
}): Promise<QualificationEntries> {
  const { db, courseId } = options;
  const [course] = await db
    .select({ teacherId: teachers.id, teacherName: teachers.fullName })
    .from(courses)
    .leftJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(eq(courses.id, courseId));
  if (!course) throw new AppError('COURSE_NOT_FOUND', REPORT_MESSAGES.courseNotFound);
  if (course.teacherId === null || course.teacherName === null)
    throw new AppError('COURSE_WITHOUT_TEACHER', REPORT_MESSAGES.courseWithoutTeacher);
  const items = await db
    .select({
      id: activityEntries.id,
      title: activityEntries.title,
      kind: activityEntries.kind,
      start_date: activityEntries.startDate,
    })
    .from(activityEntries)
    .where(eq(activityEntries.teacherId, course.teacherId))
    .orderBy(desc(activityEntries.startDate), desc(activityEntries.id))
    .limit(ACTIVITY_MAX_ENTRIES);
  return {
    teacher: { id: course.teacherId, name: course.teacherName },
    items: items.map((entry) => ({ ...entry, kind: entry.kind as ActivityKind })),
  };
}

/** The report's figures: a year and the one before, the school or one teacher (the entries staff returned left out). */
type GroupRow = {
  dimension: 'kind' | 'scope' | 'selection' | 'total';
  key: string | null;
  year: number;
  entries: number;
  verified: number;
  teachers: number;
};

/**
 * GET /api/reports/activity: record entries by kind, by scope and by selection in `year` and the year before, for the
 * school (staff) or one teacher (staff, or that teacher). One grouping-sets query over the start date's range
 * (activity_entries_start_idx; for one teacher, activity_entries_teacher_idx). An entry counts in the year it
 * starts; entries staff returned do not count until put right (decision 043).
 */
export async function readActivityReport(options: {
  db: DbOrTx;
  user: SessionUser;
  query: ActivityReportQuery;
}): Promise<ActivityReport> {
  const { db, user, query } = options;
  const year = query.year ?? new Date().getFullYear();
  const previous = year - 1;
  // Without a teacher: the school's report for whoever may read it (staff), else the reader's own record's.
  let teacherId = query.teacher_id;
  if (teacherId === undefined && !(await canReadActivityReport({ db, user, teacher: null })))
    teacherId = (await ownTeacherRecord(db, user.id))?.id;
  let teacher: ActivityReport['teacher'] = null;
  if (teacherId !== undefined) {
    const [row] = await db
      .select({ id: teachers.id, name: teachers.fullName })
      .from(teachers)
      .where(eq(teachers.id, teacherId));
    // A teacher asking for another's learns nothing of whether it exists.
    if (!(await canReadActivityReport({ db, user, teacher: { id: teacherId } })))
      throw new AppError('FORBIDDEN', REPORT_MESSAGES.onlyOwnReport);
    if (!row) throw new AppError('TEACHER_NOT_FOUND', REPORT_MESSAGES.teacherNotFound);
    teacher = row;
  } else if (!(await canReadActivityReport({ db, user, teacher: null })))
    throw new AppError('FORBIDDEN', REPORT_MESSAGES.onlyOwnReport);

  const from = `${previous}-01-01`;
  const until = `${year + 1}-01-01`;
  const rows = await db.execute<GroupRow>(sql`
    select case when grouping(e.kind) = 0 then 'kind'
                when grouping(e.scope) = 0 then 'scope'
                when grouping(e.selection) = 0 then 'selection'
                else 'total' end as dimension,
           coalesce(e.kind, e.scope, e.selection) as key,
           extract(year from e.start_date)::int as year,
           count(*)::int as entries,
           count(*) filter (where e.review_state = 'verified')::int as verified,
           count(distinct e.teacher_id)::int as teachers
      from ${activityEntries} e
     where e.start_date >= ${from}::date and e.start_date < ${until}::date and e.review_state <> 'returned'
       ${teacher ? sql`and e.teacher_id = ${teacher.id}` : sql``}
     group by grouping sets ((extract(year from e.start_date), e.kind), (extract(year from e.start_date), e.scope),
                             (extract(year from e.start_date), e.selection), (extract(year from e.start_date)))`);
  const count = (dimension: GroupRow['dimension'], key: string | null, inYear: number, field: keyof GroupRow) =>
    Number(
      rows.rows.find(
        (row) => row.dimension === dimension && (row.key ?? 'none') === (key ?? 'none') && row.year === inYear,
      )?.[field] ?? 0,
    );
  const breakdown = (dimension: 'kind' | 'scope' | 'selection', keys: readonly string[]): ReportCount[] =>
    keys.map((key) => ({
      key,
      year: count(dimension, key, year, 'entries'),
      previous: count(dimension, key, previous, 'entries'),
    }));
  const total = (field: 'entries' | 'verified' | 'teachers') => ({
    year: count('total', null, year, field),
    previous: count('total', null, previous, field),
  });
  const teaching = await teachingOfYears(db, [year, previous], teacher?.id);
  const inYear = (field: 'students' | 'graded' | null, of: number) =>
    teaching.filter((row) => row.academic_year === of).reduce((sum, row) => sum + (field === null ? 1 : row[field]), 0);
  const teachingCount = (field: 'students' | 'graded' | null) => ({
    year: inYear(field, year),
    previous: inYear(field, previous),
  });
  return {
    year,
    previous_year: previous,
    teacher,
    totals: { entries: total('entries'), verified: total('verified'), teachers: total('teachers') },
    teaching: {
      courses: teachingCount(null),
      students: teachingCount('students'),
      graded: teachingCount('graded'),
      items: teacher ? teaching : [],
    },
    by_kind: breakdown('kind', ACTIVITY_KINDS),
    by_scope: breakdown('scope', REPORT_SCOPE_KEYS),
    by_selection: breakdown('selection', REPORT_SELECTION_KEYS),
  };
}

/**
 * The courses taught in `years` by term, from the rosters and the grades that name the term (as the teaching history
 * of decision 041 reads them): for one teacher, the rosters of their courses and the grades they recorded; for the
 * school, all. Newest term first.
 */
async function teachingOfYears(db: DbOrTx, years: number[], teacherId: number | undefined): Promise<TeachingTerm[]> {
  const yearList = sql.join(
    years.map((year) => sql`${year}`),
    sql`, `,
  );
  const rows = await db.execute<TeachingTerm>(sql`
    with terms as (
      select g.course_id, g.academic_year, g.semester, 0 as students, count(distinct g.student_id)::int as graded
        from grades g
       where g.course_id is not null and g.academic_year in (${yearList})
         ${teacherId === undefined ? sql`` : sql`and g.teacher_id = ${teacherId}`}
       group by g.course_id, g.academic_year, g.semester
      union all
      select e.course_id, e.academic_year, e.semester, count(*)::int as students, 0 as graded
        from course_enrolments e
        join courses c on c.id = e.course_id
       where e.academic_year in (${yearList})
         ${teacherId === undefined ? sql`` : sql`and c.teacher_id = ${teacherId}`}
       group by e.course_id, e.academic_year, e.semester
    )
    select t.course_id, c.name as course_title, t.academic_year, t.semester,
           sum(t.students)::int as students, sum(t.graded)::int as graded
      from terms t
      join courses c on c.id = t.course_id
     group by t.course_id, c.name, t.academic_year, t.semester
     order by t.academic_year desc, t.semester desc, c.name, t.course_id`);
  return rows.rows.map((row) => ({ ...row, students: Number(row.students), graded: Number(row.graded) }));
}

/**
 * GET /api/reports/activity.csv: the report as rows (the totals, then each breakdown's categories), headed in the
 * requester's language with the two years as columns, streamed through the CSV writer.
 */
export async function exportActivityCsv(options: {
  db: DbOrTx;
  user: SessionUser;
  query: ActivityReportQuery;
  language: Language;
}): Promise<{ name: string; csv: Readable }> {
  const { language } = options;
  const report = await readActivityReport(options);
  const write = (text: Text) => textIn(language, text);
  const records: unknown[][] = [
    ...(['entries', 'verified', 'teachers'] as const).map((field) => [
      write(REPORT_BREAKDOWN_LABELS.total),
      write(REPORT_BREAKDOWN_LABELS[field]),
      report.totals[field].year,
      report.totals[field].previous,
    ]),
    ...(['courses', 'students', 'graded'] as const).map((field) => [
      write(REPORT_BREAKDOWN_LABELS.teaching),
      write(REPORT_BREAKDOWN_LABELS[field]),
      report.teaching[field].year,
      report.teaching[field].previous,
    ]),
    ...report.by_kind.map((row) => [
      write(REPORT_BREAKDOWN_LABELS.kind),
      write(ACTIVITY_KIND_GROUP_LABELS[row.key as keyof typeof ACTIVITY_KIND_GROUP_LABELS]),
      row.year,
      row.previous,
    ]),
    ...report.by_scope.map((row) => [
      write(REPORT_BREAKDOWN_LABELS.scope),
      write(ACTIVITY_SCOPE_LABELS[row.key as keyof typeof ACTIVITY_SCOPE_LABELS]),
      row.year,
      row.previous,
    ]),
    ...report.by_selection.map((row) => [
      write(REPORT_BREAKDOWN_LABELS.selection),
      write(ACTIVITY_SELECTION_LABELS[row.key as keyof typeof ACTIVITY_SELECTION_LABELS]),
      row.year,
      row.previous,
    ]),
  ];
  const csv = pipeline(
    Readable.from(records),
    stringify({ header: true, columns: activityCsvColumns(language, report.year, report.previous_year), bom: true }),
    () => {},
  );
  const file = language === 'es' ? 'actividad' : 'activity';
  const whose = report.teacher ? `-${report.teacher.name}` : '';
  return { name: `${file}${whose}-${report.year}`, csv };
}

/**
 * GET /api/reports/qualifications.pdf (staff): the table as the screen filters it, drawn in the pool's threads
 * (decision 043, as the CV's PDF) in the requester's language, with the school's name, the term and the filters.
 */
export async function exportQualificationsPdf(options: {
  db: DbOrTx;
  work: UntrustedWork;
  query: QualificationsQuery;
  language: Language;
  schoolName: string;
}): Promise<{ name: string; bytes: Uint8Array }> {
  const { db, query, language } = options;
  const table = await readQualifications({ db, query });
  const bytes = await options.work.run(
    'renderReport',
    qualificationsPdfInput({ table, query, language, schoolName: options.schoolName }),
  );
  const file = language === 'es' ? 'cualificaciones' : 'qualifications';
  return { name: `${file}-${table.term.academic_year}-${table.term.semester}`, bytes };
}

/**
 * GET /api/reports/activity.pdf: the yearly report (the school's for staff, a teacher's for staff or that teacher)
 * drawn in the pool's threads in the requester's language: the totals and each breakdown beside the year before.
 */
export async function exportActivityPdf(options: {
  db: DbOrTx;
  work: UntrustedWork;
  user: SessionUser;
  query: ActivityReportQuery;
  language: Language;
  schoolName: string;
}): Promise<{ name: string; bytes: Uint8Array }> {
  const { language } = options;
  const report = await readActivityReport(options);
  const bytes = await options.work.run(
    'renderReport',
    activityPdfInput({ report, language, schoolName: options.schoolName }),
  );
  const file = language === 'es' ? 'actividad' : 'activity';
  const whose = report.teacher ? `-${report.teacher.name}` : '';
  return { name: `${file}${whose}-${report.year}`, bytes };
}
