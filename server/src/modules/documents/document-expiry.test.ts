import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, type ExpiringDocument } from '@contracts/documents';
import { notifications } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { multipart, sampleFiles } from '../../../test/multipart';
import { sendExpiryReminders } from './document-expiry.service';

const [context, staff, teacher, otherTeacher] = await signedInApp('staff', 'teacher', 'teacher');
const teacherId = await teacherIdOf(context, teacher);

const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function upload(user: TestUser, name: string, expiresAt?: string) {
  const body = multipart(
    {
      document_type: 'teacher',
      document_tag: 'certificacion',
      entity_id: String(teacherId),
      ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
    },
    [{ filename: name, content: sampleFiles.pdf(), contentType: 'application/pdf' }],
  );
  return context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
}
const setExpiry = (user: TestUser, id: number, expires_at: string | null) =>
  context.app.inject({
    method: 'PATCH',
    url: `/api/documents/${id}/expiry`,
    payload: { expires_at },
    headers: user.auth,
  });
const reminders = async (user: TestUser, name: string) =>
  context.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .then((rows) => rows.filter((row) => row.title.includes(name)));

describe('document expiry', () => {
  it('is set at upload or later by staff or the teacher on their own documents, and validated', async () => {
    const uploaded = await upload(staff, 'visa.pdf', day(40));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().document.expires_at).toBe(day(40));
    const id = uploaded.json().id as number;
    expect((await upload(staff, 'mala.pdf', '2026-02-30')).json().message).toBe(
      DOCUMENT_MESSAGES.expiryInvalid.message,
    );
    expect((await setExpiry(teacher, id, day(20))).json().expires_at).toBe(day(20));
    expect((await setExpiry(otherTeacher, id, null)).statusCode).toBe(403);
    expect((await setExpiry(staff, id, 'mañana')).statusCode).toBe(400);
    expect((await setExpiry(staff, id, null)).json().expires_at).toBeNull();
  });

  it('sends each reminder once, to the owner and staff, even when two servers run the job at the same time', async () => {
    const name = `contrato-${Date.now()}.pdf`;
    const uploaded = await upload(staff, name, day(5));
    expect(uploaded.statusCode).toBe(201);
    const runs = await Promise.all([sendExpiryReminders({ db: context.db }), sendExpiryReminders({ db: context.db })]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminders(teacher, name)).toHaveLength(1);
    expect(await reminders(staff, name)).toHaveLength(1);
    expect((await reminders(teacher, name))[0]!.body).toContain('vence en 5 días');
    expect(await reminders(otherTeacher, name)).toHaveLength(0);
    // Run again: nothing new for this document.
    await sendExpiryReminders({ db: context.db });
    expect(await reminders(teacher, name)).toHaveLength(1);
    // On the day, the day's reminder goes out, once.
    const onTheDay = new Date(Date.now() + 5 * 86_400_000);
    await Promise.all([
      sendExpiryReminders({ db: context.db, now: onTheDay }),
      sendExpiryReminders({ db: context.db, now: onTheDay }),
    ]);
    const after = await reminders(teacher, name);
    expect(after).toHaveLength(2);
    expect(after[1]!.body).toContain('vence hoy');
    // A new date is a new deadline.
    await setExpiry(staff, uploaded.json().id, day(25));
    await sendExpiryReminders({ db: context.db });
    expect(await reminders(teacher, name)).toHaveLength(3);
  });

  it('pages the list for staff: each document once, in the order of the whole list, the total on the first page (issue 23)', async () => {
    for (const offset of [1, 2, 2, 4, -1])
      expect((await upload(staff, `pagina${offset}.pdf`, day(offset))).statusCode).toBe(201);
    const url = '/api/documents/expiring?owner_kind=teacher';
    const get = (path: string) => context.app.inject({ method: 'GET', url: path, headers: staff.auth });
    const whole = (await get(url)).json<ExpiringDocument[]>().map((row) => row.document.id);
    expect(whole.length).toBeGreaterThanOrEqual(5);
    const paged: number[] = [];
    let cursor: string | undefined;
    let first = true;
    do {
      const page = await get(`${url}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode, page.body).toBe(200);
      const rows = page.json<ExpiringDocument[]>();
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(page.headers['x-total-count']).toBe(first ? String(Math.min(whole.length, 200)) : undefined);
      paged.push(...rows.map((row) => row.document.id));
      cursor = page.headers['x-next-cursor'] as string | undefined;
      first = false;
    } while (cursor);
    expect(paged).toEqual(whole);
    for (const forged of [
      ['mañana', 1],
      ['2026-02-30', 1],
    ]) {
      const refused = await get(`${url}&limit=2&cursor=${Buffer.from(JSON.stringify(forged)).toString('base64url')}`);
      expect(refused.statusCode).toBe(400);
    }
    expect((await context.app.inject({ method: 'GET', url: `${url}&limit=2`, headers: teacher.auth })).statusCode).toBe(
      403,
    );
  });

  it('lists for staff the documents expiring within 90 days and those expired, soonest first, by owner kind', async () => {
    const soon = await upload(staff, 'pronto.pdf', day(3));
    const expired = await upload(staff, 'vencido.pdf', day(-2));
    await upload(staff, 'lejano.pdf', day(200));
    const list = await context.app.inject({
      method: 'GET',
      url: '/api/documents/expiring?owner_kind=teacher',
      headers: staff.auth,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json<ExpiringDocument[]>();
    const names = rows.map((row) => row.document.original_name);
    expect(names).toContain('pronto.pdf');
    expect(names).toContain('vencido.pdf');
    expect(names).not.toContain('lejano.pdf');
    expect(names.indexOf('vencido.pdf')).toBeLessThan(names.indexOf('pronto.pdf'));
    expect(rows.find((row) => row.document.id === expired.json().id)).toMatchObject({
      days_left: -2,
      owner_name: expect.any(String),
    });
    expect(rows.find((row) => row.document.id === soon.json().id)?.days_left).toBe(3);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/documents/expiring', headers: teacher.auth })).statusCode,
    ).toBe(403);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/jobs/document-expiry-reminders', headers: teacher.auth }))
        .statusCode,
    ).toBe(403);
    const run = await context.app.inject({
      method: 'POST',
      url: '/api/jobs/document-expiry-reminders',
      headers: staff.auth,
    });
    expect(run.json()).toEqual({ sent: expect.any(Number) });
    expect(
      await context.db.select().from(notifications).where(like(notifications.title, '%pronto.pdf')),
    ).not.toHaveLength(0);
  });
});
