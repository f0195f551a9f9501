import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  type ActivityReport,
  type QualificationRow,
  type Qualifications,
} from '@contracts/faculty-reports';
import { textIn } from '../../i18n/server-texts';
import {
  activities,
  activityEntries,
  courseEnrolments,
  courseQualifications,
  courses,
  teachers,
  users,
} from '../../db/schema/index';
import { studentIdOf, teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import type { TestUser } from '../../../test/build-app';
import { currentTerm } from './faculty-reports.service';

/*
 * The qualifications table and the yearly activity report (issue 45, decision 043): who reads them, what each row
 * says (the rule for a degree, staff's experience with its entries, the flag), the bad input refused in plain words,
 * the counts from the record, and the CSV as a spreadsheet would open it.
 */
const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
const es = (text: (typeof REPORT_MESSAGES)[keyof typeof REPORT_MESSAGES], values?: Record<string, number>) =>
  textIn('es', text, values);

let teacherId: number;
let otherTeacherId: number;
const course: Record<'degree' | 'noDegree' | 'noAreas' | 'formula' | 'untaught' | 'otherTerm', number> = {
  degree: 0,
  noDegree: 0,
  noAreas: 0,
  formula: 0,
  untaught: 0,
  otherTerm: 0,
};
const entry: Record<'exhibition' | 'talk' | 'lastYear' | 'returned' | 'theirAward', number> = {
  exhibition: 0,
  talk: 0,
  lastYear: 0,
  returned: 0,
  theirAward: 0,
};
const TERM = 'academic_year=2025&semester=2';

beforeAll(async () => {
  [teacherId, otherTeacherId] = await Promise.all([teacherIdOf(context, teacher), teacherIdOf(context, otherTeacher)]);
  const studentId = await studentIdOf(context, student);
  // The teacher: a master's in the field of their courses; the other teacher: no degree, sound design.
  await context.db
    .update(teachers)
    .set({
      fullName: 'Ana Titulada',
      academicTitles: ['licenciado', 'magister'],
      expertiseAreas: ['game_design', '3d_animation'],
    })
    .where(eq(teachers.id, teacherId));
  await context.db
    .update(teachers)
    .set({ fullName: 'Bruno Práctico', academicTitles: ['none'], expertiseAreas: ['sound_design'] })
    .where(eq(teachers.id, otherTeacherId));
  const made = await context.db
    .insert(courses)
    .values([
      { name: 'Diseño de juegos', courseCode: 'QU-DJ', teacherId, expertiseAreas: ['game_design'] },
      { name: 'Diseño sonoro', courseCode: 'QU-DS', teacherId: otherTeacherId, expertiseAreas: ['sound_design'] },
      { name: 'Seminario libre', courseCode: 'QU-SL', teacherId, expertiseAreas: [] },
      {
        name: '=HYPERLINK("http://x")',
        courseCode: '+QU-F',
        teacherId: otherTeacherId,
        expertiseAreas: ['game_design'],
      },
      { name: 'Sin profesor', courseCode: 'QU-SP', teacherId: null, expertiseAreas: ['game_design'] },
      { name: 'Animación 3D', courseCode: 'QU-A3', teacherId, expertiseAreas: ['3d_animation'] },
    ])
    .returning({ id: courses.id });
  (['degree', 'noDegree', 'noAreas', 'formula', 'untaught', 'otherTerm'] as const).forEach(
    (key, index) => (course[key] = made[index]!.id),
  );
  // The term 2025-2: rosters of four courses (not the seminar, nor the 3D course, which is taught the term before).
  await context.db.insert(courseEnrolments).values([
    ...[course.degree, course.noDegree, course.formula, course.untaught].map((courseId) => ({
      courseId,
      studentId,
      semester: '2',
      academicYear: 2025,
    })),
    { courseId: course.otherTerm, studentId, semester: '1', academicYear: 2025 },
  ]);
  const entries = await context.db
    .insert(activityEntries)
    .values([
      {
        teacherId: otherTeacherId,
        kind: 'exhibition',
        title: 'Paisajes sonoros',
        startDate: '2025-03-10',
        organization: 'Bienal',
        format: 'group',
        selection: 'juried',
        scope: 'international',
        reviewState: 'verified',
      },
      { teacherId: otherTeacherId, kind: 'talk', title: 'Charla de audio', startDate: '2025-06-01', scope: 'national' },
      {
        teacherId: otherTeacherId,
        kind: 'production_credit',
        title: 'Juego publicado',
        startDate: '2024-11-20',
        productionType: 'game',
        role: 'Sonido',
      },
      { teacherId: otherTeacherId, kind: 'talk', title: 'Devuelta', startDate: '2025-02-02', reviewState: 'returned' },
      {
        teacherId,
        kind: 'award',
        title: 'Premio al diseño',
        startDate: '2025-09-09',
        organization: 'Festival',
        selection: 'curated',
        scope: 'international',
      },
    ])
    .returning({ id: activityEntries.id });
  (['exhibition', 'talk', 'lastYear', 'returned', 'theirAward'] as const).forEach(
    (key, index) => (entry[key] = entries[index]!.id),
  );
});

const table = async (query = TERM, user: TestUser = staff) => {
  const answer = await call(user, 'GET', `/api/reports/qualifications?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Qualifications>();
};
const rowOf = (answer: Qualifications, courseId: number): QualificationRow | undefined =>
  answer.items.find((row) => row.course_id === courseId);
const csvOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { relax_column_count: false }) as string[][];
};

describe('the qualifications table', () => {
  it("lists the term's taught courses with the teacher's highest title, the areas and the basis by the rule", async () => {
    const answer = await table();
    expect(answer.term).toEqual({ academic_year: 2025, semester: '2' });
    expect(answer.source).toBe('term');
    // The course without a teacher and the courses not taught that term are not listed.
    expect(answer.items.map((row) => row.course_code)).toEqual(['+QU-F', 'QU-DJ', 'QU-DS']);
    expect(rowOf(answer, course.degree)).toMatchObject({
      teacher_id: teacherId,
      teacher_name: 'Ana Titulada',
      highest_title: 'magister',
      course_areas: ['game_design'],
      areas_covered: true,
      basis: 'degree',
      basis_source: 'rule',
      students: 1,
    });
    // No degree: flagged, though the areas match.
    expect(rowOf(answer, course.noDegree)).toMatchObject({
      highest_title: null,
      areas_covered: true,
      basis: 'not_justified',
      basis_source: null,
    });
    // Not the teacher's area.
    expect(rowOf(answer, course.formula)).toMatchObject({ areas_covered: false, basis: 'not_justified' });
    expect(answer.counts).toEqual({ degree: 1, experience: 0, not_justified: 2 });
  });

  it('falls back to the current course list for a term no roster or grade names', async () => {
    const answer = await table('academic_year=2024&semester=1');
    expect(answer.source).toBe('courses');
    expect(answer.items.map((row) => row.course_code)).toEqual(['+QU-F', 'QU-A3', 'QU-DJ', 'QU-DS', 'QU-SL']);
    // A course without areas cannot be judged by the rule: flagged.
    expect(rowOf(answer, course.noAreas)).toMatchObject({ areas_covered: null, basis: 'not_justified', students: 0 });
  });

  it('opens on the current term without one', async () => {
    const answer = await table('');
    expect(answer.term).toEqual(currentTerm());
  });

  it('filters by area and by basis', async () => {
    const sound = await table(`${TERM}&area=sound_design`);
    expect(sound.items.map((row) => row.course_id)).toEqual([course.noDegree]);
    const flagged = await table(`${TERM}&basis=not_justified`);
    expect(flagged.items.map((row) => row.course_id).sort()).toEqual([course.noDegree, course.formula].sort());
    // The counts are of the whole term, before the filters.
    expect(flagged.counts).toEqual({ degree: 1, experience: 0, not_justified: 2 });
  });

  it('refuses bad queries in plain words', async () => {
    const half = await call(staff, 'GET', '/api/reports/qualifications?academic_year=2025');
    expect(half.statusCode).toBe(400);
    expect(half.json().issues).toContainEqual({ path: ['semester'], message: es(REPORT_MESSAGES.termIncomplete) });
    const area = await call(staff, 'GET', `/api/reports/qualifications?${TERM}&area=cooking`);
    expect(area.statusCode).toBe(400);
    expect(area.json().issues[0].message).toBe(es(REPORT_MESSAGES.areaInvalid));
    const basis = await call(staff, 'GET', `/api/reports/qualifications?${TERM}&basis=maybe`);
    expect(basis.json().issues[0].message).toBe(es(REPORT_MESSAGES.basisFilterInvalid));
    const semester = await call(staff, 'GET', '/api/reports/qualifications?academic_year=2025&semester=9');
    expect(semester.json().issues[0].message).toBe(es(REPORT_MESSAGES.semesterInvalid));
  });

  it('is staff’s alone: teachers and students are refused, nobody signed in is asked to sign in', async () => {
    for (const user of [teacher, student]) {
      expect((await call(user, 'GET', `/api/reports/qualifications?${TERM}`)).statusCode).toBe(403);
      expect((await call(user, 'GET', `/api/reports/qualifications.csv?${TERM}`)).statusCode).toBe(403);
      const put = await call(user, 'PUT', `/api/reports/qualifications/${course.noDegree}`, { basis: 'degree' });
      expect(put.statusCode).toBe(403);
    }
    expect((await call(null, 'GET', `/api/reports/qualifications?${TERM}`)).statusCode).toBe(401);
    expect(
      (await call(null, 'PUT', `/api/reports/qualifications/${course.noDegree}`, { basis: 'degree' })).statusCode,
    ).toBe(401);
    const [stated] = await context.db
      .select()
      .from(courseQualifications)
      .where(eq(courseQualifications.courseId, course.noDegree));
    expect(stated).toBeUndefined();
  });

  it('refuses a justification resting on entries not of the course’s teacher, and bad bases, changing nothing', async () => {
    const url = `/api/reports/qualifications/${course.noDegree}`;
    const theirs = await call(staff, 'PUT', url, {
      basis: 'experience',
      justification: 'Diez años de diseño sonoro',
      entry_ids: [entry.exhibition, entry.theirAward],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({
      code: 'QUALIFICATION_ENTRIES_REFUSED',
      message: es(REPORT_MESSAGES.entriesNotTeachers),
    });
    const unknown = await call(staff, 'PUT', url, { basis: 'experience', justification: 'x', entry_ids: [999_999] });
    expect(unknown.json().code).toBe('QUALIFICATION_ENTRIES_REFUSED');
    const bare = await call(staff, 'PUT', url, { basis: 'experience', justification: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toContainEqual({
      path: ['justification'],
      message: es(REPORT_MESSAGES.justificationRequired),
    });
    const basis = await call(staff, 'PUT', url, { basis: 'not_justified' });
    expect(basis.json().issues[0].message).toBe(es(REPORT_MESSAGES.basisInvalid));
    const many = await call(staff, 'PUT', url, {
      basis: 'experience',
      justification: 'x',
      entry_ids: Array.from({ length: 21 }, (_, index) => index + 1),
    });
    expect(many.json().issues[0].message).toBe(es(REPORT_MESSAGES.tooManyEntries, { max: 20 }));
    const untaught = await call(staff, 'PUT', `/api/reports/qualifications/${course.untaught}`, { basis: 'degree' });
    expect(untaught.statusCode).toBe(409);
    expect(untaught.json()).toMatchObject({
      code: 'COURSE_WITHOUT_TEACHER',
      message: es(REPORT_MESSAGES.courseWithoutTeacher),
    });
    const missing = await call(staff, 'PUT', '/api/reports/qualifications/999999', { basis: 'degree' });
    expect(missing.statusCode).toBe(404);
    expect((await table()).counts).toEqual({ degree: 1, experience: 0, not_justified: 2 });
  });

  it("lists the course's teacher's entries to choose from, to staff only", async () => {
    const answer = await call(staff, 'GET', `/api/reports/qualifications/${course.noDegree}/entries`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      teacher: { id: otherTeacherId, name: 'Bruno Práctico' },
      items: [
        { id: entry.talk, title: 'Charla de audio', kind: 'talk', start_date: '2025-06-01' },
        { id: entry.exhibition, title: 'Paisajes sonoros', kind: 'exhibition', start_date: '2025-03-10' },
        { id: entry.returned, title: 'Devuelta', kind: 'talk', start_date: '2025-02-02' },
        { id: entry.lastYear, title: 'Juego publicado', kind: 'production_credit', start_date: '2024-11-20' },
      ],
    });
    expect((await call(otherTeacher, 'GET', `/api/reports/qualifications/${course.noDegree}/entries`)).statusCode).toBe(
      403,
    );
    expect((await call(staff, 'GET', `/api/reports/qualifications/${course.untaught}/entries`)).statusCode).toBe(409);
    expect((await call(staff, 'GET', '/api/reports/qualifications/999999/entries')).statusCode).toBe(404);
  });

  it('staff justify a course by experience with the teacher’s entries: the flag goes, the audit log keeps it', async () => {
    const saved = await call(staff, 'PUT', `/api/reports/qualifications/${course.noDegree}`, {
      basis: 'experience',
      justification: 'Diez años de diseño sonoro para juegos publicados',
      entry_ids: [entry.lastYear, entry.exhibition, entry.exhibition],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      course_id: course.noDegree,
      teacher_id: otherTeacherId,
      basis: 'experience',
      entries: [
        { id: entry.exhibition, title: 'Paisajes sonoros', kind: 'exhibition', start_date: '2025-03-10' },
        { id: entry.lastYear, kind: 'production_credit' },
      ],
    });
    const answer = await table();
    expect(rowOf(answer, course.noDegree)).toMatchObject({
      basis: 'experience',
      basis_source: 'staff',
      justification: 'Diez años de diseño sonoro para juegos publicados',
      entries: [{ id: entry.exhibition }, { id: entry.lastYear }],
    });
    expect(answer.counts).toEqual({ degree: 1, experience: 1, not_justified: 1 });
    const [logged] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'course'), eq(activities.entityId, course.noDegree)));
    expect(logged).toMatchObject({
      userId: staff.id,
      code: 'qualificationStated',
      activity: 'Stated the qualification of Bruno Práctico for course Diseño sonoro: professional experience',
    });
    expect(logged!.changes).toMatchObject({ basis: { before: null, after: 'experience' } });
    // Staff may also state a degree where the rule does not see one.
    const degree = await call(staff, 'PUT', `/api/reports/qualifications/${course.formula}`, { basis: 'degree' });
    expect(degree.statusCode).toBe(200);
    expect(rowOf(await table(), course.formula)).toMatchObject({ basis: 'degree', basis_source: 'staff' });
    await context.db.delete(courseQualifications).where(eq(courseQualifications.courseId, course.formula));
  });

  it('exports the table as CSV a spreadsheet opens: BOM, commas, headers in the reader’s language, no formula cells', async () => {
    const answer = await call(staff, 'GET', `/api/reports/qualifications.csv?${TERM}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain('cualificaciones-2025-2.csv');
    const rows = csvOf(answer.body);
    expect(rows[0]).toEqual([
      'Código',
      'Curso',
      'Profesor',
      'Título más alto',
      'Áreas del curso',
      'Áreas del profesor',
      'Áreas cubiertas',
      'Base',
      'Justificación',
      'Actividades',
      'Estudiantes',
    ]);
    expect(rows).toHaveLength(4);
    // No cell a spreadsheet would run: the course named as a formula and the code starting with '+' are quoted.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows[1]!.slice(0, 2)).toEqual(["'+QU-F", `'=HYPERLINK("http://x")`]);
    const degree = rows.find((row) => row[0] === 'QU-DJ')!;
    expect(degree.slice(2, 8)).toEqual([
      'Ana Titulada',
      'Magister',
      'Diseño de videojuegos',
      'Diseño de videojuegos; Animación 3D',
      'Sí',
      'Titulación en el área',
    ]);
    const experience = rows.find((row) => row[0] === 'QU-DS')!;
    expect(experience.slice(7)).toEqual([
      'Experiencia profesional',
      'Diez años de diseño sonoro para juegos publicados',
      'Paisajes sonoros; Juego publicado',
      '1',
    ]);
    // Filtered as the screen is.
    const flagged = csvOf(
      (await call(staff, 'GET', `/api/reports/qualifications.csv?${TERM}&basis=not_justified`)).body,
    );
    expect(flagged.map((row) => row[0])).toEqual(['Código', "'+QU-F"]);
  });

  it('writes the CSV in English for a reader who chose it', async () => {
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
    const answer = await call(staff, 'GET', `/api/reports/qualifications.csv?${TERM}`);
    await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
    expect(answer.headers['content-disposition']).toContain('qualifications-2025-2.csv');
    const rows = csvOf(answer.body);
    expect(rows[0]![0]).toBe('Code');
    expect(rows.find((row) => row[0] === 'QU-DJ')![4]).toBe('Game Design');
    expect(rows.find((row) => row[0] === 'QU-DJ')!.slice(6, 8)).toEqual(['Yes', 'Degree in the field']);
  });
});

const report = async (query: string, user: TestUser = staff) => {
  const answer = await call(user, 'GET', `/api/reports/activity?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ActivityReport>();
};
const countOf = (rows: ActivityReport['by_kind'], key: string) => rows.find((row) => row.key === key);

describe('the yearly activity report', () => {
  it('counts the school’s entries by kind, scope and selection, the year before beside it, returned ones left out', async () => {
    const answer = await report('year=2025');
    expect(answer).toMatchObject({ year: 2025, previous_year: 2024, teacher: null });
    expect(answer.totals).toEqual({
      entries: { year: 3, previous: 1 },
      verified: { year: 1, previous: 0 },
      teachers: { year: 2, previous: 1 },
    });
    expect(countOf(answer.by_kind, 'exhibition')).toEqual({ key: 'exhibition', year: 1, previous: 0 });
    expect(countOf(answer.by_kind, 'talk')).toEqual({ key: 'talk', year: 1, previous: 0 });
    expect(countOf(answer.by_kind, 'production_credit')).toEqual({ key: 'production_credit', year: 0, previous: 1 });
    expect(answer.by_kind).toHaveLength(9);
    expect(answer.by_scope).toEqual([
      { key: 'local', year: 0, previous: 0 },
      { key: 'national', year: 1, previous: 0 },
      { key: 'international', year: 2, previous: 0 },
      { key: 'none', year: 0, previous: 1 },
    ]);
    expect(countOf(answer.by_selection, 'juried')).toEqual({ key: 'juried', year: 1, previous: 0 });
    expect(countOf(answer.by_selection, 'curated')).toEqual({ key: 'curated', year: 1, previous: 0 });
    expect(countOf(answer.by_selection, 'none')).toEqual({ key: 'none', year: 1, previous: 1 });
    // The teaching of both years, from the rosters (never typed): five courses in a term with a roster in 2025, none
    // in 2024; the school's report counts them without listing them.
    expect(answer.teaching).toEqual({
      courses: { year: 5, previous: 0 },
      students: { year: 5, previous: 0 },
      graded: { year: 0, previous: 0 },
      items: [],
    });
    expect((await report('year=2026')).teaching.courses).toEqual({ year: 0, previous: 5 });
  });

  it('gives one teacher’s to staff and to that teacher, and refuses other teachers, students and nobody', async () => {
    const theirs = await report(`year=2025&teacher_id=${otherTeacherId}`);
    expect(theirs.teacher).toEqual({ id: otherTeacherId, name: 'Bruno Práctico' });
    expect(theirs.totals.entries).toEqual({ year: 2, previous: 1 });
    // Their courses taught in the two years, by term: the two of theirs with a roster in 2025-2.
    expect(theirs.teaching.courses).toEqual({ year: 2, previous: 0 });
    expect(
      theirs.teaching.items.map((row) => [row.course_id, row.academic_year, row.semester, row.students]).sort(),
    ).toEqual(
      [
        [course.noDegree, 2025, '2', 1],
        [course.formula, 2025, '2', 1],
      ].sort(),
    );
    const own = await report(`year=2025&teacher_id=${otherTeacherId}`, otherTeacher);
    expect(own).toEqual(theirs);
    const other = await call(teacher, 'GET', `/api/reports/activity?year=2025&teacher_id=${otherTeacherId}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(es(REPORT_MESSAGES.onlyOwnReport));
    // Without a teacher, a teacher's report is their own, never the school's.
    expect((await report('year=2025', otherTeacher)).teacher).toEqual({ id: otherTeacherId, name: 'Bruno Práctico' });
    expect((await report('year=2025', teacher)).totals.entries).toEqual({ year: 1, previous: 0 });
    // Nor someone who does not exist (no telling whether they do).
    expect((await call(teacher, 'GET', '/api/reports/activity?teacher_id=999999')).statusCode).toBe(403);
    expect((await call(teacher, 'GET', `/api/reports/activity.csv?teacher_id=${otherTeacherId}`)).statusCode).toBe(403);
    expect((await call(student, 'GET', `/api/reports/activity?teacher_id=${otherTeacherId}`)).statusCode).toBe(403);
    expect((await call(student, 'GET', '/api/reports/activity.csv')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/reports/activity')).statusCode).toBe(401);
    const unknown = await call(staff, 'GET', '/api/reports/activity?teacher_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(es(REPORT_MESSAGES.teacherNotFound));
  });

  it('refuses a bad year or teacher in plain words', async () => {
    for (const year of ['1800', 'soon', String(new Date().getFullYear() + 2), '2025.5']) {
      const answer = await call(staff, 'GET', `/api/reports/activity?year=${year}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().issues[0].message).toBe(es(REPORT_MESSAGES.yearInvalid));
    }
    const teacherAnswer = await call(staff, 'GET', '/api/reports/activity?teacher_id=-3');
    expect(teacherAnswer.json().issues[0].message).toBe(es(REPORT_MESSAGES.teacherInvalid));
  });

  it('exports as CSV: the years as columns, each breakdown’s rows, in the reader’s language', async () => {
    const answer = await call(otherTeacher, 'GET', `/api/reports/activity.csv?year=2025&teacher_id=${otherTeacherId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('actividad-Bruno%20Pr%C3%A1ctico-2025.csv');
    const rows = csvOf(answer.body);
    expect(rows[0]).toEqual(['Desglose', 'Categoría', '2025', '2024']);
    expect(rows[1]).toEqual(['Total', 'Actividades', '2', '1']);
    expect(rows).toContainEqual(['Tipo', 'Exposiciones y proyecciones', '1', '0']);
    expect(rows).toContainEqual(['Alcance', 'Internacional', '1', '0']);
    expect(rows).toContainEqual(['Selección', 'Con jurado', '1', '0']);
    expect(rows).toContainEqual(['Docencia', 'Cursos impartidos', '2', '0']);
    expect(rows).toContainEqual(['Docencia', 'Estudiantes matriculados', '2', '0']);
    expect(rows).toHaveLength(1 + 3 + 3 + 9 + 4 + 5);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
