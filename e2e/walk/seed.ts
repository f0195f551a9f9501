import type { APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from '../../playwright.config';
import { pdfBuffer, pngBuffer } from '../files';
import { createTeacher, expect, whenFree, type Account } from '../fixtures';
import { jsonFile, signElsewhereCredential, tampered } from '../signed-credential';
import { REVIEW_TYPED, seedWalkReviews, type WalkReviews } from './seed-reviews';

/** The small school the walk looks at, made through the real API. */
export interface WalkSchool {
  tokens: { staff: string; teacher: string; student: string };
  teacher: Account & { id: number; fullName: string };
  teacherDocument: string;
  student: Account & { id: number; fullName: string };
  studentDocument: string;
  course: { id: number; name: string };
  gradeCourse: string;
  badge: { id: number; name: string };
  credentialId: string;
  /** A credential from elsewhere kept on the teacher's record (its title), and a file of another one to check. */
  externalCredential: string;
  externalCredentialFile: { verified: ReturnType<typeof jsonFile>; tampered: ReturnType<typeof jsonFile> };
  idea: string;
  /**
   * The teacher's portfolio (issue 26), in order: a public work with every field, a public one, one only staff see
   * and a public one staff hid (its reason). The card shows the first two. `technique`: one staff added to the catalogue.
   */
  portfolio: { full: string; plain: string; staffOnly: string; hidden: string; technique: string };
  /**
   * The teacher's activity record (issue 45): a production credit seen by the school, with evidence and a link,
   * verified by staff; an exhibition seen by staff only, returned with a reason.
   */
  activity: { verified: string; returned: string };
  /** A staff account with no profile: the one user management may delete. */
  spareUser: string;
  /** The yearly review (issue 46): the cycles and reviews the walk opens. */
  reviews: WalkReviews;
  /** What the seed typed without a unique suffix (the other names carry one): the school's texts, not the product's. */
  typed: string[];
}

/**
 * The texts the seed types that carry no unique suffix (descriptions, notes): the school's words, in Spanish as the
 * demo school writes, which the walk in English does not take for the product's (walk/language.ts).
 */
const TYPED = {
  courseDescription: 'Modelado, rigging y animación de personajes para producciones de cine y videojuegos.',
  badgeDescription: 'Por acompañar a los profesores que llegan',
  awardNotes: 'Guía de los nuevos profesores',
  issuerName: 'Instituto Centroamericano de Artes Digitales y Animación',
  techniqueNote: 'Pintura digital en Krita con texturas escaneadas',
  workDescription:
    'Serie de ambientes para un bosque bioluminiscente: estudio de color, siluetas y tres variaciones de luz.',
  hiddenReason: 'La imagen usa una marca registrada sin permiso del festival.',
  activityDescription: 'Dirección de arte de un juego de exploración narrativa para consola y PC.',
  verifyNote: 'Comprobado con el certificado y los créditos publicados del juego.',
  returnReason: 'Falta el catálogo de la exposición: súbelo como documento y enlázalo.',
  activityRole: 'Directora de arte',
  activityPlatform: 'PC y consolas',
  activityVenue: 'Centro Cultural de España en Guatemala',
  activityCity: 'Ciudad de Guatemala',
  tamperedName: 'Otra Persona',
};

/** Turns the authenticator app on for the token's account, so its settings offer the password prompts. */
async function turnOnTotp(request: APIRequestContext, bearer: string): Promise<void> {
  const headers = { authorization: `Bearer ${bearer}` };
  const begun = await request.post('/api/me/two-factor/totp', { headers });
  expect(begun.ok(), `totp: ${await begun.text()}`).toBe(true);
  const { secret } = (await begun.json()) as { secret: string };
  const confirmed = await request.post('/api/me/two-factor/totp/confirm', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(confirmed.ok(), `totp confirm: ${await confirmed.text()}`).toBe(true);
}

async function token(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok(), `sign-in of ${account.email}`).toBe(true);
  return (await login.json()).token as string;
}

/**
 * A teacher with a photo and a document, a course taught by that teacher (with a resource), a student with a grade
 * and a document, a badge awarded to the teacher, a credential from elsewhere kept on the teacher's record, an
 * idea by the teacher and four works in the teacher's portfolio. Long-ish names on purpose: a phone
 * screen has to show real names, not 'A'.
 */
export async function seedWalkSchool(request: APIRequestContext): Promise<WalkSchool> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const staff = await token(request, E2E_ADMIN);
  const headers = { authorization: `Bearer ${staff}` };

  const teacher = await createTeacher(request, `María Fernanda Castillo Recinos ${suffix}`);
  const photo = await whenFree(() =>
    request.put(`/api/photos/teacher/${teacher.id}`, {
      headers,
      multipart: { file: { name: 'retrato.png', mimeType: 'image/png', buffer: pngBuffer(96, [180, 110, 60]) } },
    }),
  );
  expect(photo.ok(), 'teacher photo').toBe(true);
  const teacherDocument = `Certificado de animación avanzada ${suffix}.pdf`;
  const upload = async (kind: string, entity: number, tag: string, name: string) => {
    const answer = await whenFree(() =>
      request.post('/api/documents', {
        headers,
        multipart: {
          document_type: kind,
          document_tag: tag,
          entity_id: String(entity),
          file: { name, mimeType: 'application/pdf', buffer: pdfBuffer() },
        },
      }),
    );
    expect(answer.status(), `upload ${name}: ${await answer.text()}`).toBe(201);
    return (await answer.json()).id as number;
  };
  const teacherDocumentId = await upload('teacher', teacher.id, 'certificacion', teacherDocument);

  const courseName = `Animación 3D para cine y videojuegos ${suffix}`;
  const course = await request.post('/api/courses', {
    headers,
    data: {
      name: courseName,
      course_code: `WALK-${suffix}`.toUpperCase(),
      duration_type: ['semestral'],
      teacher_id: teacher.id,
      description: TYPED.courseDescription,
      bibliography: ['https://docs.blender.org/manual/es/latest/animation/index.html'],
    },
  });
  expect(course.status(), `course: ${await course.text()}`).toBe(201);
  const courseId = (await course.json()).id as number;
  await upload('course', courseId, 'material', `Programa del curso ${suffix}.pdf`);

  const studentAccount = { email: `walk-student-${suffix}@school.test`, password: `pw-${suffix}-secret` };
  const studentName = `José Antonio Hernández Velásquez ${suffix}`;
  const student = await request.post('/api/staff/students', {
    headers,
    data: { full_name: studentName, student_id: `W-${suffix}`, ...studentAccount },
  });
  expect(student.status(), `student: ${await student.text()}`).toBe(201);
  const studentId = (await student.json()).id as number;
  const gradeCourse = `Dibujo de figura humana ${suffix}`;
  const grade = await request.post('/api/grades', {
    headers,
    data: {
      student_id: studentId,
      course_title: gradeCourse,
      grade: '92',
      semester: '1',
      academic_year: new Date().getFullYear(),
    },
  });
  expect(grade.status(), `grade: ${await grade.text()}`).toBe(200);
  const studentDocument = `Constancia de inscripción ${suffix}.pdf`;
  await upload('student', studentId, 'constancia', studentDocument);

  const badgeName = `Mentora de nuevos docentes ${suffix}`;
  const badge = await request.post('/api/badges', {
    headers,
    multipart: {
      badge_name: badgeName,
      badge_code: `W${suffix}`.toUpperCase().slice(0, 12),
      badge_type: 'community',
      year: String(new Date().getFullYear()),
      description: TYPED.badgeDescription,
      badge_color: '#2563eb',
    },
  });
  expect(badge.status(), `badge: ${await badge.text()}`).toBe(201);
  const badgeId = (await badge.json()).id as number;
  const award = await request.post('/api/user-badges/assign', {
    headers,
    data: { badgeId, userType: 'teacher', userId: teacher.id, notes: TYPED.awardNotes },
  });
  expect(award.status(), `award: ${await award.text()}`).toBe(201);
  const credentialId = (await award.json()).credential_id as string;

  const externalCredential = `Certificación profesional en animación de personajes 3D para cine ${suffix}`;
  const elsewhere = (title: string) =>
    signElsewhereCredential({
      title,
      issuerName: TYPED.issuerName,
      recipientName: teacher.fullName,
    });
  const keptFile = jsonFile('certificacion-animacion.json', await elsewhere(externalCredential));
  const kept = await whenFree(() =>
    request.post(`/api/teachers/${teacher.id}/external-credentials`, { headers, multipart: { file: keptFile } }),
  );
  expect(kept.status(), `external credential: ${await kept.text()}`).toBe(201);
  const toCheck = await elsewhere(`Diplomado en dirección de arte para videojuegos ${suffix}`);
  const externalCredentialFile = {
    verified: jsonFile('diplomado-direccion-de-arte.json', toCheck),
    tampered: jsonFile('diplomado-alterado.json', tampered(toCheck, TYPED.tamperedName)),
  };

  const teacherToken = await token(request, teacher);
  const idea = `Un taller abierto de stop motion los viernes ${suffix}`;
  const posted = await request.post('/api/ideas', {
    headers: { authorization: `Bearer ${teacherToken}` },
    data: { content: idea },
  });
  expect(posted.status(), `idea: ${await posted.text()}`).toBe(201);

  const portfolio = {
    full: `Bosque de neón: concept art para un videojuego de exploración ${suffix}`,
    plain: `Retrato de personaje en acuarela digital ${suffix}`,
    staffOnly: `Boceto de escenario sin terminar ${suffix}`,
    hidden: `Cartel del festival de animación ${suffix}`,
    technique: `Grabado calcográfico ${suffix}`,
  };
  const technique = await request.post('/api/portfolio/techniques', { headers, data: { label: portfolio.technique } });
  expect(technique.status(), `technique: ${await technique.text()}`).toBe(201);
  const addWork = async (title: string, fields: Record<string, string>, rgb: [number, number, number]) => {
    const added = await whenFree(() =>
      request.post(`/api/teachers/${teacher.id}/portfolio`, {
        headers: { authorization: `Bearer ${teacherToken}` },
        multipart: {
          title,
          ...fields,
          image: { name: 'obra.png', mimeType: 'image/png', buffer: pngBuffer(160, rgb) },
        },
      }),
    );
    expect(added.status(), `portfolio work: ${await added.text()}`).toBe(201);
    return (await added.json()).id as number;
  };
  const fullWork = await addWork(
    portfolio.full,
    {
      year: String(new Date().getFullYear() - 1),
      technique_code: 'concept_art_visual_storytelling',
      technique_note: TYPED.techniqueNote,
      description: TYPED.workDescription,
      link_url: 'https://www.artstation.com/artwork/bosque-de-neon',
    },
    [40, 120, 90],
  );
  await addWork(portfolio.plain, { year: '2019' }, [200, 90, 120]);
  await addWork(portfolio.staffOnly, { visibility: 'staff' }, [90, 90, 200]);
  const hiddenWork = await addWork(portfolio.hidden, {}, [220, 180, 40]);
  const hidden = await request.post(`/api/portfolio/${hiddenWork}/hide`, {
    headers,
    data: { reason: TYPED.hiddenReason },
  });
  expect(hidden.ok(), `hide work: ${await hidden.text()}`).toBe(true);

  const activity = {
    verified: `Directora de arte en «Bosque de neón» ${suffix}`,
    returned: `Exposición colectiva «Luz de invierno» ${suffix}`,
  };
  const addEntry = async (entry: Record<string, unknown>) => {
    const added = await request.post(`/api/teachers/${teacher.id}/activity`, {
      headers: { authorization: `Bearer ${teacherToken}` },
      data: entry,
    });
    expect(added.status(), `activity entry: ${await added.text()}`).toBe(201);
    return (await added.json()).id as number;
  };
  const verifiedEntry = await addEntry({
    kind: 'production_credit',
    title: activity.verified,
    start_date: '2024-06-01',
    end_date: '2025-02-14',
    production_type: 'game',
    role: TYPED.activityRole,
    organization: 'Estudio Quetzal Interactive',
    platform_or_medium: TYPED.activityPlatform,
    description: TYPED.activityDescription,
    links: ['https://store.example.org/bosque-de-neon'],
    document_ids: [teacherDocumentId],
    work_ids: [fullWork],
    visibility: 'school',
  });
  const returnedEntry = await addEntry({
    kind: 'exhibition',
    title: activity.returned,
    start_date: '2025-03-12',
    end_date: '2025-04-20',
    organization: TYPED.activityVenue,
    format: 'group',
    selection: 'curated',
    scope: 'international',
    city: TYPED.activityCity,
    country: 'GT',
    visibility: 'staff',
  });
  const verified = await request.post(`/api/activity/${verifiedEntry}/verify`, {
    headers,
    data: { note: TYPED.verifyNote },
  });
  expect(verified.ok(), `verify entry: ${await verified.text()}`).toBe(true);
  const returned = await request.post(`/api/activity/${returnedEntry}/return`, {
    headers,
    data: { reason: TYPED.returnReason },
  });
  expect(returned.ok(), `return entry: ${await returned.text()}`).toBe(true);

  // Staff accounts with no profile: the walker (not the seeded admin, whom a parallel walk signs in with) and one
  // that user management may delete.
  const staffAccount = async (username: string) => {
    const account = { email: `${username}@school.test`, password: `pw-${suffix}-secret` };
    const created = await request.post('/api/auth/register', {
      headers,
      data: { username, ...account, role: 'staff' },
    });
    expect(created.status(), `${username}: ${await created.text()}`).toBe(201);
    return account;
  };
  const walkerAccount = await staffAccount(`walk-staff-${suffix}`);
  const walkerToken = await token(request, walkerAccount);
  const spareUser = `walk-spare-staff-${suffix}`;
  await staffAccount(spareUser);

  const userId = async (account: { email: string; password: string }) => {
    const login = await request.post('/api/auth/login', { data: account });
    expect(login.ok(), `sign-in of ${account.email}`).toBe(true);
    return ((await login.json()) as { user: { id: number } }).user.id;
  };
  const reviews = await seedWalkReviews(request, {
    suffix,
    staff: { id: await userId(E2E_ADMIN), headers },
    walker: { id: await userId(walkerAccount) },
    teacher: { id: teacher.id, headers: { authorization: `Bearer ${teacherToken}` } },
  });

  // Staff and the teacher walk their settings with the authenticator app on (its password prompts), the student
  // with it off (the enrolment). After the sign-ins, which then take no second step.
  await turnOnTotp(request, walkerToken);
  await turnOnTotp(request, teacherToken);

  return {
    tokens: { staff: walkerToken, teacher: teacherToken, student: await token(request, studentAccount) },
    teacher,
    teacherDocument,
    student: { ...studentAccount, role: 'student', id: studentId, fullName: studentName },
    studentDocument,
    course: { id: courseId, name: courseName },
    gradeCourse,
    badge: { id: badgeId, name: badgeName },
    credentialId,
    externalCredential,
    externalCredentialFile,
    idea,
    portfolio,
    activity,
    spareUser,
    reviews,
    typed: [...Object.values(TYPED), ...REVIEW_TYPED],
  };
}
