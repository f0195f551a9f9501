import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_MAX_ENTRIES,
  ACTIVITY_MESSAGES,
  type ActivityEntry,
  type ActivityEntryInput,
  type ActivityList,
  type TeachingHistory,
} from '@contracts/activity-record';
import type { ErrorCode } from '@contracts/error-codes';
import { asDeclared } from '@contracts/i18n/texts';
import {
  activities,
  activityEntries,
  activityEntryDocuments,
  activityEntryWorks,
  courseEnrolments,
  courses,
  grades,
  notifications,
  teachers,
  users,
} from '../../db/schema/index';
import { signInSpeaking, type TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';
import { multipart, sampleFiles } from '../../../test/multipart';
import { studentIdOf, teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { addWorkAs } from '../portfolio/portfolio-test-helpers';

const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
const codeOf = (response: { json: () => unknown }) => (response.json() as { code: ErrorCode }).code;
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

let teacherId: number;
let otherTeacherId: number;
let documentId: number;
let otherDocumentId: number;
let publicWorkId: number;
let staffWorkId: number;
let otherWorkId: number;

async function uploadDocument(user: TestUser, ownerId: number, filename = 'certificado.pdf'): Promise<number> {
  const body = multipart({ document_type: 'teacher', document_tag: 'otro', entity_id: String(ownerId) }, [
    { filename, content: sampleFiles.pdf(), contentType: 'application/pdf' },
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

const entry = (overrides: Partial<ActivityEntryInput> = {}): ActivityEntryInput => ({
  kind: 'exhibition',
  title: 'Muestra colectiva «Píxeles»',
  start_date: '2024-03-01',
  end_date: '2024-04-15',
  description: 'Tres piezas de arte generativo.',
  organization: 'Centro Cultural de España',
  format: 'group',
  selection: 'juried',
  scope: 'international',
  city: 'Ciudad de Guatemala',
  country: 'GT',
  links: ['https://ccespana.example/pixeles'],
  visibility: 'school',
  ...overrides,
});

async function addAs(user: TestUser, id: number, input: ActivityEntryInput = entry()): Promise<ActivityEntry> {
  const response = await call(user, 'POST', `/api/teachers/${id}/activity`, input);
  if (response.statusCode !== 201) throw new Error(`add entry: ${response.statusCode} ${response.body}`);
  return response.json<ActivityEntry>();
}

async function listAs(user: TestUser, id = teacherId, query = ''): Promise<ActivityList> {
  const response = await call(user, 'GET', `/api/teachers/${id}/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityList>();
}

/** The rows of the record tables, to show that a refused request changed nothing. */
async function snapshot() {
  const [entries, documents, works, logged] = await Promise.all([
    context.db.select().from(activityEntries).orderBy(activityEntries.id),
    context.db.select().from(activityEntryDocuments),
    context.db.select().from(activityEntryWorks),
    context.db.select({ value: count() }).from(activities),
  ]);
  return { entries, documents, works, logged: logged[0]!.value };
}

const rowOf = async (id: number) =>
  (await context.db.select().from(activityEntries).where(eq(activityEntries.id, id)))[0];

beforeAll(async () => {
  [teacherId, otherTeacherId] = await Promise.all([teacherIdOf(context, teacher), teacherIdOf(context, otherTeacher)]);
  documentId = await uploadDocument(teacher, teacherId, 'contrato-festival.pdf');
  otherDocumentId = await uploadDocument(otherTeacher, otherTeacherId);
  publicWorkId = (await addWorkAs(context, teacher, teacherId, { title: 'Cartel del festival' })).id;
  staffWorkId = (await addWorkAs(context, teacher, teacherId, { title: 'Boceto interno', visibility: 'staff' })).id;
  otherWorkId = (await addWorkAs(context, otherTeacher, otherTeacherId, { title: 'Obra ajena' })).id;
});

describe('POST /api/teachers/{id}/activity', () => {
  it('adds to the own record (the teacher) or to anyone’s (staff); 401 signed out, 403 a student or another teacher', async () => {
    const before = await snapshot();
    expect((await call(null, 'POST', `/api/teachers/${teacherId}/activity`, entry())).statusCode).toBe(401);
    expect((await call(student, 'POST', `/api/teachers/${teacherId}/activity`, entry())).statusCode).toBe(403);
    const other = await call(otherTeacher, 'POST', `/api/teachers/${teacherId}/activity`, entry());
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toMatch(/propio profesor/);
    expect(await snapshot()).toEqual(before);

    const own = await addAs(teacher, teacherId, entry({ document_ids: [documentId], work_ids: [publicWorkId] }));
    expect(own).toMatchObject({
      teacher_id: teacherId,
      kind: 'exhibition',
      title: 'Muestra colectiva «Píxeles»',
      start_date: '2024-03-01',
      end_date: '2024-04-15',
      country: 'GT',
      links: ['https://ccespana.example/pixeles'],
      visibility: 'school',
      evidence: {
        documents: [{ id: documentId, name: 'contrato-festival.pdf' }],
        works: [{ id: publicWorkId, title: 'Cartel del festival' }],
      },
      review: { state: 'pending', by: null, at: null, note: null },
      can: { edit: true, delete: true, review: false },
    });
    const byStaff = await addAs(staff, teacherId, entry({ kind: 'talk', title: 'Charla de staff', role: 'Ponente' }));
    expect(byStaff.can).toEqual({ edit: true, delete: true, review: true });
    expect(byStaff.visibility).toBe('school');
    expect((await call(staff, 'POST', '/api/teachers/99999999/activity', entry())).statusCode).toBe(404);
  });

  it('refuses bad dates, unknown kinds, other links and a kind’s missing fields in plain words, changing nothing', async () => {
    const before = await snapshot();
    const refused = async (input: object, field: string, message: string) => {
      const response = await call(teacher, 'POST', `/api/teachers/${teacherId}/activity`, input);
      expect(response.statusCode, response.body).toBe(400);
      expect(codeOf(response)).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json())).toContain(message);
      expect(JSON.stringify(response.json())).toContain(field);
    };
    await refused(entry({ end_date: '2024-02-01' }), 'end_date', asDeclared(ACTIVITY_MESSAGES.endBeforeStart));
    await refused(entry({ start_date: '2024-02-30' }), 'start_date', asDeclared(ACTIVITY_MESSAGES.dateInvalid));
    await refused(entry({ start_date: '1/3/2024' }), 'start_date', asDeclared(ACTIVITY_MESSAGES.dateInvalid));
    await refused({ ...entry(), kind: 'party' }, 'kind', asDeclared(ACTIVITY_MESSAGES.kindInvalid));
    await refused(entry({ links: ['javascript:alert(1)'] }), 'links', asDeclared(ACTIVITY_MESSAGES.linkInvalid));
    await refused(entry({ links: ['ftp://files.example/a'] }), 'links', asDeclared(ACTIVITY_MESSAGES.linkInvalid));
    await refused(entry({ scope: null }), 'scope', asDeclared(ACTIVITY_MESSAGES.fieldRequired));
    await refused(entry({ country: 'XX' }), 'country', asDeclared(ACTIVITY_MESSAGES.countryInvalid));
    await refused(entry({ title: '  ' }), 'title', asDeclared(ACTIVITY_MESSAGES.titleRequired));
    await refused({ ...entry(), visibility: 'world' }, 'visibility', asDeclared(ACTIVITY_MESSAGES.visibilityInvalid));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses evidence that is not the teacher’s own: another’s document or work, an unknown id; nothing changes', async () => {
    const before = await snapshot();
    for (const evidence of [
      { document_ids: [otherDocumentId] },
      { document_ids: [documentId, 99999999] },
      { work_ids: [otherWorkId] },
      { work_ids: [publicWorkId], document_ids: [otherDocumentId] },
    ]) {
      const response = await call(teacher, 'POST', `/api/teachers/${teacherId}/activity`, entry(evidence));
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('ACTIVITY_EVIDENCE_NOT_OWN');
      expect(messageOf(response)).toBe(asDeclared(ACTIVITY_MESSAGES.evidenceNotOwn));
    }
    // Staff cannot link one teacher's evidence to another's record either.
    const byStaff = await call(
      staff,
      'POST',
      `/api/teachers/${otherTeacherId}/activity`,
      entry({ work_ids: [publicWorkId] }),
    );
    expect(codeOf(byStaff)).toBe('ACTIVITY_EVIDENCE_NOT_OWN');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a record to ACTIVITY_MAX_ENTRIES entries', async () => {
    const created = await call(staff, 'POST', '/api/staff/teachers', teacherPayload());
    expect(created.statusCode).toBe(201);
    const full = created.json<{ id: number }>().id;
    await context.db.insert(activityEntries).values(
      Array.from({ length: ACTIVITY_MAX_ENTRIES - 1 }, (_, index) => ({
        teacherId: full,
        kind: 'other',
        title: `Entrada ${index}`,
        startDate: '2020-01-01',
      })),
    );
    // Five additions at once for the last place: one takes it (counted under the teacher's lock).
    const raced = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(staff, 'POST', `/api/teachers/${full}/activity`, entry({ title: `Carrera ${index}` })),
      ),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await context.db.$count(activityEntries, eq(activityEntries.teacherId, full))).toBe(ACTIVITY_MAX_ENTRIES);
    expect((await listAs(staff, full, '?limit=1')).can.add).toBe(false);
    const response = await call(staff, 'POST', `/api/teachers/${full}/activity`, entry());
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('ACTIVITY_RECORD_FULL');
    expect(messageOf(response)).toBe(`El registro ya tiene ${ACTIVITY_MAX_ENTRIES} actividades`);
  });
});

describe('refusals in the reader’s language', () => {
  it('answers a person who chose English in English', async () => {
    const english = await signInSpeaking(context, 'teacher', 'en');
    const englishId = await teacherIdOf(context, english);
    const other = await call(english, 'POST', `/api/teachers/${teacherId}/activity`, entry());
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toBe('Only the teacher themself and the administration can change this activity record');
    const notOwn = await call(
      english,
      'POST',
      `/api/teachers/${englishId}/activity`,
      entry({ work_ids: [publicWorkId] }),
    );
    expect(messageOf(notOwn)).toBe("The evidence must be one of the teacher's own documents or works");
    const dates = await call(english, 'POST', `/api/teachers/${englishId}/activity`, entry({ end_date: '2020-01-01' }));
    expect(JSON.stringify(dates.json())).toContain('The end date cannot be before the start date');
    const history = await call(english, 'GET', `/api/teachers/${teacherId}/teaching-history`);
    expect(messageOf(history)).toBe('Only the teacher themself and the administration can see this teaching history');
  });
});

describe('GET /api/teachers/{id}/activity', () => {
  let shown: ActivityEntry;
  let staffOnly: ActivityEntry;
  let lister: number;

  beforeAll(async () => {
    // A record of its own, so that other tests' entries do not count.
    lister = (await call(staff, 'POST', '/api/staff/teachers', teacherPayload())).json<{ id: number }>().id;
    const [row] = await context.db.select({ userId: teachers.userId }).from(teachers).where(eq(teachers.id, lister));
    expect(row?.userId).not.toBeNull();
    shown = await addAs(
      teacher,
      teacherId,
      entry({
        title: 'Visible',
        start_date: '2025-05-01',
        end_date: null,
        document_ids: [documentId],
        work_ids: [publicWorkId, staffWorkId],
      }),
    );
    staffOnly = await addAs(
      teacher,
      teacherId,
      entry({ title: 'Interna', start_date: '2025-06-01', end_date: null, visibility: 'staff' }),
    );
  });

  it('shows staff and the teacher everything, others the entries shown to the school with only the works they may see', async () => {
    const titles = (list: ActivityList) => list.items.map((item) => item.title);
    for (const user of [staff, teacher]) {
      const list = await listAs(user);
      expect(titles(list)).toEqual(expect.arrayContaining(['Visible', 'Interna']));
      const visible = list.items.find((item) => item.id === shown.id)!;
      expect(visible.evidence.documents).toEqual([{ id: documentId, name: 'contrato-festival.pdf' }]);
      expect(visible.evidence.works.map((work) => work.id)).toEqual([publicWorkId, staffWorkId]);
      expect(list.total).toBe(list.items.length);
    }
    for (const user of [otherTeacher, student]) {
      const list = await listAs(user);
      expect(titles(list)).toContain('Visible');
      expect(titles(list)).not.toContain('Interna');
      expect(list.items.every((item) => item.visibility === 'school')).toBe(true);
      const visible = list.items.find((item) => item.id === shown.id)!;
      expect(visible.evidence).toEqual({ documents: [], works: [{ id: publicWorkId, title: 'Cartel del festival' }] });
      expect(visible.can).toEqual({ edit: false, delete: false, review: false });
      expect(list.can.add).toBe(false);
      expect(list.total).toBe(list.items.length);
    }
    expect((await listAs(teacher)).can.add).toBe(true);
    expect((await listAs(staff)).can.add).toBe(true);
    expect((await listAs(staff)).items.find((item) => item.id === staffOnly.id)!.can.review).toBe(true);
    expect((await call(null, 'GET', `/api/teachers/${teacherId}/activity`)).statusCode).toBe(401);
    expect((await call(student, 'GET', '/api/teachers/99999999/activity')).statusCode).toBe(404);
  });

  it('shows the school nothing of an inactive teacher; staff still everything', async () => {
    await addAs(staff, lister, entry({ title: 'De un inactivo' }));
    expect((await listAs(student, lister)).total).toBe(1);
    await context.db.update(teachers).set({ isActive: false }).where(eq(teachers.id, lister));
    expect(await listAs(student, lister)).toEqual({ items: [], next_cursor: null, total: 0, can: { add: false } });
    expect((await listAs(otherTeacher, lister)).total).toBe(0);
    expect((await listAs(staff, lister)).total).toBe(1);
    await context.db.update(teachers).set({ isActive: true }).where(eq(teachers.id, lister));
  });

  it('pages newest first by keyset cursor, filters by kind, and counts what matches', async () => {
    for (const [index, kind] of (['award', 'talk', 'award', 'residency', 'award'] as const).entries())
      await addAs(
        staff,
        lister,
        entry({ kind, title: `P${index}`, start_date: `2023-0${index + 1}-10`, end_date: null, role: 'Ponente' }),
      );
    const all: ActivityEntry[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await listAs(staff, lister, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(6);
      expect(page.items.length).toBeLessThanOrEqual(2);
      all.push(...page.items);
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(all.map((item) => item.title)).toEqual(['De un inactivo', 'P4', 'P3', 'P2', 'P1', 'P0']);
    const awards = await listAs(staff, lister, '?kind=award&limit=2');
    expect(awards.total).toBe(3);
    expect(awards.items.map((item) => item.title)).toEqual(['P4', 'P2']);
    const rest = await listAs(staff, lister, `?kind=award&limit=2&cursor=${awards.next_cursor}`);
    expect(rest.items.map((item) => item.title)).toEqual(['P0']);
    expect(rest.next_cursor).toBeNull();
    const badKind = await call(staff, 'GET', `/api/teachers/${lister}/activity?kind=party`);
    expect(badKind.statusCode).toBe(400);
    const badCursor = await call(staff, 'GET', `/api/teachers/${lister}/activity?cursor=not-a-cursor`);
    expect(codeOf(badCursor)).toBe('INVALID_CURSOR');
    const forged = Buffer.from(JSON.stringify(["2024-01-01'); drop table x; --", 5])).toString('base64url');
    expect(codeOf(await call(staff, 'GET', `/api/teachers/${lister}/activity?cursor=${forged}`))).toBe(
      'INVALID_CURSOR',
    );
    const noSuchDay = Buffer.from(JSON.stringify(['2024-02-30', 5])).toString('base64url');
    expect(codeOf(await call(staff, 'GET', `/api/teachers/${lister}/activity?cursor=${noSuchDay}`))).toBe(
      'INVALID_CURSOR',
    );
  });
});

describe('PUT and DELETE /api/activity/{entryId}', () => {
  it('lets the teacher and staff change an entry; another teacher gets 403 (seen) or 404 (not seen), a student 403', async () => {
    const seen = await addAs(teacher, teacherId, entry({ title: 'Vista' }));
    const hidden = await addAs(teacher, teacherId, entry({ title: 'Oculta', visibility: 'staff' }));
    const before = await snapshot();
    expect((await call(null, 'PUT', `/api/activity/${seen.id}`, entry())).statusCode).toBe(401);
    expect((await call(student, 'PUT', `/api/activity/${seen.id}`, entry())).statusCode).toBe(403);
    expect((await call(otherTeacher, 'PUT', `/api/activity/${seen.id}`, entry({ title: 'Robada' }))).statusCode).toBe(
      403,
    );
    expect((await call(otherTeacher, 'PUT', `/api/activity/${hidden.id}`, entry({ title: 'Robada' }))).statusCode).toBe(
      404,
    );
    expect((await call(otherTeacher, 'DELETE', `/api/activity/${seen.id}`)).statusCode).toBe(403);
    expect((await call(otherTeacher, 'DELETE', `/api/activity/${hidden.id}`)).statusCode).toBe(404);
    expect((await call(student, 'DELETE', `/api/activity/${seen.id}`)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', `/api/activity/${seen.id}`)).statusCode).toBe(401);
    expect((await call(staff, 'PUT', '/api/activity/99999999', entry())).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);

    const changed = await call(
      teacher,
      'PUT',
      `/api/activity/${seen.id}`,
      entry({ title: 'Vista, corregida', kind: 'award', work_ids: [publicWorkId] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ActivityEntry>()).toMatchObject({
      title: 'Vista, corregida',
      kind: 'award',
      evidence: { documents: [], works: [{ id: publicWorkId }] },
    });
    const byStaff = await call(
      staff,
      'PUT',
      `/api/activity/${hidden.id}`,
      entry({ title: 'Oculta (staff)', visibility: 'staff' }),
    );
    expect(byStaff.json<ActivityEntry>().title).toBe('Oculta (staff)');
    const refused = await call(teacher, 'PUT', `/api/activity/${seen.id}`, entry({ document_ids: [otherDocumentId] }));
    expect(codeOf(refused)).toBe('ACTIVITY_EVIDENCE_NOT_OWN');
    expect((await rowOf(seen.id))?.title).toBe('Vista, corregida');
    expect(await context.db.select().from(activityEntryWorks).where(eq(activityEntryWorks.entryId, seen.id))).toEqual([
      { entryId: seen.id, workId: publicWorkId },
    ]);
    const badDates = await call(teacher, 'PUT', `/api/activity/${seen.id}`, entry({ end_date: '2000-01-01' }));
    expect(badDates.statusCode).toBe(400);
    expect((await rowOf(seen.id))?.endDate).toBe('2024-04-15');

    expect((await call(teacher, 'DELETE', `/api/activity/${seen.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'DELETE', `/api/activity/${hidden.id}`)).statusCode).toBe(204);
    expect(await rowOf(seen.id)).toBeUndefined();
    expect(await rowOf(hidden.id)).toBeUndefined();
    expect((await call(teacher, 'DELETE', `/api/activity/${seen.id}`)).statusCode).toBe(404);
  });

  it('sends a reviewed entry back to pending when the teacher changes it; staff’s change and an unchanged save keep it', async () => {
    const item = await addAs(teacher, teacherId, entry({ title: 'A revisar' }));
    expect(
      (await call(staff, 'POST', `/api/activity/${item.id}/verify`, { note: 'Catálogo del festival' })).statusCode,
    ).toBe(200);
    const same = await call(teacher, 'PUT', `/api/activity/${item.id}`, entry({ title: 'A revisar' }));
    expect(same.json<ActivityEntry>().review.state).toBe('verified');
    const byStaff = await call(staff, 'PUT', `/api/activity/${item.id}`, entry({ title: 'A revisar (staff)' }));
    expect(byStaff.json<ActivityEntry>().review).toMatchObject({ state: 'verified', note: 'Catálogo del festival' });
    // The review is not the teacher's to write: fields of it in the body change nothing.
    const sneaky = await call(teacher, 'PUT', `/api/activity/${item.id}`, {
      ...entry({ title: 'A revisar (staff)' }),
      review: { state: 'verified', note: 'Yo mismo' },
      review_state: 'verified',
    });
    expect([400, 200]).toContain(sneaky.statusCode);
    expect([(await rowOf(item.id))?.reviewState, (await rowOf(item.id))?.reviewNote]).toEqual([
      'verified',
      'Catálogo del festival',
    ]);
    const byTeacher = await call(teacher, 'PUT', `/api/activity/${item.id}`, entry({ title: 'A revisar, otra vez' }));
    expect(byTeacher.json<ActivityEntry>().review).toEqual({ state: 'pending', by: null, at: null, note: null });
    const row = await rowOf(item.id);
    expect([row?.reviewState, row?.reviewedBy, row?.reviewedAt, row?.reviewNote]).toEqual([
      'pending',
      null,
      null,
      null,
    ]);

    await call(staff, 'POST', `/api/activity/${item.id}/return`, { reason: 'Falta el enlace' });
    const fixed = await call(
      teacher,
      'PUT',
      `/api/activity/${item.id}`,
      entry({ title: 'A revisar, otra vez', links: ['https://enlace.example'] }),
    );
    expect(fixed.json<ActivityEntry>().review.state).toBe('pending');
  });
});

describe('POST /api/activity/{entryId}/verify and /return', () => {
  it('is for staff only: 401 signed out, 403 the teacher, another teacher or a student, 404 an unknown entry', async () => {
    const item = await addAs(teacher, teacherId, entry({ title: 'Sin revisar' }));
    const before = await snapshot();
    for (const action of ['verify', 'return'] as const) {
      const body = action === 'verify' ? { note: 'x' } : { reason: 'x' };
      expect((await call(null, 'POST', `/api/activity/${item.id}/${action}`, body)).statusCode).toBe(401);
      for (const user of [teacher, otherTeacher, student])
        expect((await call(user, 'POST', `/api/activity/${item.id}/${action}`, body)).statusCode).toBe(403);
      expect((await call(staff, 'POST', `/api/activity/99999999/${action}`, body)).statusCode).toBe(404);
    }
    const noNote = await call(staff, 'POST', `/api/activity/${item.id}/verify`, { note: ' ' });
    expect(JSON.stringify(noNote.json())).toContain(asDeclared(ACTIVITY_MESSAGES.noteRequired));
    const noReason = await call(staff, 'POST', `/api/activity/${item.id}/return`, {});
    expect(JSON.stringify(noReason.json())).toContain(asDeclared(ACTIVITY_MESSAGES.reasonRequired));
    expect(await snapshot()).toEqual(before);
  });

  it('records who, when and against what; notifies the teacher in their language; writes the audit log', async () => {
    const item = await addAs(teacher, teacherId, entry({ title: 'Premio «Ñandú»', kind: 'award' }));
    const verified = await call(staff, 'POST', `/api/activity/${item.id}/verify`, { note: 'Acta del jurado' });
    expect(verified.statusCode, verified.body).toBe(200);
    const [staffRow] = await context.db.select().from(users).where(eq(users.id, staff.id));
    expect(verified.json<ActivityEntry>().review).toMatchObject({
      state: 'verified',
      by: staffRow!.username,
      note: 'Acta del jurado',
    });
    expect(Date.parse(verified.json<ActivityEntry>().review.at!)).toBeGreaterThan(Date.now() - 60_000);
    const returned = await call(staff, 'POST', `/api/activity/${item.id}/return`, {
      reason: 'El acta no nombra al profesor',
    });
    expect(returned.json<ActivityEntry>().review).toMatchObject({
      state: 'returned',
      note: 'El acta no nombra al profesor',
    });

    const sent = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, teacher.id))
      .orderBy(notifications.id);
    const about = sent.filter((row) => row.code?.startsWith('activityEntry'));
    expect(about.slice(-2).map((row) => [row.code, row.params])).toEqual([
      ['activityEntryVerified', { title: 'Premio «Ñandú»', note: 'Acta del jurado' }],
      ['activityEntryReturned', { title: 'Premio «Ñandú»', reason: 'El acta no nombra al profesor' }],
    ]);
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, teacher.id));
    const read = await call(teacher, 'GET', '/api/notifications');
    await context.db.update(users).set({ language: null }).where(eq(users.id, teacher.id));
    expect(read.body).toContain('Activity returned');
    expect(read.body).toContain('El acta no nombra al profesor');

    const logged = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, teacherId)))
      .orderBy(activities.id);
    const codes = logged.map((row) => row.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'activityEntryAdded',
        'activityEntryUpdated',
        'activityEntryDeleted',
        'activityEntryVerified',
        'activityEntryReturned',
      ]),
    );
    const last = logged.at(-1)!;
    expect(last).toMatchObject({
      code: 'activityEntryReturned',
      userId: staff.id,
      params: { title: 'Premio «Ñandú»' },
    });
    expect(last.changes).toMatchObject({ review_state: { before: 'verified', after: 'returned' } });
    const added = logged.find((row) => row.code === 'activityEntryAdded' && row.params?.title === 'Premio «Ñandú»')!;
    expect(added.userId).toBe(teacher.id);
    expect(added.changes).toMatchObject({ title: { before: null, after: 'Premio «Ñandú»' }, kind: { after: 'award' } });
    // The log as staff who chose English read it (the language its entries are declared in).
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
    const audit = await call(staff, 'GET', `/api/audit?entity_type=teacher&limit=100`);
    await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('Returned record entry Premio «Ñandú» to its teacher');
  });
});

describe('evidence and the record when what they name is deleted', () => {
  it('unlinks a deleted document or work; the entry stays, without that evidence', async () => {
    const document = await uploadDocument(teacher, teacherId, 'para-borrar.pdf');
    const work = await addWorkAs(context, teacher, teacherId, { title: 'Obra para borrar' });
    const item = await addAs(
      teacher,
      teacherId,
      entry({ title: 'Con evidencia', document_ids: [document], work_ids: [work.id] }),
    );
    expect(item.evidence.documents).toHaveLength(1);
    expect((await call(teacher, 'DELETE', `/api/documents/${document}`)).statusCode).toBe(204);
    expect((await call(teacher, 'DELETE', `/api/portfolio/${work.id}`)).statusCode).toBe(204);
    const after = (await listAs(teacher)).items.find((row) => row.id === item.id);
    expect(after?.evidence).toEqual({ documents: [], works: [] });
    expect(after?.title).toBe('Con evidencia');
  });

  it('goes with its teacher', async () => {
    const created = await call(staff, 'POST', '/api/staff/teachers', teacherPayload());
    const gone = created.json<{ id: number }>().id;
    const item = await addAs(staff, gone, entry({ title: 'Se va con su profesor' }));
    expect((await call(staff, 'DELETE', `/api/staff/teachers/${gone}`)).statusCode).toBe(204);
    expect(await rowOf(item.id)).toBeUndefined();
    expect((await call(staff, 'GET', `/api/teachers/${gone}/activity`)).statusCode).toBe(404);
  });
});

describe('GET /api/teachers/{id}/teaching-history', () => {
  it('gives staff and the teacher the courses by term from the rosters and grades; 403 others, 401 signed out', async () => {
    const studentId = await studentIdOf(context, student);
    const [course] = await context.db
      .insert(courses)
      .values({ name: 'Animación 2D', courseCode: 'TH-ANI', teacherId })
      .returning();
    await context.db.insert(courseEnrolments).values([
      { courseId: course!.id, studentId, semester: '1', academicYear: 2025 },
      { courseId: course!.id, studentId, semester: '2', academicYear: 2025 },
    ]);
    await context.db.insert(grades).values({
      studentId,
      courseId: course!.id,
      courseTitle: 'Animación 2D',
      teacherId,
      grade: '90',
      semester: '2',
      academicYear: 2025,
    });
    const expected: TeachingHistory = {
      items: [
        {
          course_id: course!.id,
          course_title: 'Animación 2D',
          academic_year: 2025,
          semester: '2',
          students: 1,
          graded: 1,
        },
        {
          course_id: course!.id,
          course_title: 'Animación 2D',
          academic_year: 2025,
          semester: '1',
          students: 1,
          graded: 0,
        },
      ],
    };
    for (const user of [staff, teacher]) {
      const response = await call(user, 'GET', `/api/teachers/${teacherId}/teaching-history`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    for (const user of [otherTeacher, student]) {
      const response = await call(user, 'GET', `/api/teachers/${teacherId}/teaching-history`);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Animación 2D');
    }
    expect((await call(null, 'GET', `/api/teachers/${teacherId}/teaching-history`)).statusCode).toBe(401);
    expect((await call(staff, 'GET', '/api/teachers/99999999/teaching-history')).statusCode).toBe(404);
  });
});
