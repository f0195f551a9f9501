import { eq } from 'drizzle-orm';
import type { ActivityEntry, ActivityEntryInput } from '@contracts/activity-record';
import type { PublicPage, PublicPageSettingsInput } from '@contracts/public-pages';
import { grades, teachers } from '../../db/schema/index';
import { signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { multipart, sampleFiles } from '../../../test/multipart';
import { studentIdOf, teacherIdOf } from '../../../test/profile-ids';
import { callerOf } from '../../../test/signed-in-app';
import { addWorkAs } from '../portfolio/portfolio-test-helpers';

/*
 * A school with public pages in every state, for the public site's tests and the privacy walk: one published
 * teacher with every part shown (and, beside what they show, every kind of private thing the walk looks for), one
 * waiting for approval, one never asked (off), one taken down. Every private value is distinctive, so the walk's
 * scan of the public HTML finds it if it leaks.
 */

export interface FixtureTeacher {
  user: TestUser;
  teacherId: number;
  slug: string;
  photoDocumentId: number | null;
  workIds: number[];
}

export interface PublicFixture {
  staff: TestUser;
  published: FixtureTeacher & {
    featuredWorkId: number;
    staffWorkId: number;
    hiddenWorkId: number;
    schoolEntryId: number;
    staffEntryId: number;
  };
  pending: FixtureTeacher;
  off: FixtureTeacher;
  takenDown: FixtureTeacher;
  /** Texts of the school that must never appear on a public page. */
  privateTexts: string[];
}

const entry = (overrides: Partial<ActivityEntryInput>): ActivityEntryInput => ({
  kind: 'award',
  title: 'Premio',
  start_date: '2024-03-01',
  end_date: null,
  description: null,
  organization: 'Festival Ícaro',
  links: [],
  visibility: 'school',
  ...overrides,
});

export async function uploadTeacherPhoto(context: TestContext, user: TestUser, teacherId: number): Promise<number> {
  const body = multipart({}, [{ filename: 'yo.png', content: sampleFiles.png(3000) }]);
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/photos/teacher/${teacherId}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  if (response.statusCode !== 200) throw new Error(`photo: ${response.statusCode} ${response.body}`);
  return response.json<{ document: { id: number } }>().document.id;
}

async function uploadDocument(context: TestContext, user: TestUser, teacherId: number, filename: string) {
  const body = multipart({ document_type: 'teacher', document_tag: 'otro', entity_id: String(teacherId) }, [
    { filename, content: sampleFiles.pdf(), contentType: 'application/pdf' },
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  if (response.statusCode !== 201) throw new Error(`document: ${response.statusCode} ${response.body}`);
}

export const pageSettings = (overrides: Partial<PublicPageSettingsInput> = {}): PublicPageSettingsInput => ({
  enabled: true,
  parts: { photo: true, bio: true, areas: true, social: true, badges: true },
  work_ids: [],
  entry_ids: [],
  ...overrides,
});

/** Every private column of a teacher filled with a distinctive value; answers those values. */
async function fillPrivateFields(context: TestContext, teacherId: number, tag: string): Promise<string[]> {
  const values = {
    phone: `+502 5555-${tag}`,
    birthdate: `1979-0${(Number(tag) % 9) + 1}-1${Number(tag) % 10}`,
    bankAccount: `GT82TRAJ0102000000${tag}29690`,
    accountName: `Cuenta privada ${tag}`,
    teacherCode: `COD-PRIV-${tag}`,
  };
  await context.db.update(teachers).set(values).where(eq(teachers.id, teacherId));
  const [row] = await context.db.select({ email: teachers.email }).from(teachers).where(eq(teachers.id, teacherId));
  return [row!.email, ...Object.values(values)];
}

let fixtures = 0;

export async function buildPublicFixture(context: TestContext): Promise<PublicFixture> {
  const call = callerOf(context);
  fixtures += 1;
  const round = fixtures;
  const [staff, publishedUser, pendingUser, offUser, takenDownUser, student] = await Promise.all([
    signInAs(context, 'staff'),
    signInAs(context, 'teacher'),
    signInAs(context, 'teacher'),
    signInAs(context, 'teacher'),
    signInAs(context, 'teacher'),
    signInAs(context, 'student'),
  ]);
  const ids = await Promise.all(
    [publishedUser, pendingUser, offUser, takenDownUser].map((user) => teacherIdOf(context, user)),
  );
  const names = ['José Núñez Ávila', 'Paula Pendiente Ruiz', 'Óscar Oculto Mena', 'Teresa Retirada Gil'];
  const privateTexts: string[] = [];
  for (const [index, teacherId] of ids.entries()) {
    await context.db
      .update(teachers)
      .set({
        fullName: names[index]!,
        bio: index === 0 ? null : `Biografía privada de ${names[index]} 77${index}`,
        expertiseAreas: ['2d_animation', 'concept_art_visual_storytelling'],
        socialMedia: { linkedin: `https://www.linkedin.com/in/privado-${index}` },
      })
      .where(eq(teachers.id, teacherId));
    privateTexts.push(...(await fillPrivateFields(context, teacherId, `${4100 + round * 10 + index}`)));
    if (index > 0) privateTexts.push(names[index]!, `Biografía privada de ${names[index]} 77${index}`);
  }
  const [publishedId, pendingId, offId, takenDownId] = ids as [number, number, number, number];
  await context.db
    .update(teachers)
    .set({
      bio: 'Ilustradora y animadora.\n\n<script>alert("bio")</script> y </script><b>negrita</b> fin',
      socialMedia: { linkedin: 'https://www.linkedin.com/in/jose-nunez', portfolio: 'javascript:alert(1)' },
    })
    .where(eq(teachers.id, publishedId));

  // One at a time: photo renders take turns (lib/cpu-gate.ts), and the test's uploads are no load to refuse.
  const photos: number[] = [];
  for (const [index, user] of [publishedUser, pendingUser, offUser, takenDownUser].entries())
    photos.push(await uploadTeacherPhoto(context, user, ids[index]!));

  const featured = await addWorkAs(context, publishedUser, publishedId, { title: 'Cartel del festival' });
  const staffWork = await addWorkAs(context, publishedUser, publishedId, {
    title: 'Boceto interno secreto',
    visibility: 'staff',
  });
  const hiddenWork = await addWorkAs(context, publishedUser, publishedId, { title: 'Obra retirada por staff' });
  const hide = await call(staff, 'POST', `/api/portfolio/${hiddenWork.id}/hide`, { reason: 'Derechos dudosos' });
  if (hide.statusCode !== 200) throw new Error(`hide: ${hide.statusCode} ${hide.body}`);
  privateTexts.push('Boceto interno secreto', 'Obra retirada por staff', 'Derechos dudosos');
  const otherWorks = [];
  for (const [index, user] of [pendingUser, offUser, takenDownUser].entries())
    otherWorks.push(await addWorkAs(context, user, ids[index + 1]!, { title: `Obra no publicada ${index}` }));
  privateTexts.push(...otherWorks.map((work) => work.title));

  const addEntry = async (user: TestUser, teacherId: number, input: ActivityEntryInput) => {
    const response = await call(user, 'POST', `/api/teachers/${teacherId}/activity`, input);
    if (response.statusCode !== 201) throw new Error(`entry: ${response.statusCode} ${response.body}`);
    return response.json<ActivityEntry>().id;
  };
  const schoolEntryId = await addEntry(publishedUser, publishedId, entry({ title: 'Premio del festival Ícaro' }));
  const staffEntryId = await addEntry(
    publishedUser,
    publishedId,
    entry({ title: 'Contrato interno confidencial', visibility: 'staff' }),
  );
  privateTexts.push('Contrato interno confidencial');

  // A badge with its credential: shown with its public verify link.
  const badgeForm = multipart(
    { badge_name: `Mentor del año ${round}`, badge_code: `MENTOR-${round}`, badge_type: 'other', year: '2026' },
    [],
  );
  const badge = await context.app.inject({
    method: 'POST',
    url: '/api/badges',
    payload: badgeForm.payload,
    headers: { ...badgeForm.headers, ...staff.auth },
  });
  if (badge.statusCode !== 201) throw new Error(`badge: ${badge.statusCode} ${badge.body}`);
  const award = await call(staff, 'POST', '/api/user-badges/assign', {
    badgeId: badge.json<{ id: number }>().id,
    userType: 'teacher',
    userId: publishedId,
    notes: 'Nota privada del premio 4471',
  });
  if (award.statusCode !== 201) throw new Error(`award: ${award.statusCode} ${award.body}`);
  privateTexts.push('Nota privada del premio 4471');

  await uploadDocument(context, publishedUser, publishedId, 'nomina-privada-4471.pdf');
  privateTexts.push('nomina-privada-4471');
  const studentId = await studentIdOf(context, student);
  await context.db.insert(grades).values({
    studentId,
    courseTitle: 'Taller de notas privadas 4471',
    teacherId: publishedId,
    grade: 'Nota-secreta-93',
  });
  privateTexts.push('Taller de notas privadas 4471', 'Nota-secreta-93');

  const slugOf = async (user: TestUser, teacherId: number) =>
    (await call(user, 'GET', `/api/teachers/${teacherId}/public-page`)).json<PublicPage>().slug;
  const put = async (user: TestUser, teacherId: number, settings: PublicPageSettingsInput) => {
    const response = await call(user, 'PUT', `/api/teachers/${teacherId}/public-page`, settings);
    if (response.statusCode !== 200) throw new Error(`settings: ${response.statusCode} ${response.body}`);
  };
  const post = async (user: TestUser, url: string, body?: object) => {
    const response = await call(user, 'POST', url, body);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };

  // Published, every part shown.
  await put(publishedUser, publishedId, pageSettings({ work_ids: [featured.id], entry_ids: [schoolEntryId] }));
  await post(publishedUser, `/api/teachers/${publishedId}/public-page/submit`);
  await post(staff, `/api/teachers/${publishedId}/public-page/approve`);
  // Waiting.
  await put(pendingUser, pendingId, pageSettings({ work_ids: [otherWorks[0]!.id] }));
  await post(pendingUser, `/api/teachers/${pendingId}/public-page/submit`);
  // Never turned on.
  await put(offUser, offId, pageSettings({ enabled: false, work_ids: [otherWorks[1]!.id] }));
  // Published, then taken down.
  await put(takenDownUser, takenDownId, pageSettings({ work_ids: [otherWorks[2]!.id] }));
  await post(takenDownUser, `/api/teachers/${takenDownId}/public-page/submit`);
  await post(staff, `/api/teachers/${takenDownId}/public-page/approve`);
  await post(staff, `/api/teachers/${takenDownId}/public-page/take-down`, { reason: 'Motivo privado de retirada' });
  privateTexts.push('Motivo privado de retirada');

  return {
    staff,
    published: {
      user: publishedUser,
      teacherId: publishedId,
      slug: await slugOf(publishedUser, publishedId),
      photoDocumentId: photos[0]!,
      workIds: [featured.id, staffWork.id, hiddenWork.id],
      featuredWorkId: featured.id,
      staffWorkId: staffWork.id,
      hiddenWorkId: hiddenWork.id,
      schoolEntryId,
      staffEntryId,
    },
    pending: {
      user: pendingUser,
      teacherId: pendingId,
      slug: await slugOf(pendingUser, pendingId),
      photoDocumentId: photos[1]!,
      workIds: [otherWorks[0]!.id],
    },
    off: {
      user: offUser,
      teacherId: offId,
      slug: await slugOf(offUser, offId),
      photoDocumentId: photos[2]!,
      workIds: [otherWorks[1]!.id],
    },
    takenDown: {
      user: takenDownUser,
      teacherId: takenDownId,
      slug: await slugOf(takenDownUser, takenDownId),
      photoDocumentId: photos[3]!,
      workIds: [otherWorks[2]!.id],
    },
    privateTexts,
  };
}
