import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityEntryInput } from '@contracts/activity-record';
import type { ErrorCode } from '@contracts/error-codes';
import type { PublicPage, PublicPageQueue, PublicPageSettingsInput } from '@contracts/public-pages';
import { activities, notifications, publicPages, teachers } from '../../db/schema/index';
import type { TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { addWorkAs } from '../portfolio/portfolio-test-helpers';
import { slugOf } from './slug';

const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
const codeOf = (response: { json: () => unknown }) => (response.json() as { code: ErrorCode }).code;
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

let teacherId: number;
let otherTeacherId: number;
let publicWorkId: number;
let staffWorkId: number;
let otherWorkId: number;
let schoolEntryId: number;
let staffEntryId: number;

const entry = (overrides: Partial<ActivityEntryInput> = {}): ActivityEntryInput => ({
  kind: 'award',
  title: 'Premio del festival',
  start_date: '2024-03-01',
  end_date: null,
  description: null,
  organization: 'Festival Ícaro',
  links: [],
  visibility: 'school',
  ...overrides,
});

async function addEntry(user: TestUser, id: number, input: ActivityEntryInput): Promise<number> {
  const response = await call(user, 'POST', `/api/teachers/${id}/activity`, input);
  if (response.statusCode !== 201) throw new Error(`add entry: ${response.statusCode} ${response.body}`);
  return response.json<ActivityEntry>().id;
}

const settings = (overrides: Partial<PublicPageSettingsInput> = {}): PublicPageSettingsInput => ({
  enabled: true,
  parts: { photo: true, bio: true, areas: true, social: false, badges: true },
  work_ids: [publicWorkId],
  entry_ids: [schoolEntryId],
  ...overrides,
});

/** The rows a refused request must leave as they were. */
async function snapshot() {
  const [pages, logged, notes] = await Promise.all([
    context.db.select().from(publicPages).orderBy(publicPages.teacherId),
    context.db.select({ value: count() }).from(activities),
    context.db.select({ value: count() }).from(notifications),
  ]);
  return { pages, logged: logged[0]!.value, notes: notes[0]!.value };
}

beforeAll(async () => {
  [teacherId, otherTeacherId] = await Promise.all([teacherIdOf(context, teacher), teacherIdOf(context, otherTeacher)]);
  await context.db.update(teachers).set({ fullName: 'José Núñez Ávila' }).where(eq(teachers.id, teacherId));
  publicWorkId = (await addWorkAs(context, teacher, teacherId, { title: 'Cartel del festival' })).id;
  staffWorkId = (await addWorkAs(context, teacher, teacherId, { title: 'Boceto interno', visibility: 'staff' })).id;
  otherWorkId = (await addWorkAs(context, otherTeacher, otherTeacherId, { title: 'Obra ajena' })).id;
  schoolEntryId = await addEntry(teacher, teacherId, entry());
  staffEntryId = await addEntry(teacher, teacherId, entry({ title: 'Contrato interno', visibility: 'staff' }));
});

describe('slugs', () => {
  it('are the name without accents, in lower case, joined by hyphens', () => {
    expect(slugOf('José Núñez Ávila')).toBe('jose-nunez-avila');
    expect(slugOf('  María-José  O’Brien ')).toBe('maria-jose-o-brien');
    expect(slugOf('***')).toBe('profesor');
  });
});

describe('a teacher reads and changes their own page', () => {
  it('is off by default, with a slug from the name, and answers the same slug after the name changes', async () => {
    const response = await call(teacher, 'GET', `/api/teachers/${teacherId}/public-page`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PublicPage>();
    expect(page).toMatchObject({ enabled: false, state: 'draft', slug: 'jose-nunez-avila', live: false });
    expect(page.url).toMatch(/\/facultad\/jose-nunez-avila$/);
    await context.db.update(teachers).set({ fullName: 'José Núñez' }).where(eq(teachers.id, teacherId));
    const again = await call(teacher, 'GET', `/api/teachers/${teacherId}/public-page`);
    expect(again.json<PublicPage>().slug).toBe('jose-nunez-avila');
  });

  it('saves the settings, recorded in the audit log', async () => {
    const before = await snapshot();
    const response = await call(teacher, 'PUT', `/api/teachers/${teacherId}/public-page`, settings());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicPage>()).toMatchObject({
      enabled: true,
      work_ids: [publicWorkId],
      entry_ids: [schoolEntryId],
      can: { edit: true, submit: true, approve: false, take_down: false },
    });
    const after = await snapshot();
    expect(after.logged).toBe(before.logged + 1);
  });

  it.each([
    ['a hidden (staff-only) work', () => settings({ work_ids: [staffWorkId] }), 'PUBLIC_PAGE_PART_NOT_VISIBLE'],
    ["another teacher's work", () => settings({ work_ids: [otherWorkId] }), 'PUBLIC_PAGE_PART_NOT_VISIBLE'],
    ['a staff-only entry', () => settings({ entry_ids: [staffEntryId] }), 'PUBLIC_PAGE_PART_NOT_VISIBLE'],
    ['a work twice', () => settings({ work_ids: [publicWorkId, publicWorkId] }), 'VALIDATION_FAILED'],
    ['no parts', () => ({ ...settings(), parts: undefined }), 'VALIDATION_FAILED'],
    ['an id that is no id', () => settings({ entry_ids: [-1] }), 'VALIDATION_FAILED'],
  ])('refuses %s in plain words, changing nothing', async (_label, body, code) => {
    const before = await snapshot();
    const response = await call(teacher, 'PUT', `/api/teachers/${teacherId}/public-page`, body());
    expect(response.statusCode, response.body).toBe(400);
    expect(codeOf(response)).toBe(code);
    expect(messageOf(response)).toMatch(/[a-zá-ú]{3,}/i);
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may do what', () => {
  it("refuses a teacher another teacher's page (403), and a student any page (403)", async () => {
    const before = await snapshot();
    for (const [user, method, url] of [
      [teacher, 'GET', `/api/teachers/${otherTeacherId}/public-page`],
      [teacher, 'PUT', `/api/teachers/${otherTeacherId}/public-page`],
      [teacher, 'POST', `/api/teachers/${otherTeacherId}/public-page/submit`],
      [teacher, 'POST', `/api/teachers/${teacherId}/public-page/approve`],
      [teacher, 'POST', `/api/teachers/${teacherId}/public-page/take-down`],
      [teacher, 'GET', '/api/public-pages'],
      [student, 'GET', `/api/teachers/${teacherId}/public-page`],
      [student, 'PUT', `/api/teachers/${teacherId}/public-page`],
      [student, 'GET', '/api/public-pages'],
      [staff, 'PUT', `/api/teachers/${teacherId}/public-page`],
      [staff, 'POST', `/api/teachers/${teacherId}/public-page/submit`],
    ] as const) {
      const body = method === 'PUT' ? settings() : method === 'POST' ? { reason: 'x' } : undefined;
      const response = await call(user, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a teacher that does not exist (staff)', async () => {
    const response = await call(staff, 'GET', '/api/teachers/999999/public-page');
    expect(response.statusCode).toBe(404);
  });

  it('refuses an anonymous call (401)', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/teachers/${teacherId}/public-page` });
    expect(response.statusCode).toBe(401);
  });
});

describe('publication', () => {
  it('refuses approving a page nobody asked to publish (409), changing nothing', async () => {
    const before = await snapshot();
    const response = await call(staff, 'POST', `/api/teachers/${teacherId}/public-page/approve`);
    expect(response.statusCode, response.body).toBe(409);
    expect(codeOf(response)).toBe('PUBLIC_PAGE_STATE_CONFLICT');
    expect(await snapshot()).toEqual(before);
  });

  it('the teacher asks, staff see it waiting and approve it; the teacher is notified', async () => {
    const asked = await call(teacher, 'POST', `/api/teachers/${teacherId}/public-page/submit`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<PublicPage>().state).toBe('pending');
    const again = await call(teacher, 'POST', `/api/teachers/${teacherId}/public-page/submit`);
    expect(again.statusCode).toBe(409);

    const queue = await call(staff, 'GET', '/api/public-pages');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<PublicPageQueue>().items.map((item) => item.teacher_id)).toContain(teacherId);

    const staffView = await call(staff, 'GET', `/api/teachers/${teacherId}/public-page`);
    expect(staffView.json<PublicPage>().can).toMatchObject({ edit: false, approve: true, take_down: true });

    const approved = await call(staff, 'POST', `/api/teachers/${teacherId}/public-page/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PublicPage>()).toMatchObject({ state: 'published', live: true });
    const [note] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.code, 'publicPageApproved'))
      .limit(1);
    expect(note).toBeDefined();
  });

  it('refuses a take-down without a reason, in plain words, changing nothing', async () => {
    const before = await snapshot();
    const response = await call(staff, 'POST', `/api/teachers/${teacherId}/public-page/take-down`, { reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Escribe el motivo de la retirada');
    expect(await snapshot()).toEqual(before);
  });

  it('staff take it down with a reason; the teacher reads it and is notified with it', async () => {
    const response = await call(staff, 'POST', `/api/teachers/${teacherId}/public-page/take-down`, {
      reason: 'La foto no es del profesor',
    });
    expect(response.statusCode, response.body).toBe(200);
    const own = await call(teacher, 'GET', `/api/teachers/${teacherId}/public-page`);
    expect(own.json<PublicPage>()).toMatchObject({
      state: 'taken_down',
      live: false,
      taken_down: { reason: 'La foto no es del profesor' },
      can: { submit: true },
    });
    const notes = await context.db.select().from(notifications).where(eq(notifications.code, 'publicPageTakenDown'));
    expect(notes[0]?.params).toMatchObject({ reason: 'La foto no es del profesor' });
  });

  it('turning the page off is refused a request to publish', async () => {
    await call(teacher, 'PUT', `/api/teachers/${teacherId}/public-page`, settings({ enabled: false }));
    const response = await call(teacher, 'POST', `/api/teachers/${teacherId}/public-page/submit`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Activa la página pública antes de pedir su publicación');
  });
});
