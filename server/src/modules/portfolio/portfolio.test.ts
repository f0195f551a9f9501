import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@contracts/error-codes';
import {
  PORTFOLIO_MESSAGES,
  type PortfolioList,
  type PortfolioTechnique,
  type PortfolioWork,
} from '@contracts/portfolio';
import type { DirectoryTeacher } from '@contracts/teachers';
import { asDeclared } from '@contracts/i18n/texts';
import { NOTIFICATION_KINDS } from '../notifications/notification-texts';
import { activities, notifications, portfolioTechniques, portfolioWorks, users } from '../../db/schema/index';
import type { TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import { multipart } from '../../../test/multipart';
import { addWorkAs, generatedImage, imagePart, postWork } from './portfolio-test-helpers';

const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
/** The audit log as staff who chose English read it (the language its entries are declared in); then no choice again. */
async function readLogInEnglish(url: string) {
  await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
  const answer = await context.app.inject({ method: 'GET', url, headers: staff.auth });
  await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
  return answer;
}
let teacherId: number;
let otherTeacherId: number;
/** The teacher's works: public, staff-only, public but hidden by staff. */
let publicWork: PortfolioWork;
let staffWork: PortfolioWork;
let hiddenWork: PortfolioWork;

beforeAll(async () => {
  [teacherId, otherTeacherId] = await Promise.all([teacherIdOf(context, teacher), teacherIdOf(context, otherTeacher)]);
  publicWork = await addWorkAs(context, teacher, teacherId, { title: 'Pública', year: '2021' });
  staffWork = await addWorkAs(context, teacher, teacherId, { title: 'Solo administración', visibility: 'staff' });
  hiddenWork = await addWorkAs(context, teacher, teacherId, { title: 'Ocultada' });
  const hide = await call(staff, 'POST', `/api/portfolio/${hiddenWork.id}/hide`, { reason: 'Derechos de imagen' });
  expect(hide.statusCode).toBe(200);
});

const codeOf = (response: { json: () => unknown }) => (response.json() as { code: ErrorCode }).code;

function putImage(user: TestUser | null, workId: number, content: Buffer, filename = 'nueva.png') {
  const body = multipart({}, [{ field: 'image', filename, content }]);
  return context.app.inject({
    method: 'PUT',
    url: `/api/portfolio/${workId}/image`,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}

const listAs = async (user: TestUser, id = teacherId) => {
  const response = await call(user, 'GET', `/api/teachers/${id}/portfolio`);
  expect(response.statusCode).toBe(200);
  return response.json<PortfolioList>();
};

describe('GET /api/teachers/{id}/portfolio', () => {
  it('shows staff and the teacher every work, others the public works nobody hid; 401 signed out', async () => {
    const titles = async (user: TestUser) => (await listAs(user)).items.map((work) => work.title);
    expect(await titles(staff)).toEqual(['Pública', 'Solo administración', 'Ocultada']);
    expect(await titles(teacher)).toEqual(['Pública', 'Solo administración', 'Ocultada']);
    expect(await titles(otherTeacher)).toEqual(['Pública']);
    expect(await titles(student)).toEqual(['Pública']);
    expect((await call(null, 'GET', `/api/teachers/${teacherId}/portfolio`)).statusCode).toBe(401);
    expect((await call(student, 'GET', `/api/teachers/99999999/portfolio`)).statusCode).toBe(404);
  });

  it('lets the teacher alone add and reorder; says what each may do with each work', async () => {
    const own = await listAs(teacher);
    expect([own.can_add, own.can_reorder]).toEqual([true, true]);
    expect(own.items[0]!.can).toEqual({ edit: true, delete: true, hide: false });
    const asStaff = await listAs(staff);
    expect([asStaff.can_add, asStaff.can_reorder]).toEqual([false, false]);
    expect(asStaff.items[0]!.can).toEqual({ edit: false, delete: true, hide: true });
    const asStudent = await listAs(student);
    expect([asStudent.can_add, asStudent.can_reorder]).toEqual([false, false]);
    expect(asStudent.items[0]!.can).toEqual({ edit: false, delete: false, hide: false });
    const asOther = await listAs(otherTeacher);
    expect([asOther.can_add, asOther.can_reorder]).toEqual([false, false]);
  });

  it('shows the teacher why staff hid a work', async () => {
    const hidden = (await listAs(teacher)).items.find((work) => work.id === hiddenWork.id)!;
    expect(hidden.hidden?.reason).toBe('Derechos de imagen');
  });
});

describe('POST /api/teachers/{id}/portfolio', () => {
  it('adds to the own portfolio only: 401 signed out, 403 a student, staff or another teacher', async () => {
    const post = async (user: TestUser | null, id: number) => {
      const body = multipart({ title: 'Intento' }, [await imagePart()]);
      return context.app.inject({
        method: 'POST',
        url: `/api/teachers/${id}/portfolio`,
        payload: body.payload,
        headers: { ...body.headers, ...(user?.auth ?? {}) },
      });
    };
    expect((await post(null, teacherId)).statusCode).toBe(401);
    expect((await post(student, teacherId)).statusCode).toBe(403);
    expect((await post(staff, teacherId)).statusCode).toBe(403);
    expect((await post(otherTeacher, teacherId)).statusCode).toBe(403);
    const titles = (await listAs(teacher)).items.map((work) => work.title);
    expect(titles).not.toContain('Intento');
  });

  it('answers the work with its fields, the technique label and versioned image URLs; it goes last', async () => {
    const work = await addWorkAs(context, teacher, teacherId, {
      title: '  Nave en la niebla ',
      year: '2019',
      technique_code: 'matte_painting',
      technique_note: 'óleo digital',
      description: 'Encargo editorial',
      link_url: 'https://www.artstation.com/obra',
    });
    expect(work).toMatchObject({
      teacher_id: teacherId,
      title: 'Nave en la niebla',
      year: 2019,
      technique_code: 'matte_painting',
      // The area's label in the reader's language (Spanish: nobody chose another).
      technique_label: 'Matte painting',
      technique_note: 'óleo digital',
      link_url: 'https://www.artstation.com/obra',
      visibility: 'public',
      hidden: null,
    });
    expect(work.image.small_url).toMatch(new RegExp(`^/api/portfolio/${work.id}/image/small\\?v=\\d+$`));
    expect([work.image.width, work.image.height]).toEqual([90, 60]);
    const items = (await listAs(teacher)).items;
    expect(items.at(-1)!.id).toBe(work.id);
    expect(items.at(-1)!.position).toBeGreaterThan(items.at(-2)!.position);
    await call(teacher, 'DELETE', `/api/portfolio/${work.id}`);
  });

  it('refuses a link that is not http(s), an unknown technique and a missing title', async () => {
    const refused = async (fields: Record<string, string>) => {
      const body = multipart(fields, [await imagePart()]);
      return context.app.inject({
        method: 'POST',
        url: `/api/teachers/${teacherId}/portfolio`,
        payload: body.payload,
        headers: { ...body.headers, ...teacher.auth },
      });
    };
    const link = await refused({ title: 'X', link_url: 'javascript:alert(1)' });
    expect([link.statusCode, link.json().message]).toEqual([400, PORTFOLIO_MESSAGES.linkInvalid.message]);
    const technique = await refused({ title: 'X', technique_code: 'no-such-technique' });
    expect([technique.statusCode, codeOf(technique)]).toEqual([400, 'PORTFOLIO_TECHNIQUE_INVALID']);
    const title = await refused({ title: '   ' });
    expect([title.statusCode, codeOf(title)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('PATCH /api/portfolio/{workId}', () => {
  it('lets the teacher edit their work; a student, staff, another teacher get 403; an unseen work 404', async () => {
    const url = `/api/portfolio/${publicWork.id}`;
    expect((await call(null, 'PATCH', url, { title: 'Nuevo' })).statusCode).toBe(401);
    expect((await call(student, 'PATCH', url, { title: 'Nuevo' })).statusCode).toBe(403);
    expect((await call(staff, 'PATCH', url, { title: 'Nuevo' })).statusCode).toBe(403);
    expect((await call(otherTeacher, 'PATCH', url, { title: 'Nuevo' })).statusCode).toBe(403);
    // Another teacher is not told a staff-only or hidden work exists.
    const unseen = await call(otherTeacher, 'PATCH', `/api/portfolio/${staffWork.id}`, { title: 'Nuevo' });
    expect([unseen.statusCode, codeOf(unseen)]).toEqual([404, 'PORTFOLIO_WORK_NOT_FOUND']);
    expect((await call(otherTeacher, 'PATCH', `/api/portfolio/${hiddenWork.id}`, { title: 'X' })).statusCode).toBe(404);
    const edited = await call(teacher, 'PATCH', url, { title: 'Pública', description: 'Ahora con texto' });
    expect(edited.statusCode).toBe(200);
    // Only the fields sent change.
    expect(edited.json<PortfolioWork>()).toMatchObject({
      description: 'Ahora con texto',
      year: 2021,
      visibility: 'public',
    });
    const bad = await call(teacher, 'PATCH', url, { link_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/portfolio/{workId}/image', () => {
  it('replaces the image for its teacher only, with a new version in its URLs', async () => {
    const content = await generatedImage(40, 80, 'jpeg');
    expect((await putImage(null, publicWork.id, content, 'a.jpg')).statusCode).toBe(401);
    expect((await putImage(student, publicWork.id, content, 'a.jpg')).statusCode).toBe(403);
    expect((await putImage(staff, publicWork.id, content, 'a.jpg')).statusCode).toBe(403);
    expect((await putImage(otherTeacher, publicWork.id, content, 'a.jpg')).statusCode).toBe(403);
    expect((await putImage(otherTeacher, staffWork.id, content, 'a.jpg')).statusCode).toBe(404);
    const before = (await listAs(teacher)).items.find((work) => work.id === publicWork.id)!;
    const replaced = await putImage(teacher, publicWork.id, content, 'a.jpg');
    expect(replaced.statusCode).toBe(200);
    const work = replaced.json<PortfolioWork>();
    expect([work.image.width, work.image.height]).toEqual([40, 80]);
    expect(work.image.large_url).not.toBe(before.image.large_url);
    publicWork = work;
  });
});

describe('PUT /api/teachers/{id}/portfolio/order', () => {
  it('takes exactly the portfolio ids, from its teacher only', async () => {
    const url = `/api/teachers/${teacherId}/portfolio/order`;
    const ids = (await listAs(teacher)).items.map((work) => work.id);
    const reversed = [...ids].reverse();
    expect((await call(null, 'PUT', url, { ids: reversed })).statusCode).toBe(401);
    expect((await call(student, 'PUT', url, { ids: reversed })).statusCode).toBe(403);
    expect((await call(staff, 'PUT', url, { ids: reversed })).statusCode).toBe(403);
    expect((await call(otherTeacher, 'PUT', url, { ids: reversed })).statusCode).toBe(403);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 99999999], []]) {
      const refused = await call(teacher, 'PUT', url, { ids: wrong });
      expect([refused.statusCode, codeOf(refused), refused.json().message]).toEqual([
        400,
        'PORTFOLIO_ORDER_INVALID',
        PORTFOLIO_MESSAGES.orderInvalid.message,
      ]);
    }
    const reordered = await call(teacher, 'PUT', url, { ids: reversed });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<PortfolioList>().items.map((work) => work.id)).toEqual(reversed);
    expect((await listAs(staff)).items.map((work) => work.id)).toEqual(reversed);
    // Back as it was, for the other tests.
    expect((await call(teacher, 'PUT', url, { ids })).statusCode).toBe(200);
  });
});

describe('hide and unhide', () => {
  it('are staff only; a reason is required; the teacher is notified with it', async () => {
    const hideUrl = `/api/portfolio/${publicWork.id}/hide`;
    expect((await call(null, 'POST', hideUrl, { reason: 'x' })).statusCode).toBe(401);
    expect((await call(student, 'POST', hideUrl, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(teacher, 'POST', hideUrl, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(otherTeacher, 'POST', hideUrl, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await call(staff, 'POST', hideUrl, { reason: '  ' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([
      400,
      PORTFOLIO_MESSAGES.hideReasonRequired.message,
    ]);

    const hidden = await call(staff, 'POST', hideUrl, { reason: 'Contiene datos personales' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<PortfolioWork>().hidden?.reason).toBe('Contiene datos personales');
    const notes = await context.db.select().from(notifications).where(eq(notifications.userId, teacher.id));
    expect(notes.map((note) => [note.title, note.body])).toContainEqual([
      asDeclared(NOTIFICATION_KINDS.portfolioWorkHidden.title),
      asDeclared(NOTIFICATION_KINDS.portfolioWorkHidden.body, {
        title: 'Pública',
        reason: 'Contiene datos personales',
      }),
    ]);
    const response = await call(teacher, 'GET', '/api/notifications');
    expect(response.body).toContain('Contiene datos personales');
    expect((await listAs(student)).items.map((work) => work.id)).not.toContain(publicWork.id);

    const unhideUrl = `/api/portfolio/${publicWork.id}/unhide`;
    expect((await call(teacher, 'POST', unhideUrl)).statusCode).toBe(403);
    expect((await call(student, 'POST', unhideUrl)).statusCode).toBe(403);
    expect((await call(null, 'POST', unhideUrl)).statusCode).toBe(401);
    const shown = await call(staff, 'POST', unhideUrl);
    expect([shown.statusCode, shown.json<PortfolioWork>().hidden]).toEqual([200, null]);
    expect((await listAs(student)).items.map((work) => work.id)).toContain(publicWork.id);
  });
});

describe('GET /api/portfolio/{workId}/image/{size}', () => {
  it('serves each size as WebP to whoever may see the work, cached with its version, 304 on its ETag', async () => {
    const url = publicWork.image.small_url;
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    const response = await call(student, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    const again = await context.app.inject({
      method: 'GET',
      url,
      headers: { ...student.auth, 'if-none-match': etag },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const unversioned = await call(student, 'GET', url.replace(/\?v=.*/, ''));
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    expect((await call(student, 'GET', `/api/portfolio/${publicWork.id}/image/huge`)).statusCode).toBe(400);
  });

  it('answers 404 (never 403) to those who may not see the work', async () => {
    for (const work of [staffWork, hiddenWork]) {
      for (const user of [student, otherTeacher]) {
        const response = await call(user, 'GET', work.image.medium_url);
        expect([response.statusCode, codeOf(response)]).toEqual([404, 'PORTFOLIO_WORK_NOT_FOUND']);
      }
      expect((await call(staff, 'GET', work.image.medium_url)).statusCode).toBe(200);
      expect((await call(teacher, 'GET', work.image.medium_url)).statusCode).toBe(200);
    }
  });
});

describe('DELETE /api/portfolio/{workId}', () => {
  it('lets the teacher and staff delete; a student and another teacher cannot', async () => {
    const mine = await addWorkAs(context, teacher, teacherId, { title: 'Para borrar' });
    const url = `/api/portfolio/${mine.id}`;
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(student, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(otherTeacher, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(otherTeacher, 'DELETE', `/api/portfolio/${staffWork.id}`)).statusCode).toBe(404);
    expect((await call(teacher, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(teacher, 'DELETE', url)).statusCode).toBe(404);
    const other = await addWorkAs(context, teacher, teacherId, { title: 'Borrada por la administración' });
    expect((await call(staff, 'DELETE', `/api/portfolio/${other.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', other.image.small_url)).statusCode).toBe(404);
  });
});

describe('the technique catalogue', () => {
  it('lists the expertise areas and the added techniques to everyone signed in; staff alone add', async () => {
    expect((await call(null, 'GET', '/api/portfolio/techniques')).statusCode).toBe(401);
    expect((await call(teacher, 'POST', '/api/portfolio/techniques', { label: 'Grabado' })).statusCode).toBe(403);
    expect((await call(student, 'POST', '/api/portfolio/techniques', { label: 'Grabado' })).statusCode).toBe(403);
    const added = await call(staff, 'POST', '/api/portfolio/techniques', { label: 'Grabado' });
    expect(added.statusCode).toBe(201);
    const technique = added.json<PortfolioTechnique>();
    expect(technique).toMatchObject({ label: 'Grabado', added: true });
    expect(technique.code).toMatch(/^tecnica-\d+$/);
    for (const label of ['grabado', 'matte painting']) {
      const taken = await call(staff, 'POST', '/api/portfolio/techniques', { label });
      expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'PORTFOLIO_TECHNIQUE_TAKEN']);
    }
    const list = await call(student, 'GET', '/api/portfolio/techniques');
    const codes = list.json<PortfolioTechnique[]>().map((entry) => entry.code);
    expect(codes).toContain('matte_painting');
    expect(codes).toContain(technique.code);
    // A work may name it now.
    const work = await addWorkAs(context, teacher, teacherId, { title: 'Grabado', technique_code: technique.code });
    expect(work.technique_label).toBe('Grabado');
    await call(teacher, 'DELETE', `/api/portfolio/${work.id}`);
  });

  it('lets staff alone rename and remove a technique they added, never an expertise area, and not while works name it', async () => {
    const added = (
      await call(staff, 'POST', '/api/portfolio/techniques', { label: 'Serigrafia' })
    ).json<PortfolioTechnique>();
    const url = `/api/portfolio/techniques/${added.code}`;
    for (const user of [teacher, student]) {
      expect((await call(user, 'PATCH', url, { label: 'Serigrafía' })).statusCode).toBe(403);
      expect((await call(user, 'DELETE', url)).statusCode).toBe(403);
    }
    expect((await call(null, 'PATCH', url, { label: 'Serigrafía' })).statusCode).toBe(401);
    // The expertise areas are fixed; an unknown code is not found.
    for (const code of ['matte_painting', 'tecnica-999999']) {
      const renamed = await call(staff, 'PATCH', `/api/portfolio/techniques/${code}`, { label: 'Otra' });
      expect([renamed.statusCode, codeOf(renamed)]).toEqual([404, 'PORTFOLIO_TECHNIQUE_NOT_FOUND']);
      expect((await call(staff, 'DELETE', `/api/portfolio/techniques/${code}`)).statusCode).toBe(404);
    }
    // A name taken by an area or another added technique is refused; the label stays as it was.
    await call(staff, 'POST', '/api/portfolio/techniques', { label: 'Litografía' });
    for (const label of ['Matte Painting', 'litografía']) {
      const taken = await call(staff, 'PATCH', url, { label });
      expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'PORTFOLIO_TECHNIQUE_TAKEN']);
    }
    const renamed = await call(staff, 'PATCH', url, { label: 'Serigrafía' });
    expect(renamed.json<PortfolioTechnique>()).toEqual({ code: added.code, label: 'Serigrafía', added: true });
    // A work naming it shows the new name, and keeps it from being removed.
    const work = await addWorkAs(context, teacher, teacherId, { title: 'Cartel', technique_code: added.code });
    expect(work.technique_label).toBe('Serigrafía');
    const refused = await call(staff, 'DELETE', url);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PORTFOLIO_TECHNIQUE_IN_USE']);
    expect(refused.json<{ message: string }>().message).toContain('1 obra usa esta técnica');
    await call(teacher, 'DELETE', `/api/portfolio/${work.id}`);
    expect((await call(staff, 'DELETE', url)).statusCode).toBe(204);
    const codes = (await call(staff, 'GET', '/api/portfolio/techniques'))
      .json<PortfolioTechnique[]>()
      .map((t) => t.code);
    expect(codes).not.toContain(added.code);
    const log = await readLogInEnglish('/api/audit?entity_type=portfolio_technique');
    const activities = log.json<{ activity: string }[]>().map((entry) => entry.activity);
    expect(activities).toEqual(
      expect.arrayContaining([
        'Renamed portfolio technique Serigrafia to Serigrafía',
        'Removed portfolio technique Serigrafía',
      ]),
    );
  });
});

describe('the directory', () => {
  it("answers each teacher's preview: up to three public works nobody hid, in order", async () => {
    const extra = [];
    for (const title of ['Segunda', 'Tercera', 'Cuarta'])
      extra.push(await addWorkAs(context, teacher, teacherId, { title }));
    const response = await call(student, 'GET', '/api/teachers?limit=50');
    expect(response.statusCode).toBe(200);
    const entries = response.json<DirectoryTeacher[]>();
    const mine = entries.find((entry) => entry.id === teacherId)!;
    // Staff-only and hidden works are left out; the fourth public one too.
    expect(mine.portfolio_preview.map((work) => work.title)).toEqual(['Pública', 'Segunda', 'Tercera']);
    const listed = (await listAs(student)).items;
    expect(mine.portfolio_preview.map((work) => work.small_url)).toEqual(
      listed.slice(0, 3).map((work) => work.image.small_url),
    );
    expect(entries.find((entry) => entry.id === otherTeacherId)!.portfolio_preview).toEqual([]);
    // The whole list (unpaged) says the same.
    const whole = await call(student, 'GET', '/api/teachers');
    expect(whole.json<DirectoryTeacher[]>().find((entry) => entry.id === teacherId)!.portfolio_preview).toEqual(
      mine.portfolio_preview,
    );
    for (const work of extra) await call(teacher, 'DELETE', `/api/portfolio/${work.id}`);
  });
});

describe('the audit log', () => {
  it('records every change on the teacher', async () => {
    const rows = await context.db
      .select({ activity: activities.activity })
      .from(activities)
      .where(and(eq(activities.entityType, 'teacher'), eq(activities.entityId, teacherId)));
    const logged = rows.map((row) => row.activity);
    for (const expected of [
      'Added portfolio work Pública',
      'Updated portfolio work Pública',
      'Replaced the image of portfolio work Pública',
      'Reordered portfolio',
      'Hid portfolio work Pública',
      'Showed portfolio work Pública again',
      'Deleted portfolio work Para borrar',
    ])
      expect(logged).toContain(expected);
    const technique = await context.db
      .select()
      .from(activities)
      .where(eq(activities.activity, 'Added portfolio technique Grabado'));
    expect(technique).toHaveLength(1);
  });

  it('reads back through the audit log, every entry in its field → before/after shape', async () => {
    const response = await readLogInEnglish(`/api/audit?entity_type=teacher&limit=200`);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { activity: string; changes: Record<string, unknown> | null }[];
    const reordered = entries.find((entry) => entry.activity === 'Reordered portfolio');
    expect(reordered?.changes?.order).toEqual({ before: expect.any(Array), after: expect.any(Array) });
  });
});

/** Until a statement of this test's database waits on a row lock (at most 5 s), as a request queued behind it does. */
async function someoneWaitsOnALock(): Promise<boolean> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await context.db.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('a technique removed while a work names it', () => {
  it('refuses the work (adding or editing) that waited on the removal; no work keeps the removed code', async () => {
    const target = await addWorkAs(context, teacher, teacherId, { title: 'Grabado' });
    const attempts = {
      edit: (code: string) => call(teacher, 'PATCH', `/api/portfolio/${target.id}`, { technique_code: code }),
      add: async (code: string) =>
        postWork(context, teacher, teacherId, { title: 'Estampa', technique_code: code }, [await imagePart()]),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const technique = (
        await call(staff, 'POST', '/api/portfolio/techniques', { label: `Xilografía ${what}` })
      ).json<PortfolioTechnique>();
      // A removal under way holds the technique's row as removeTechnique does, then deletes it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let heldRow!: () => void;
      const rowHeld = new Promise<void>((resolve) => (heldRow = resolve));
      const removal = context.db.transaction(async (tx) => {
        await tx.select().from(portfolioTechniques).where(eq(portfolioTechniques.code, technique.code)).for('update');
        heldRow();
        await released;
        await tx.delete(portfolioTechniques).where(eq(portfolioTechniques.code, technique.code));
      });
      await rowHeld;
      const answer = attempt(technique.code);
      expect(await someoneWaitsOnALock(), `${what} waits for the removal`).toBe(true);
      release();
      await removal;
      const response = await answer;
      expect([what, response.statusCode, codeOf(response)]).toEqual([what, 400, 'PORTFOLIO_TECHNIQUE_INVALID']);
      const naming = await context.db
        .select({ id: portfolioWorks.id })
        .from(portfolioWorks)
        .where(eq(portfolioWorks.techniqueCode, technique.code));
      expect(naming).toEqual([]);
    }
    expect((await listAs(teacher)).items.map((work) => work.title)).not.toContain('Estampa');
    expect((await call(teacher, 'DELETE', `/api/portfolio/${target.id}`)).statusCode).toBe(204);
  });
});
