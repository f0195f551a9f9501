import { beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/unzip';
import { eq, sql } from 'drizzle-orm';
import type { CvBatch } from '@contracts/cv';
import {
  activities,
  activityEntries,
  badgeCredentials,
  cvBatches,
  externalCredentials,
  teachers,
} from '../../db/schema/index';
import { startJobWorkers } from '../../jobs/workers';
import { portraitPng } from '../../../../scripts/seed/png';
import type { TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-text';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';

const [context, staff, teacher, otherTeacher, student, busyTeacher] = await signedInApp(
  'staff',
  'teacher',
  'teacher',
  'student',
  'teacher',
);
const call = callerOf(context);
let teacherId: number;
let otherTeacherId: number;
let busyTeacherId: number;

const cv = (user: TestUser | null, id: number, query = '') => call(user, 'GET', `/api/teachers/${id}/cv.pdf${query}`);

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
  otherTeacherId = await teacherIdOf(context, otherTeacher);
  busyTeacherId = await teacherIdOf(context, busyTeacher);
  await context.db
    .update(teachers)
    .set({
      fullName: 'Inés Núñez Peña',
      expertiseAreas: ['2d_animation'],
      academicTitles: ['licenciado'],
      academicTitleDescriptions: ['Licenciatura en Diseño Gráfico'],
    })
    .where(eq(teachers.id, teacherId));
  const body = multipart({}, [{ filename: 'retrato.png', content: portraitPng(400, '#6d28d9', '#db2777') }]);
  const photo = await context.app.inject({
    method: 'PUT',
    url: `/api/photos/teacher/${teacherId}`,
    payload: body.payload,
    headers: { ...body.headers, ...teacher.auth },
  });
  expect(photo.statusCode, photo.body).toBe(200);
  await context.db.insert(activityEntries).values([
    {
      teacherId,
      kind: 'production_credit',
      title: 'Mañana en Añil',
      startDate: '2023-03-01',
      productionType: 'game',
      role: 'Directora de arte',
      organization: 'Estudio Ñandú',
      reviewState: 'verified',
    },
    {
      teacherId,
      kind: 'exhibition',
      title: 'Muestra de animación ibérica',
      startDate: '2015-05-10',
      endDate: '2015-06-10',
      organization: 'Centro Cultural',
      format: 'group',
      selection: 'juried',
      scope: 'international',
      city: 'Cádiz',
      country: 'ES',
    },
    {
      teacherId,
      kind: 'talk',
      title: 'Charla sobre rigging',
      startDate: '2025-01-20',
      organization: 'Festival Pixel',
      links: ['https://example.org/charla'],
    },
  ]);
});

describe('GET /api/teachers/{id}/cv.pdf', () => {
  it('gives the teacher their own CV: A4, every section, accents and ñ as text, the photo', async () => {
    const response = await cv(teacher, teacherId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CV - Ines Nunez Pena.pdf"; filename*=UTF-8''CV%20-%20In%C3%A9s%20N%C3%BA%C3%B1ez%20Pe%C3%B1a.pdf`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
    expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);
    const text = await pdfText(bytes);
    for (const section of [
      'Titulación',
      'Áreas de especialidad',
      'Docencia',
      'Actividad profesional y creativa',
      'Insignias',
      'Credenciales de otras instituciones',
      'Créditos de producción',
      'Exposiciones y proyecciones',
      'Charlas y talleres',
    ])
      expect(text).toContain(section);
    for (const words of [
      'Inés Núñez Peña',
      'Núñez',
      'Peña',
      'Mañana en Añil',
      'Estudio Ñandú',
      'Cádiz, España',
      'Animación 2D',
      'Licenciatura en Diseño Gráfico',
    ])
      expect(text).toContain(words);
    expect(text).toContain(context.app.credentialIssuer.name);
  });

  it('lists the badges with their verify link and QR code, and credentials from elsewhere with the checks that passed', async () => {
    const image = multipart(
      { badge_name: 'Mentoría Añil', badge_code: 'CV-MEN-1', badge_type: 'community', year: '2026' },
      [],
    );
    const badge = await context.app.inject({
      method: 'POST',
      url: '/api/badges',
      payload: image.payload,
      headers: { ...image.headers, ...staff.auth },
    });
    expect(badge.statusCode, badge.body).toBe(201);
    const badgeId = badge.json<{ id: number }>().id;
    const assigned = await call(staff, 'POST', '/api/user-badges/assign', {
      badgeId,
      userType: 'teacher',
      userId: teacherId,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const [credential] = await context.db
      .select({ id: badgeCredentials.id })
      .from(badgeCredentials)
      .where(eq(badgeCredentials.badgeId, badgeId));
    await context.db.insert(externalCredentials).values({
      teacherId,
      credential: {},
      sourceFormat: 'json',
      fileName: 'otra.json',
      title: 'Certificado de Diseño Ñ',
      issuerName: 'Universidad de Cádiz',
      result: {
        verified: false,
        checks: [
          { id: 'format', outcome: 'passed', message: '' },
          { id: 'signature', outcome: 'passed', message: '' },
          { id: 'issuer', outcome: 'failed', message: '' },
          { id: 'status', outcome: 'unknown', message: '' },
        ],
      },
      verified: false,
      checkedAt: new Date(),
      review: 'accepted',
    });

    const response = await cv(teacher, teacherId, '?sections=badges,credentials');
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    const verifyUrl = `${context.app.credentialIssuer.url}/credentials/${credential!.id}`;
    for (const words of [
      'Mentoría Añil',
      verifyUrl,
      'Certificado de Diseño Ñ',
      'Universidad de Cádiz',
      'Formato · Firma',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Emisor reconocido');
    expect(text).not.toContain('No revocada');
    // The link is an annotation too (the QR code's and the text's).
    expect(response.rawPayload.toString('latin1')).toContain(`/URI (${verifyUrl})`);
  });

  it('writes the CV in the reader’s language', async () => {
    const chosen = await call(staff, 'PUT', '/api/me/language', { language: 'en' });
    expect(chosen.statusCode, chosen.body).toBe(204);
    const response = await cv(staff, teacherId);
    await call(staff, 'PUT', '/api/me/language', { language: 'es' });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const words of ['Teaching', 'Badges', 'Production credits', 'Núñez', '2D Animation', 'Page 1 of 1'])
      expect(text).toContain(words);
  });

  it('keeps the period, the sections and verified entries only', async () => {
    const lastYears = await pdfText((await cv(teacher, teacherId, '?period=5y')).rawPayload);
    expect(lastYears).toContain('Mañana en Añil');
    expect(lastYears).not.toContain('Muestra de animación ibérica');
    const range = await pdfText(
      (await cv(teacher, teacherId, '?period=range&from=2015-01-01&to=2016-01-01')).rawPayload,
    );
    expect(range).toContain('Muestra de animación ibérica');
    expect(range).not.toContain('Mañana en Añil');
    const verified = await pdfText(
      (await cv(teacher, teacherId, '?verified_only=true&sections=activity,areas')).rawPayload,
    );
    expect(verified).toContain('Mañana en Añil');
    expect(verified).not.toContain('Charla sobre rigging');
    expect(verified).not.toContain('Docencia');
    expect(verified).not.toContain('Insignias');
  });

  it('gives staff any teacher’s CV and refuses everyone else', async () => {
    expect((await cv(staff, otherTeacherId)).statusCode).toBe(200);
    expect((await cv(otherTeacher, teacherId)).statusCode).toBe(403);
    expect((await cv(teacher, otherTeacherId)).statusCode).toBe(403);
    expect((await cv(student, teacherId)).statusCode).toBe(403);
    expect((await cv(null, teacherId)).statusCode).toBe(401);
    expect((await cv(teacher, 2_000_000)).statusCode).toBe(403);
    const unknown = await cv(staff, 2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TEACHER_NOT_FOUND' });
  });

  it('refuses bad options in plain words', async () => {
    for (const query of [
      '?period=decade',
      '?period=range',
      '?period=range&from=2020-01-01&to=2019-01-01',
      '?period=range&from=2020-02-30&to=2021-01-01',
      '?sections=activity,salary',
      '?verified_only=yes',
    ]) {
      const response = await cv(teacher, teacherId, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await cv(staff, 0)).statusCode).toBe(400);
  });

  it('is limited per person like an export: 10 in five minutes, then 429', async () => {
    const another = await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ full_name: 'Íñigo Peña' }));
    expect(another.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await cv(busyTeacher, busyTeacherId, '?sections=areas')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another person is not held by it.
    expect((await cv(staff, another.json<{ id: number }>().id, '?sections=areas')).statusCode).toBe(200);
  });
});

describe('every active teacher’s CV as one ZIP', () => {
  const start = (user: TestUser | null, payload: object = {}) => call(user, 'POST', '/api/cv-batches', payload);
  let workers: Promise<unknown> | undefined;
  const jobWorkers = () => (workers ??= startJobWorkers(context.app, { pollingIntervalSeconds: 0.5 }));
  const finished = async (batch: CvBatch) => {
    let seen = batch;
    for (let attempt = 0; attempt < 120 && seen.state !== 'done' && seen.state !== 'failed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await call(staff, 'GET', `/api/cv-batches/${batch.id}`)).json<CvBatch>();
    }
    return seen;
  };

  it('is staff only, and refuses bad options without starting anything', async () => {
    const before = await context.db.select({ count: sql<number>`count(*)::int` }).from(cvBatches);
    for (const user of [teacher, student, null]) expect((await start(user)).statusCode).toBe(user ? 403 : 401);
    expect((await start(staff, { period: 'range', from: '2020-01-01' })).statusCode).toBe(400);
    expect((await start(staff, { sections: 'everything' })).statusCode).toBe(400);
    expect((await call(teacher, 'GET', '/api/cv-batches/1')).statusCode).toBe(403);
    expect((await call(teacher, 'GET', '/api/cv-batches/1/download')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/cv-batches/2000000')).json()).toMatchObject({ code: 'CV_BATCH_NOT_FOUND' });
    const after = await context.db.select({ count: sql<number>`count(*)::int` }).from(cvBatches);
    expect(after).toEqual(before);
  });

  it('answers at once, the job renders every active teacher’s CV, the progress reaches total, the ZIP holds them', async () => {
    const inactive = await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ full_name: 'Óscar Inactivo' }));
    await context.db
      .update(teachers)
      .set({ isActive: false })
      .where(eq(teachers.id, inactive.json<{ id: number }>().id));
    const [{ active } = { active: 0 }] = await context.db
      .select({ active: sql<number>`count(*)::int` })
      .from(teachers)
      .where(eq(teachers.isActive, true));

    const started = await start(staff, { sections: 'areas,activity' });
    expect(started.statusCode, started.body).toBe(202);
    const batch = started.json<CvBatch>();
    expect(batch).toMatchObject({ state: 'pending', total: active, done: 0, download_url: null });
    // Asked again while it is under way: the same batch.
    expect((await start(staff)).json<CvBatch>().id).toBe(batch.id);
    expect((await call(staff, 'GET', `/api/cv-batches/${batch.id}/download`)).json()).toMatchObject({
      code: 'CV_BATCH_NOT_READY',
    });
    const [audit] = await context.db
      .select({ code: activities.code })
      .from(activities)
      .where(eq(activities.code, 'cvBatchStarted'));
    expect(audit).toBeDefined();

    await jobWorkers();
    let seen = batch;
    const progress: number[] = [];
    for (let attempt = 0; attempt < 120 && seen.state !== 'done' && seen.state !== 'failed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await call(staff, 'GET', `/api/cv-batches/${batch.id}`)).json<CvBatch>();
      progress.push(seen.done);
    }
    expect(seen).toMatchObject({ state: 'done', total: active, done: active, failed: 0 });
    expect(seen.download_url).toBe(`/api/cv-batches/${batch.id}/download`);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const download = await call(staff, 'GET', seen.download_url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="CV-\d{4}-\d{2}-\d{2}-\d+\.zip"/);
    const files = await unzip(download.rawPayload);
    expect(files.size).toBe(active);
    expect([...files.keys()]).toContain('CV - Inés Núñez Peña.pdf');
    expect([...files.keys()].some((name) => name.includes('Óscar Inactivo'))).toBe(false);
    const text = await pdfText(files.get('CV - Inés Núñez Peña.pdf')!);
    expect(text).toContain('Mañana en Añil');
    expect(text).toContain('Animación 2D');
    expect(text).not.toContain('Docencia');

    // A newer batch's ZIP replaces this one's.
    const next = (await start(staff, { sections: 'areas' })).json<CvBatch>();
    expect(next.id).not.toBe(batch.id);
    let nextSeen = next;
    for (let attempt = 0; attempt < 120 && nextSeen.state !== 'done'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      nextSeen = (await call(staff, 'GET', `/api/cv-batches/${next.id}`)).json<CvBatch>();
    }
    expect(nextSeen.state).toBe('done');
    expect((await call(staff, 'GET', nextSeen.download_url!)).statusCode).toBe(200);
    expect((await call(staff, 'GET', `/api/cv-batches/${batch.id}`)).json<CvBatch>().download_url).toBeNull();
    expect((await call(staff, 'GET', `/api/cv-batches/${batch.id}/download`)).json()).toMatchObject({
      code: 'CV_BATCH_NOT_READY',
    });
  });

  it('writes each teacher’s CV in that teacher’s language, not in the language of whoever asked', async () => {
    // Staff ask in English; one teacher chose English, Inés chose nothing (the school's, Spanish).
    expect((await call(staff, 'PUT', '/api/me/language', { language: 'en' })).statusCode).toBe(204);
    expect((await call(otherTeacher, 'PUT', '/api/me/language', { language: 'en' })).statusCode).toBe(204);
    const [other] = await context.db
      .select({ name: teachers.fullName })
      .from(teachers)
      .where(eq(teachers.id, otherTeacherId));
    await jobWorkers();
    const started = await start(staff, { sections: 'areas,teaching' });
    expect(started.statusCode, started.body).toBe(202);
    const seen = await finished(started.json<CvBatch>());
    await call(staff, 'PUT', '/api/me/language', { language: 'es' });
    await call(otherTeacher, 'PUT', '/api/me/language', { language: 'es' });
    expect(seen.state).toBe('done');
    const files = await unzip((await call(staff, 'GET', seen.download_url!)).rawPayload);
    const ines = await pdfText(files.get('CV - Inés Núñez Peña.pdf')!);
    expect(ines).toContain('Áreas de especialidad');
    expect(ines).toContain('Docencia');
    expect(ines).toContain('Página 1 de 1');
    expect(ines).not.toContain('Teaching');
    const theirs = await pdfText(files.get(`CV - ${other!.name}.pdf`)!);
    expect(theirs).toContain('Teaching');
    expect(theirs).toContain('Page 1 of 1');
    expect(theirs).not.toContain('Docencia');
  });
});
