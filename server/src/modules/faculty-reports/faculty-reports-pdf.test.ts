import net from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, courseEnrolments, courses, teachers } from '../../db/schema/index';
import { signInAs, type TestUser } from '../../../test/build-app';
import { pdfText } from '../../../test/pdf-text';
import { studentIdOf, teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';

/*
 * The qualifications table and the yearly activity report as PDFs (issue 45, decision 043): who may ask for each,
 * what the text read back from the PDF holds (the school, the term or year and the filters, the tables, accented
 * names), the reader's language, and a request cut while its PDF is drawn giving its places back.
 */
const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
const TERM = 'academic_year=2025&semester=2';
let teacherId: number;
let otherTeacherId: number;

beforeAll(async () => {
  [teacherId, otherTeacherId] = await Promise.all([teacherIdOf(context, teacher), teacherIdOf(context, otherTeacher)]);
  await context.db
    .update(teachers)
    .set({ fullName: 'Íñigo Núñez Peña', academicTitles: ['magister'], expertiseAreas: ['2d_animation'] })
    .where(eq(teachers.id, teacherId));
  await context.db
    .update(teachers)
    .set({ fullName: 'Begoña Añil', academicTitles: ['none'], expertiseAreas: ['sound_design'] })
    .where(eq(teachers.id, otherTeacherId));
  await context.db.insert(courses).values([
    { name: 'Animación 2D avanzada', courseCode: 'PDF-A2', teacherId, expertiseAreas: ['2d_animation'] },
    { name: 'Diseño de niveles', courseCode: 'PDF-DN', teacherId: otherTeacherId, expertiseAreas: ['game_design'] },
  ]);
  // The term 2025-2 has a roster for both courses.
  const studentId = await studentIdOf(context, student);
  const both = await context.db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.courseCode, ['PDF-A2', 'PDF-DN']));
  await context.db
    .insert(courseEnrolments)
    .values(both.map(({ id }) => ({ courseId: id, studentId, semester: '2', academicYear: 2025 })));
  await context.db.insert(activityEntries).values([
    {
      teacherId,
      kind: 'exhibition',
      title: 'Muestra en Cádiz',
      startDate: '2025-04-02',
      scope: 'international',
      selection: 'juried',
      format: 'group',
      reviewState: 'verified',
    },
    { teacherId, kind: 'talk', title: 'Charla de animación', startDate: '2024-10-10', scope: 'national' },
    { teacherId: otherTeacherId, kind: 'award', title: 'Premio Ñ', startDate: '2025-02-01', scope: 'local' },
  ]);
});

const pdf = (user: TestUser | null, url: string) => call(user, 'GET', url);

function expectPdf(answer: Awaited<ReturnType<typeof pdf>>) {
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(answer.rawPayload.toString('latin1')).toMatch(/DejaVuSans/);
}

describe('GET /api/reports/qualifications.pdf', () => {
  it('gives staff the table as an A4 PDF: the school, the term and filters, every course, accented names as text', async () => {
    const answer = await pdf(staff, `/api/reports/qualifications.pdf?${TERM}`);
    expectPdf(answer);
    expect(answer.headers['content-disposition']).toContain('cualificaciones-2025-2.pdf');
    // A4 across: the table's ten columns.
    expect(answer.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = await pdfText(answer.rawPayload);
    for (const words of [
      context.app.credentialIssuer.name,
      'Tabla de cualificaciones',
      'Periodo: Segundo semestre de 2025',
      'Filtros: ninguno',
      'Título más alto',
      'Áreas del curso',
      'Íñigo Núñez Peña',
      'Begoña Añil',
      'Animación 2D avanzada',
      'Titulación en el área',
      'Sin justificar',
      'Página 1 de 1',
    ])
      expect(text).toContain(words);
  });

  it('keeps the filters of the screen and names them in its heading', async () => {
    const text = await pdfText(
      (await pdf(staff, `/api/reports/qualifications.pdf?${TERM}&basis=not_justified`)).rawPayload,
    );
    expect(text).toContain('Filtros: base Sin justificar');
    expect(text).toContain('Diseño de niveles');
    expect(text).not.toContain('Animación 2D avanzada');
    const byArea = await pdfText(
      (await pdf(staff, `/api/reports/qualifications.pdf?${TERM}&area=game_design`)).rawPayload,
    );
    expect(byArea).toContain('Filtros: área Diseño de videojuegos');
    expect(byArea).not.toContain('Íñigo Núñez Peña');
  });

  it('is written in the reader’s language', async () => {
    expect((await call(staff, 'PUT', '/api/me/language', { language: 'en' })).statusCode).toBe(204);
    const answer = await pdf(staff, `/api/reports/qualifications.pdf?${TERM}`);
    await call(staff, 'PUT', '/api/me/language', { language: 'es' });
    expect(answer.headers['content-disposition']).toContain('qualifications-2025-2.pdf');
    const text = await pdfText(answer.rawPayload);
    for (const words of ['Qualifications table', 'Second semester', 'Highest title', 'Not justified', 'Núñez'])
      expect(text).toContain(words);
  });

  it('is staff’s alone, and refuses a bad query', async () => {
    expect((await pdf(teacher, `/api/reports/qualifications.pdf?${TERM}`)).statusCode).toBe(403);
    expect((await pdf(student, `/api/reports/qualifications.pdf?${TERM}`)).statusCode).toBe(403);
    expect((await pdf(null, `/api/reports/qualifications.pdf?${TERM}`)).statusCode).toBe(401);
    expect((await pdf(staff, '/api/reports/qualifications.pdf?academic_year=2025')).statusCode).toBe(400);
  });
});

describe('GET /api/reports/activity.pdf', () => {
  it('gives a teacher their own report: entries by kind, scope and selection beside the year before', async () => {
    for (const url of [
      '/api/reports/activity.pdf?year=2025',
      `/api/reports/activity.pdf?year=2025&teacher_id=${teacherId}`,
    ]) {
      const answer = await pdf(teacher, url);
      expectPdf(answer);
      expect(answer.headers['content-disposition']).toContain(
        `filename*=UTF-8''actividad-%C3%8D%C3%B1igo%20N%C3%BA%C3%B1ez%20Pe%C3%B1a-2025.pdf`,
      );
      const text = await pdfText(answer.rawPayload);
      for (const words of [
        context.app.credentialIssuer.name,
        'Informe anual de actividad',
        'Profesor: Íñigo Núñez Peña',
        'Año 2025, junto al año anterior (2024)',
        'Tipo',
        'Alcance',
        'Selección',
        'Exposiciones y proyecciones',
        'Charlas y talleres',
        'Internacional',
        'Con jurado',
      ])
        expect(text).toContain(words);
      // The year and the year before, side by side; the teaching of both, from the rosters.
      expect(text).toMatch(/Exposiciones y proyecciones\s+1\s+0/);
      expect(text).toContain('Docencia');
      expect(text).toMatch(/Cursos impartidos\s+1\s+0/);
      expect(text).toContain('Cursos impartidos en 2025 y 2024');
      expect(text).toMatch(/Segundo semestre 2025\s+Animación 2D avanzada\s+1\s+0/);
      expect(text).toMatch(/Charlas y talleres\s+0\s+1/);
    }
  });

  it('gives staff the school’s and any teacher’s, and refuses other teachers and students', async () => {
    const school = await pdf(staff, '/api/reports/activity.pdf?year=2025');
    expectPdf(school);
    const text = await pdfText(school.rawPayload);
    expect(text).toContain('Toda la escuela');
    expect(text).toMatch(/Premios y selecciones\s+1\s+0/);
    expectPdf(await pdf(staff, `/api/reports/activity.pdf?year=2025&teacher_id=${otherTeacherId}`));
    expect((await pdf(teacher, `/api/reports/activity.pdf?teacher_id=${otherTeacherId}`)).statusCode).toBe(403);
    expect((await pdf(teacher, '/api/reports/activity.pdf?teacher_id=2000000')).statusCode).toBe(403);
    expect((await pdf(student, '/api/reports/activity.pdf')).statusCode).toBe(403);
    expect((await pdf(null, '/api/reports/activity.pdf')).statusCode).toBe(401);
    expect((await pdf(staff, '/api/reports/activity.pdf?year=1200')).statusCode).toBe(400);
  });
});

describe('a report’s PDF whose client went away', () => {
  /** Sends the GET over a bare socket and closes it once the PDF is being drawn (or waits in the pool). */
  async function cutWhileDrawn(port: number, path: string, auth: Record<string, string>, reset: boolean) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const headers = { host: '127.0.0.1', ...auth };
    socket.write(
      `GET ${path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    );
    await expect.poll(() => context.app.untrustedWork.pending, { timeout: 5_000, interval: 2 }).toBeGreaterThan(0);
    if (reset) socket.resetAndDestroy();
    else socket.destroy();
  }

  it('gives back its place in the pool and in the per-person limit, cut while drawn', async () => {
    const person = await signInAs(context, 'staff');
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (context.app.server.address() as net.AddressInfo).port;
    for (const [path, reset] of [
      [`/api/reports/qualifications.pdf?${TERM}`, false],
      ['/api/reports/activity.pdf?year=2025', true],
      [`/api/reports/qualifications.pdf?${TERM}`, true],
      ['/api/reports/activity.pdf?year=2025', false],
    ] as const) {
      await cutWhileDrawn(port, path, person.auth, reset);
      await expect.poll(() => context.app.untrustedWork.pending, { timeout: 5_000 }).toBe(0);
      await expect.poll(() => context.app.expensiveCalls.running, { timeout: 5_000 }).toBe(0);
    }
    // Two at once, as many as a person may run: none is still held by a cut one.
    const together = await Promise.all([
      pdf(person, `/api/reports/qualifications.pdf?${TERM}`),
      pdf(person, '/api/reports/activity.pdf?year=2025'),
    ]);
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(context.app.expensiveCalls.running).toBe(0);
  }, 30_000);
});
