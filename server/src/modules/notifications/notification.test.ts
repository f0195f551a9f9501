import { beforeAll, describe, expect, it } from 'vitest';
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
    await notify({ db: context.db, userId: teacher.id, title: 'Nuevo badge', body: 'Has recibido un badge.' });
    await notify({ db: context.db, userId: teacher.id, title: 'Documento revisado' });
    await notify({ db: context.db, userId: student.id, title: 'Para el estudiante' });

    const list = await context.app.inject({ method: 'GET', url: '/api/notifications', headers: teacher.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().unreadCount).toBe(2);
    expect(list.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Documento revisado',
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

  it('answers 401 without a session', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
