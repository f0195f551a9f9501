import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext } from '../../../test/build-app';
import { notify } from './notification.service';

let context: TestContext;
beforeAll(async () => {
  context = await buildTestApp();
});

describe('notifications', () => {
  it('lists only the caller’s notifications with the unread count, and marks them read', async () => {
    const teacher = await signInAs(context, 'teacher');
    const student = await signInAs(context, 'student');
    await notify({ db: context.db, userId: teacher.id, code: 'badgeAwarded', params: { badge: 'Pionero' } });
    await notify({ db: context.db, userId: teacher.id, code: 'secondFactorRemoved' });
    await notify({ db: context.db, userId: student.id, code: 'welcome' });

    const list = await context.app.inject({ method: 'GET', url: '/api/notifications', headers: teacher.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().unreadCount).toBe(2);
    expect(list.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Verificación en dos pasos quitada',
      'Nuevo badge',
    ]);

    const first = list.json().notifications[0].id as number;
    const foreign = await context.app.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
      headers: student.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOTIFICATION_NOT_FOUND', message: 'Notificación no encontrada' });
    expect(
      (await context.app.inject({ method: 'POST', url: `/api/notifications/${first}/read`, headers: teacher.auth }))
        .statusCode,
    ).toBe(204);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/notifications', headers: teacher.auth })).json()
        .unreadCount,
    ).toBe(1);

    expect(
      (await context.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: teacher.auth }))
        .statusCode,
    ).toBe(204);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/notifications', headers: teacher.auth })).json()
        .unreadCount,
    ).toBe(0);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/notifications', headers: student.auth })).json()
        .unreadCount,
    ).toBe(1);
  });

  it("is stored once, as a code with its parameters, and written in each reader's language when read", async () => {
    const english = await signInAs(context, 'student');
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    await notify({
      db: context.db,
      userId: english.id,
      code: 'documentExpiring',
      params: { name: 'título.pdf', owner: null, daysLeft: 3, date: '2026-11-28' },
      link: '/documents',
    });
    await notify({
      db: context.db,
      userId: english.id,
      code: 'gradeCorrected',
      params: { course: 'Dibujo', grade: '9.5', semester: '2', year: 2026 },
    });
    const rows = await context.db.select().from(notifications).where(eq(notifications.userId, english.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.code === 'documentExpiring')).toMatchObject({
      params: { name: 'título.pdf', owner: null, daysLeft: 3, date: '2026-11-28' },
      // The words as declared, for whatever reads the table itself.
      title: 'Documento por vencer: título.pdf',
    });

    const read = async (headers: Record<string, string>) =>
      (await context.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().notifications as Array<{
        title: string;
        body: string;
      }>;
    // The reader chose English: whatever their browser asks.
    expect(await read({ ...english.auth, 'accept-language': 'es-ES' })).toEqual([
      expect.objectContaining({ title: 'Grade corrected: Dibujo', body: '9.5 — Second semester 2026' }),
      expect.objectContaining({
        title: 'Document expiring: título.pdf',
        body: 'Document — expires in 3 days (11/28/2026).',
      }),
    ]);
    // The same rows, read in Spanish once the person chooses it.
    await context.db.update(users).set({ language: 'es' }).where(eq(users.id, english.id));
    expect(await read(english.auth)).toEqual([
      expect.objectContaining({ title: 'Nota corregida: Dibujo', body: '9.5 — Segundo semestre 2026' }),
      expect.objectContaining({
        title: 'Documento por vencer: título.pdf',
        body: 'Documento — vence en 3 días (28/11/2026).',
      }),
    ]);
    // A person who has not chosen reads them in the school's language, whatever their browser asks.
    await context.db.update(users).set({ language: null }).where(eq(users.id, english.id));
    expect((await read({ ...english.auth, 'accept-language': 'en-US' }))[0]!.title).toBe('Nota corregida: Dibujo');
    expect(await context.db.select().from(notifications).where(eq(notifications.userId, english.id))).toHaveLength(2);
  });

  it('shows a row from before notifications had codes as it was stored', async () => {
    const teacher = await signInAs(context, 'teacher');
    await context.db
      .insert(notifications)
      .values({ userId: teacher.id, title: 'Documento revisado', body: 'Tal cual.', link: null });
    const [shown] = (
      await context.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...teacher.auth, 'accept-language': 'en' },
      })
    ).json().notifications;
    expect(shown).toMatchObject({ title: 'Documento revisado', body: 'Tal cual.' });
  });

  it('answers 401 without a session', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
