import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  badges,
  badgeStatistics,
  documentStatistics,
  ideas,
  sessions,
  teachers,
  unifiedDocuments,
  userBadges,
  users,
} from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';
import { multipart, sampleFiles } from '../../../test/multipart';

let context: TestContext;
let staff: TestUser;
let student: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let teacherId: number;
let otherTeacherId: number;

const PRIVATE_FIELDS = ['bank_account', 'account_type', 'bank_name', 'account_name', 'birthdate', 'password'];

async function profileIdOf(user: TestUser): Promise<number> {
  const [row] = await context.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, user.id));
  return row!.id;
}

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => context.app.inject({ method, url, payload, headers: user ? user.auth : {} });

beforeAll(async () => {
  context = await buildTestApp();
  staff = await signInAs(context, 'staff');
  student = await signInAs(context, 'student');
  teacher = await signInAs(context, 'teacher');
  otherTeacher = await signInAs(context, 'teacher');
  teacherId = await profileIdOf(teacher);
  otherTeacherId = await profileIdOf(otherTeacher);
});

describe('who may call each teacher route', () => {
  const staffRoutes = (id: () => number) =>
    [
      ['GET', '/api/staff/teachers'],
      ['GET', `/api/staff/teachers/${id()}`],
      ['POST', '/api/staff/teachers', teacherPayload()],
      ['PUT', `/api/staff/teachers/${id()}`, { full_name: 'Changed' }],
      ['PATCH', `/api/staff/teachers/${id()}`, { profile_photo: null }],
      ['DELETE', `/api/staff/teachers/${id()}`],
    ] as const;

  it('refuses every staff route to anonymous (401), students, teachers and a teacher on their own record (403)', async () => {
    for (const [method, url, payload] of staffRoutes(() => teacherId)) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(student, method, url, payload)).statusCode, `${method} ${url} student`).toBe(403);
      expect((await call(teacher, method, url, payload)).statusCode, `${method} ${url} own teacher`).toBe(403);
      expect((await call(otherTeacher, method, url, payload)).statusCode, `${method} ${url} other teacher`).toBe(403);
    }
    const [still] = await context.db.select().from(teachers).where(eq(teachers.id, teacherId));
    expect(still?.fullName).not.toBe('Changed');
  });

  it('opens the public list, item and stats to every signed-in role, and to nobody else', async () => {
    for (const url of ['/api/teachers', `/api/teachers/${teacherId}`, `/api/teachers/${teacherId}/stats`]) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
      for (const user of [student, teacher, otherTeacher, staff])
        expect((await call(user, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await call(student, 'GET', `/api/teachers/${teacherId}/stats`)).json()).toEqual({ documentCount: 0 });
  });

  it('gives /api/teacher/profile only to a teacher, and each teacher only their own record', async () => {
    expect((await call(null, 'GET', '/api/teacher/profile')).statusCode).toBe(401);
    expect((await call(student, 'GET', '/api/teacher/profile')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/teacher/profile')).statusCode).toBe(403);
    expect((await call(teacher, 'GET', '/api/teacher/profile')).json().id).toBe(teacherId);
    expect((await call(otherTeacher, 'GET', '/api/teacher/profile')).json().id).toBe(otherTeacherId);
    expect((await call(student, 'PUT', '/api/teacher/profile', { full_name: 'Hijack' })).statusCode).toBe(403);
  });
});

describe('staff management', () => {
  it('creates the teacher and its user in one step, with the default bank and an activity row', async () => {
    const payload = teacherPayload({ bank_name: '' });
    const response = await call(staff, 'POST', '/api/staff/teachers', payload);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      full_name: payload.full_name,
      email: payload.email,
      role: 'teacher',
      bank_name: 'Banco Industrial',
      is_active: true,
      countries: ['GT', 'MX'],
      academic_title_descriptions: payload.academic_title_descriptions,
    });
    expect(created).not.toHaveProperty('password');
    const [user] = await context.db.select().from(users).where(eq(users.id, created.user_id));
    expect(user?.role).toBe('teacher');
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.json().user.profile).toEqual({ id: created.id, full_name: payload.full_name });
    const logged = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, created.id)));
    expect(logged.map((row) => row.activity)).toContain(`Created teacher ${payload.full_name}`);
  });

  it('answers 400 with the §5 messages and creates nothing', async () => {
    const before = (await context.db.select().from(teachers)).length;
    const response = await call(staff, 'POST', '/api/staff/teachers', {
      full_name: '  ',
      email: 'nope',
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'El nombre completo es obligatorio',
        'Correo electrónico inválido',
        'La contraseña debe tener al menos 6 caracteres',
      ]),
    );
    const mismatched = await call(
      staff,
      'POST',
      '/api/staff/teachers',
      teacherPayload({ academic_title_descriptions: ['only one'] }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe('Cada título académico necesita su descripción');
    const twice = await call(
      staff,
      'POST',
      '/api/staff/teachers',
      teacherPayload({ expertise_areas: ['game_design', 'game_design'] }),
    );
    expect(twice.json().message).toBe('Cada área se agrega una sola vez');
    const badCountry = await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ countries: ['ZZ'] }));
    expect(badCountry.statusCode).toBe(400);
    expect((await context.db.select().from(teachers)).length).toBe(before);
  });

  it('answers 409 for a taken email or teacher code, creating nothing', async () => {
    const first = teacherPayload();
    expect((await call(staff, 'POST', '/api/staff/teachers', first)).statusCode).toBe(201);
    const users_before = (await context.db.select().from(users)).length;
    const sameEmail = await call(
      staff,
      'POST',
      '/api/staff/teachers',
      teacherPayload({ email: first.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Ya existe un usuario con este correo electrónico');
    expect(sameEmail.json().code).toBe('EMAIL_TAKEN');
    const sameCode = await call(
      staff,
      'POST',
      '/api/staff/teachers',
      teacherPayload({ teacher_code: first.teacher_code }),
    );
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toBe(`Ya existe un profesor con el código ${first.teacher_code}`);
    expect(sameCode.json().code).toBe('TEACHER_CODE_TAKEN');
    expect((await context.db.select().from(users)).length).toBe(users_before);
  });

  it('updates every field but the email, checks the code, and a new password signs the teacher out', async () => {
    const payload = teacherPayload();
    const created = (await call(staff, 'POST', '/api/staff/teachers', payload)).json();
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    const token = login.json().token as string;

    const other = teacherPayload();
    await call(staff, 'POST', '/api/staff/teachers', other);
    const taken = await call(staff, 'PUT', `/api/staff/teachers/${created.id}`, {
      ...payload,
      teacher_code: other.teacher_code,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Ya existe un profesor con el código ${other.teacher_code}`);

    const response = await call(staff, 'PUT', `/api/staff/teachers/${created.id}`, {
      ...payload,
      email: 'changed@test.school',
      full_name: 'Lucía Méndez Actualizada',
      is_active: false,
      password: 'another-secret',
      bank_name: 'Banrural',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      full_name: 'Lucía Méndez Actualizada',
      is_active: false,
      email: payload.email,
      bank_name: 'Banrural',
    });
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    const relogin = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: 'another-secret' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('sets and clears the photo with PATCH, refusing a link that is not an uploaded document', async () => {
    const body = multipart({}, [{ filename: 'me.png', content: sampleFiles.png(3000) }]);
    const uploaded = await context.app.inject({
      method: 'PUT',
      url: `/api/photos/teacher/${teacherId}`,
      payload: body.payload,
      headers: { ...body.headers, ...staff.auth },
    });
    const photo = `/api/document-direct/${uploaded.json().document.id}?t=1700000000000`;
    expect(
      (await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, { profile_photo: null })).json().profile_photo,
    ).toBeNull();
    const ok = await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, { profile_photo: photo });
    expect(ok.json().profile_photo).toBe(photo);
    const notUploaded = await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, {
      profile_photo: '/api/document-direct/424242?t=1700000000000',
    });
    expect(notUploaded.json().code).toBe('PROFILE_PHOTO_NOT_OWN');
    const bad = await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, {
      profile_photo: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, { profile_photo: null })).json().profile_photo,
    ).toBeNull();
  });

  it('answers 404 for an unknown id on every item route', async () => {
    for (const [method, payload] of [
      ['GET'],
      ['PUT', teacherPayload()],
      ['PATCH', { profile_photo: null }],
      ['DELETE'],
    ] as const) {
      const response = await call(staff, method, '/api/staff/teachers/999999', payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe('Profesor no encontrado');
      expect(response.json().code).toBe('TEACHER_NOT_FOUND');
    }
    expect((await call(student, 'GET', '/api/teachers/999999')).statusCode).toBe(404);
  });
});

describe('search and paging', () => {
  it('staff search matches name, email, phone or code, case-insensitive, and reports the total', async () => {
    const payload = teacherPayload({ full_name: 'Zacarías Quiñónez Búho', phone: '+502 7777-4321' });
    await call(staff, 'POST', '/api/staff/teachers', payload);
    for (const q of [
      'zacarías quiñ',
      payload.email.slice(0, 12).toUpperCase(),
      '7777-43',
      String(payload.teacher_code).toLowerCase(),
    ]) {
      const response = await call(staff, 'GET', `/api/staff/teachers?q=${encodeURIComponent(q)}`);
      expect(
        response.json().map((row: { email: string }) => row.email),
        q,
      ).toContain(payload.email);
    }
    const none = await call(staff, 'GET', '/api/staff/teachers?q=%25');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages with limit and the next cursor in name order, and without a limit answers the whole list', async () => {
    const all = (await call(staff, 'GET', '/api/staff/teachers')).json() as { id: number }[];
    expect(all.length).toBeGreaterThan(4);
    const first = await call(staff, 'GET', '/api/staff/teachers?limit=2');
    const cursor = first.headers['x-next-cursor'];
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect(typeof cursor).toBe('string');
    const second = await call(staff, 'GET', `/api/staff/teachers?limit=2&cursor=${cursor}`);
    expect(second.headers['x-total-count']).toBeUndefined();
    expect([...first.json(), ...second.json()].map((row: { id: number }) => row.id)).toEqual(
      all.slice(0, 4).map((row) => row.id),
    );
    expect((await call(staff, 'GET', '/api/staff/teachers?limit=0')).statusCode).toBe(400);
    const badCursor = await call(staff, 'GET', '/api/staff/teachers?limit=2&cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('Cursor de página inválido');
  });

  it('the directory finds teachers by name or expertise area label, without private fields', async () => {
    const payload = teacherPayload({ full_name: 'Ofelia Sonora', expertise_areas: ['voice_acting_direction'] });
    await call(staff, 'POST', '/api/staff/teachers', payload);
    const byArea = (await call(student, 'GET', '/api/teachers?q=voice%20acting')).json() as Record<string, unknown>[];
    expect(byArea.map((row) => row.full_name)).toContain('Ofelia Sonora');
    // The label of the other language finds it too ('Dirección de actuación de voz'), accents or not.
    const bySpanishArea = (await call(student, 'GET', '/api/teachers?q=actuacion%20de%20voz')).json() as Record<
      string,
      unknown
    >[];
    expect(bySpanishArea.map((row) => row.full_name)).toContain('Ofelia Sonora');
    const byName = (await call(student, 'GET', '/api/teachers?q=ofelia')).json() as Record<string, unknown>[];
    expect(byName.map((row) => row.full_name)).toEqual(['Ofelia Sonora']);
    for (const row of [...byArea, ...byName]) for (const field of PRIVATE_FIELDS) expect(row).not.toHaveProperty(field);
    const one = (await call(teacher, 'GET', `/api/teachers/${teacherId}`)).json();
    for (const field of PRIVATE_FIELDS) expect(one).not.toHaveProperty(field);
  });
});

describe('teacher self-edit', () => {
  it('changes the allowed fields and never a locked one, whatever it sends', async () => {
    await call(staff, 'PUT', `/api/staff/teachers/${teacherId}`, {
      ...teacherPayload({ teacher_code: `LOCK-${teacherId}`, bank_account: '111', start_year: 2015 }),
      password: '',
    });
    const before = (await call(teacher, 'GET', '/api/teacher/profile')).json();
    const response = await call(teacher, 'PUT', '/api/teacher/profile', {
      ...before,
      full_name: 'Nombre Propio',
      bio: 'Mi nueva biografía',
      email: 'hijack@test.school',
      teacher_code: 'HIJACK',
      start_year: 1999,
      is_active: false,
      bank_account: '999',
      account_type: ['ahorro'],
      bank_name: 'Otro banco',
      account_name: 'Otra persona',
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({ full_name: 'Nombre Propio', bio: 'Mi nueva biografía' });
    for (const field of [
      'email',
      'teacher_code',
      'start_year',
      'is_active',
      'bank_account',
      'account_type',
      'bank_name',
      'account_name',
    ]) {
      expect(after[field], field).toEqual(before[field]);
    }
    const logged = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, teacher.id), eq(activities.entityType, 'teacher')));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('validates like the form', async () => {
    const response = await call(teacher, 'PUT', '/api/teacher/profile', { full_name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El nombre completo es obligatorio');
  });
});

describe('delete', () => {
  it('leaves nothing of the teacher behind: user, sessions, badges, documents, files, counters', async () => {
    const payload = teacherPayload();
    const created = (await call(staff, 'POST', '/api/staff/teachers', payload)).json();
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    await context.db.insert(ideas).values({ userId: created.user_id, content: 'idea to go' });
    const [badge] = await context.db
      .insert(badges)
      .values({ badgeName: 'B', badgeCode: `B-${created.id}`, badgeType: 'other', year: 2026 })
      .returning();
    await context.db.insert(userBadges).values({ badgeId: badge!.id, userType: 'teacher', userId: created.id });
    await context.db.insert(badgeStatistics).values({ badgeId: badge!.id, assignedCount: 1 });
    const filename = `doc-${created.id}.bin`;
    fs.writeFileSync(path.join(context.filesDir, filename), 'encrypted bytes');
    await context.db.insert(unifiedDocuments).values({
      originalName: 'cv.pdf',
      filename,
      fileType: 'application/pdf',
      fileSize: 15,
      path: filename,
      documentType: 'teacher',
      documentTag: 'cv',
      entityId: created.id,
    });
    await context.db
      .update(documentStatistics)
      .set({ totalDocuments: 1, totalSizeBytes: 15, teacherDocsCount: 1, cvCount: 1 });

    const response = await call(staff, 'DELETE', `/api/staff/teachers/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect(await context.db.select().from(teachers).where(eq(teachers.id, created.id))).toHaveLength(0);
    expect(await context.db.select().from(users).where(eq(users.id, created.user_id))).toHaveLength(0);
    expect(await context.db.select().from(sessions).where(eq(sessions.userId, created.user_id))).toHaveLength(0);
    expect(await context.db.select().from(ideas).where(eq(ideas.userId, created.user_id))).toHaveLength(0);
    expect(await context.db.select().from(userBadges).where(eq(userBadges.userId, created.id))).toHaveLength(0);
    expect(
      (await context.db.select().from(badgeStatistics).where(eq(badgeStatistics.badgeId, badge!.id)))[0]?.assignedCount,
    ).toBe(0);
    expect(
      await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.entityId, created.id)),
    ).toHaveLength(0);
    expect(fs.existsSync(path.join(context.filesDir, filename))).toBe(false);
    const [stats] = await context.db.select().from(documentStatistics);
    expect(stats).toMatchObject({ totalDocuments: 0, totalSizeBytes: 0, teacherDocsCount: 0, cvCount: 0 });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(401);
    const logged = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, created.id)));
    expect(logged.map((row) => row.activity)).toContain(`Deleted teacher ${payload.full_name}`);
  });
});

describe('social links', () => {
  it.each([
    ['javascript:alert(document.cookie)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['JAVASCRIPT://%0aalert(1)'],
    ['ftp://files.example/cv'],
  ])('refuses %s in the profile and in the staff form', async (link) => {
    const own = await call(teacher, 'PUT', '/api/teacher/profile', {
      full_name: 'Con Enlace',
      social_media: { linkedin: link },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'El enlace debe empezar por http:// o https://',
    });
    const created = await call(
      staff,
      'POST',
      '/api/staff/teachers',
      teacherPayload({ social_media: { portfolio: link } }),
    );
    expect(created.statusCode).toBe(400);
  });

  it('keeps an https link', async () => {
    const own = await call(teacher, 'PUT', '/api/teacher/profile', {
      full_name: 'Con Enlace',
      social_media: { linkedin: 'https://www.linkedin.com/in/marta', portfolio: 'http://marta.example' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().social_media).toEqual({
      linkedin: 'https://www.linkedin.com/in/marta',
      portfolio: 'http://marta.example',
    });
  });
});
