import fs from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import type { ExpertiseAreaCode } from '@contracts/catalogues/expertise-areas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  badges,
  courses,
  documentStatistics,
  teachers,
  unifiedDocuments,
  userBadges,
} from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { signedInApp, callerOf } from '../../../test/signed-in-app';
import { teacherPayload } from '../../../test/factories';
import { multipart, sampleFiles } from '../../../test/multipart';
import { presentTeacherSuggestion } from './course.presenter';
import { suggestTeachers } from './course-staffing.service';

const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
let teacherId: number;

beforeAll(async () => {
  teacherId = await teacherIdOf(context, teacher);
  await context.db.insert(badges).values([
    { badgeName: 'Render', badgeCode: 'B-REN', badgeType: 'course', year: 2026, badgeColor: '#112233' },
    { badgeName: 'Luz', badgeCode: 'B-LUZ', badgeType: 'course', year: 2026 },
    { badgeName: 'Color', badgeCode: 'B-COL', badgeType: 'course', year: 2026 },
    { badgeName: 'Textura', badgeCode: 'B-TEX', badgeType: 'course', year: 2026 },
    { badgeName: 'Comunidad', badgeCode: 'B-COM', badgeType: 'community', year: 2026 },
  ]);
});

const call = callerOf(context);

const course = (code: string, overrides: object = {}) => ({
  name: `Curso ${code}`,
  course_code: code,
  duration_type: ['semestral'],
  ...overrides,
});
const courseCount = async () => (await context.db.select({ value: count() }).from(courses))[0]!.value;

async function create(code: string, overrides: object = {}): Promise<number> {
  const response = await call(staff, 'POST', '/api/courses', course(code, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('courses, each call for each role', () => {
  it('lets every signed-in role read, only staff write, and nobody anonymous in', async () => {
    const id = await create('ROLE-1');
    for (const user of [staff, teacher, student]) {
      expect((await call(user, 'GET', '/api/courses')).statusCode).toBe(200);
      expect((await call(user, 'GET', `/api/courses/${id}`)).statusCode).toBe(200);
    }
    for (const user of [teacher, student]) {
      expect((await call(user, 'POST', '/api/courses', course('ROLE-2'))).statusCode).toBe(403);
      expect((await call(user, 'PUT', `/api/courses/${id}`, course('ROLE-1', { name: 'Cambiado' }))).statusCode).toBe(
        403,
      );
      expect((await call(user, 'DELETE', `/api/courses/${id}`)).statusCode).toBe(403);
      expect((await call(user, 'GET', `/api/courses/${id}/teacher-suggestions`)).statusCode).toBe(403);
      expect((await call(user, 'GET', '/api/courses/teacher-suggestions')).statusCode).toBe(403);
    }
    const everyCall = [
      ['GET', '/api/courses'],
      ['GET', `/api/courses/${id}`],
      ['GET', '/api/courses/teacher-suggestions'],
      ['GET', `/api/courses/${id}/teacher-suggestions`],
      ['POST', '/api/courses'],
      ['PUT', `/api/courses/${id}`],
      ['DELETE', `/api/courses/${id}`],
    ] as const;
    for (const [method, url] of everyCall) {
      expect(
        (await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : course('ANON')))
          .statusCode,
      ).toBe(401);
    }
    const [row] = await context.db.select().from(courses).where(eq(courses.id, id));
    expect(row!.name).toBe('Curso ROLE-1');
    expect(await context.db.select().from(courses).where(eq(courses.courseCode, 'ROLE-2'))).toHaveLength(0);
    expect((await call(staff, 'GET', `/api/courses/${id}/teacher-suggestions`)).statusCode).toBe(200);
    expect((await call(staff, 'GET', '/api/courses/teacher-suggestions')).statusCode).toBe(200);
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one, never 500', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const bad = await call(staff, method, '/api/courses/abc', method === 'PUT' ? course('X') : undefined);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('ID de curso inválido');
      const unknown = await call(staff, method, '/api/courses/999999', method === 'PUT' ? course('NOPE-1') : undefined);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Curso no encontrado');
    }
    expect((await call(staff, 'GET', '/api/courses/99999999999')).statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/courses/999999/teacher-suggestions')).statusCode).toBe(404);
  });
});

describe('course rules', () => {
  it('stores badges as badge_code, read from a list, a comma text or the older badge_codes, in the badges’ spelling', async () => {
    const fromList = await call(
      staff,
      'POST',
      '/api/courses',
      course('BDG-1', { has_badge: true, badge_code: ['b-ren', 'B-LUZ'] }),
    );
    expect(fromList.json().badge_code).toBe('B-REN,B-LUZ');
    const fromText = await call(
      staff,
      'POST',
      '/api/courses',
      course('BDG-2', { has_badge: true, badge_code: 'B-COL, B-REN' }),
    );
    expect(fromText.json().badge_code).toBe('B-COL,B-REN');
    const legacy = await call(
      staff,
      'POST',
      '/api/courses',
      course('BDG-3', { has_badge: true, badge_codes: ['B-TEX'] }),
    );
    expect(legacy.json().badge_code).toBe('B-TEX');
    const withoutFlag = await call(
      staff,
      'POST',
      '/api/courses',
      course('BDG-4', { has_badge: false, badge_code: ['B-TEX'] }),
    );
    expect(withoutFlag.json().badge_code).toBeNull();
  });

  it('reads a repeated badge code once, whatever its case, before counting the three', async () => {
    const response = await call(
      staff,
      'POST',
      '/api/courses',
      course('BDG-5', { has_badge: true, badge_code: 'B-REN, b-ren,B-LUZ, ,B-COL,b-luz' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().badge_code).toBe('B-REN,B-LUZ,B-COL');
  });

  it('refuses each bad change of a course with its message and leaves the course as it was', async () => {
    const id = await create('PUT-0', {
      has_badge: true,
      badge_code: ['B-REN'],
      teacher_id: teacherId,
      bibliography: ['https://example.org/a'],
    });
    await create('PUT-OTHER');
    const [before] = await context.db.select().from(courses).where(eq(courses.id, id));
    const cases: [object, number, string][] = [
      [course('PUT-0', { name: '  ' }), 400, 'El nombre del curso es obligatorio'],
      [course('PUT-0', { duration_type: [] }), 400, 'Selecciona al menos un tipo de duración'],
      [course('PUT-0', { bibliography: ['javascript:alert(1)'] }), 400, 'Debe ser una URL válida'],
      [course('PUT-0', { has_badge: true, badge_code: 'B-REN,B-LUZ,B-COL,B-TEX' }), 400, 'Máximo 3 badges por curso'],
      [
        course('PUT-0', { has_badge: true, badge_code: ['B-REN', 'B-COM'] }),
        400,
        'Solo se pueden asignar badges de tipo curso que existan: B-COM',
      ],
      [course('PUT-0', { teacher_id: 999999 }), 400, 'El profesor asignado no existe'],
      [course('put-other'), 409, 'Ya existe un curso con el código put-other'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(staff, 'PUT', `/api/courses/${id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const messages = [
        response.json().message,
        ...(response.json().issues ?? []).map((issue: { message: string }) => issue.message),
      ];
      expect(messages, JSON.stringify(payload)).toContain(message);
    }
    const [after] = await context.db.select().from(courses).where(eq(courses.id, id));
    expect(after).toEqual(before);
  });

  it('answers 409 to every request but one when several create the same code at once, in any case', async () => {
    const codes = ['RACE-1', 'race-1', 'Race-1', 'RACE-1', 'rAcE-1'];
    const responses = await Promise.all(codes.map((code) => call(staff, 'POST', '/api/courses', course(code))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json().code).toBe('COURSE_CODE_TAKEN');
    expect(
      await context.db
        .select()
        .from(courses)
        .where(sql`lower(${courses.courseCode}) = 'race-1'`),
    ).toHaveLength(1);
  });

  it('refuses each bad input with its message and changes nothing', async () => {
    const existing = await create('RULE-0', { has_badge: true, badge_code: ['B-REN'] });
    const before = await courseCount();
    const cases: [object, number, string][] = [
      [{ course_code: 'R1', duration_type: ['semestral'] }, 400, 'El nombre del curso es obligatorio'],
      [{ name: 'Sin código', duration_type: ['semestral'] }, 400, 'El código del curso es obligatorio'],
      [course('R2', { duration_type: [] }), 400, 'Selecciona al menos un tipo de duración'],
      [course('R3', { duration_type: ['anual'] }), 400, 'Selecciona al menos un tipo de duración'],
      [course('R4', { bibliography: ['ftp://example.org/x'] }), 400, 'Debe ser una URL válida'],
      [course('R5', { bibliography: ['no es una url'] }), 400, 'Debe ser una URL válida'],
      [
        course('R6', { has_badge: true, badge_code: ['B-REN', 'B-LUZ', 'B-COL', 'B-TEX'] }),
        400,
        'Máximo 3 badges por curso',
      ],
      [
        course('R7', { has_badge: true, badge_code: ['B-COM'] }),
        400,
        'Solo se pueden asignar badges de tipo curso que existan: B-COM',
      ],
      [
        course('R8', { has_badge: true, badge_code: ['B-NADA'] }),
        400,
        'Solo se pueden asignar badges de tipo curso que existan: B-NADA',
      ],
      [course('R9', { teacher_id: 999999 }), 400, 'El profesor asignado no existe'],
      [course('R10', { expertise_areas: ['cocina'] }), 400, 'Área de especialidad inválida'],
      [course('rule-0'), 409, 'Ya existe un curso con el código rule-0'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(staff, 'POST', '/api/courses', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const messages = [
        response.json().message,
        ...(response.json().issues ?? []).map((issue: { message: string }) => issue.message),
      ];
      expect(messages, JSON.stringify(payload)).toContain(message);
    }
    expect(await courseCount()).toBe(before);
    const update = await call(
      staff,
      'PUT',
      `/api/courses/${existing}`,
      course('RULE-0', { teacher_id: 999999, name: 'No' }),
    );
    expect(update.statusCode).toBe(400);
    const [row] = await context.db.select().from(courses).where(eq(courses.id, existing));
    expect(row).toMatchObject({ name: 'Curso RULE-0', badgeCode: 'B-REN', teacherId: null });
  });

  it('defaults the duration to semestral, takes 0 or an empty teacher as none, and lets a course keep its own code', async () => {
    const created = await call(staff, 'POST', '/api/courses', {
      name: 'Por defecto',
      course_code: 'DEF-1',
      teacher_id: 0,
    });
    expect(created.json()).toMatchObject({
      duration_type: ['semestral'],
      teacher_id: null,
      expertise_areas: [],
      bibliography: [],
    });
    const id = created.json().id;
    const updated = await call(staff, 'PUT', `/api/courses/${id}`, {
      name: 'Por defecto',
      course_code: 'def-1',
      teacher_id: '',
      duration_type: ['trimestral', 'free'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      course_code: 'def-1',
      duration_type: ['trimestral', 'free'],
      teacher_id: null,
    });
    expect(Date.parse(updated.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.json().updated_at));
  });

  it('writes an activity row for each create, update and delete', async () => {
    const id = await create('ACT-1');
    await call(staff, 'PUT', `/api/courses/${id}`, course('ACT-1', { name: 'Actividad' }));
    await call(staff, 'DELETE', `/api/courses/${id}`);
    const logged = await context.db.select().from(activities).where(eq(activities.entityId, id));
    expect(logged.filter((row) => row.entityType === 'course').map((row) => row.activity)).toEqual(
      expect.arrayContaining(['Created course Curso ACT-1', 'Updated course Actividad', 'Deleted course Actividad']),
    );
  });
});

describe('the course list', () => {
  it('searches name or code case-insensitively, filters by badge and by teacher, and pages with a cursor', async () => {
    for (let index = 1; index <= 5; index++)
      await create(`LST-${index}`, {
        name: `Zeta Lista ${index}`,
        has_badge: index % 2 === 1,
        badge_code: index % 2 === 1 ? ['B-LUZ'] : [],
        teacher_id: index <= 2 ? teacherId : 0,
      });
    const byName = await call(staff, 'GET', '/api/courses?q=zeta%20LISTA');
    expect(byName.json().map((row: { course_code: string }) => row.course_code)).toEqual([
      'LST-1',
      'LST-2',
      'LST-3',
      'LST-4',
      'LST-5',
    ]);
    expect(byName.headers['x-total-count']).toBe('5');
    const byCode = await call(teacher, 'GET', '/api/courses?q=lst-4');
    expect(byCode.json().map((row: { course_code: string }) => row.course_code)).toEqual(['LST-4']);
    const withBadge = await call(student, 'GET', '/api/courses?q=zeta&has_badge=true');
    expect(withBadge.json().map((row: { course_code: string }) => row.course_code)).toEqual([
      'LST-1',
      'LST-3',
      'LST-5',
    ]);
    const taught = await call(teacher, 'GET', `/api/courses?q=zeta&teacher_id=${teacherId}`);
    expect(taught.json().map((row: { course_code: string }) => row.course_code)).toEqual(['LST-1', 'LST-2']);
    const first = await call(staff, 'GET', '/api/courses?q=zeta&limit=2');
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await call(staff, 'GET', `/api/courses?q=zeta&limit=2&cursor=${cursor}`);
    expect(second.json().map((row: { course_code: string }) => row.course_code)).toEqual(['LST-3', 'LST-4']);
    expect((await call(staff, 'GET', '/api/courses?has_badge=quizá')).statusCode).toBe(400);
    expect((await call(staff, 'GET', '/api/courses?cursor=nope')).statusCode).toBe(400);
  });

  it("names each course's teacher in the list and in the answers to create and update, null without one", async () => {
    const [{ fullName }] = (await context.db
      .select({ fullName: teachers.fullName })
      .from(teachers)
      .where(eq(teachers.id, teacherId))) as [{ fullName: string }];
    await create('NAM-1', { name: 'Nombrado Uno', teacher_id: teacherId });
    await create('NAM-2', { name: 'Nombrado Dos' });
    const listed = await call(student, 'GET', '/api/courses?q=nombrado');
    expect(
      listed
        .json()
        .map((row: { course_code: string; teacher_name: string | null }) => [row.course_code, row.teacher_name]),
    ).toEqual([
      ['NAM-2', null],
      ['NAM-1', fullName],
    ]);
    const created = await call(
      staff,
      'POST',
      '/api/courses',
      course('NAM-3', { name: 'Nombrado Tres', teacher_id: teacherId }),
    );
    expect(created.json().teacher_name).toBe(fullName);
    const updated = await call(
      staff,
      'PUT',
      `/api/courses/${created.json().id}`,
      course('NAM-3', { name: 'Nombrado Tres' }),
    );
    expect(updated.json().teacher_name).toBeNull();
  });
});

describe('course detail and delete', () => {
  function uploadResource(user: TestUser, courseId: number) {
    const body = multipart({ document_type: 'course', document_tag: 'material', entity_id: String(courseId) }, [
      { filename: 'sílabo.pdf', content: sampleFiles.pdf(4096), contentType: 'application/pdf' },
    ]);
    return context.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
  }

  it('answers the teacher’s public view, the badges in order with image and colour, and the resources for staff and the course’s teacher only', async () => {
    const id = await create('DET-1', {
      teacher_id: teacherId,
      has_badge: true,
      badge_code: ['B-LUZ', 'B-REN'],
      description: 'Descripción',
      bibliography: ['https://example.org/a'],
    });
    expect((await uploadResource(staff, id)).statusCode).toBe(201);
    const detail = (await call(staff, 'GET', `/api/courses/${id}`)).json();
    expect(detail.teacher).toMatchObject({ id: teacherId });
    expect(detail.teacher).not.toHaveProperty('bank_account');
    expect(detail.badges.map((badge: { badge_code: string }) => badge.badge_code)).toEqual(['B-LUZ', 'B-REN']);
    expect(detail.badges[1]).toMatchObject({ badge_name: 'Render', badge_color: '#112233', image_url: null });
    expect(detail.resources.map((document: { original_name: string }) => document.original_name)).toEqual([
      'sílabo.pdf',
    ]);
    expect(detail.resources_visible).toBe(true);
    const ownTeacher = (await call(teacher, 'GET', `/api/courses/${id}`)).json();
    expect(ownTeacher.resources).toHaveLength(1);
    for (const user of [otherTeacher, student]) {
      const other = (await call(user, 'GET', `/api/courses/${id}`)).json();
      expect(other.resources).toEqual([]);
      expect(other.resources_visible).toBe(false);
    }
  });

  it('deletes the course with its resources: rows, files on disk and counters', async () => {
    const id = await create('DEL-1');
    const statsBefore = (await context.db.select().from(documentStatistics))[0];
    for (let index = 0; index < 2; index++) expect((await uploadResource(staff, id)).statusCode).toBe(201);
    const stored = await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.entityId, id));
    const files = stored.filter((row) => row.documentType === 'course').map((row) => row.filename);
    expect(files).toHaveLength(2);
    const deleted = await call(staff, 'DELETE', `/api/courses/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await context.db.select().from(courses).where(eq(courses.id, id))).toHaveLength(0);
    expect(
      await context.db
        .select()
        .from(unifiedDocuments)
        .where(sql`${unifiedDocuments.documentType} = 'course' and ${unifiedDocuments.entityId} = ${id}`),
    ).toHaveLength(0);
    const storedFiles = fs.readdirSync(context.filesDir, { recursive: true }).map(String);
    for (const name of files) expect(storedFiles.some((file) => file.endsWith(name))).toBe(false);
    const statsAfter = (await context.db.select().from(documentStatistics))[0];
    expect(statsAfter?.courseDocsCount).toBe(statsBefore?.courseDocsCount ?? 0);
    expect(statsAfter?.totalDocuments).toBe(statsBefore?.totalDocuments ?? 0);
    expect((await call(staff, 'GET', `/api/courses/${id}`)).statusCode).toBe(404);
  });
});

describe('staffing by skill', () => {
  it('ranks active teachers by shared areas, then matching badges, less the courses they teach, and says why', async () => {
    const make = async (name: string, areas: ExpertiseAreaCode[], active = true) => {
      const response = await call(
        staff,
        'POST',
        '/api/staff/teachers',
        teacherPayload({ full_name: name, expertise_areas: areas, is_active: active }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const three = await make('Ana Tres Áreas', ['3d_animation', 'game_design', 'vfx_simulations']);
    const two = await make('Beto Dos Áreas', ['3d_animation', 'vfx_simulations']);
    const inactive = await make('Ciro Inactivo', ['3d_animation', 'game_design', 'vfx_simulations'], false);
    const badge = await make('Dora Badge', []);
    const [ren] = await context.db.select().from(badges).where(eq(badges.badgeCode, 'B-REN'));
    await context.db.insert(userBadges).values({ badgeId: ren!.id, userType: 'teacher', userId: badge });
    await create('STF-BUSY', { teacher_id: two });

    const suggested = await call(
      staff,
      'GET',
      '/api/courses/teacher-suggestions?expertise_areas=3d_animation,game_design,vfx_simulations&badge_code=B-REN',
    );
    expect(suggested.statusCode, suggested.body).toBe(200);
    const ranking = suggested.json() as {
      teacher: { id: number };
      reasons: string[];
      shared_areas: string[];
      course_count: number;
    }[];
    expect(ranking.map((row) => row.teacher.id).slice(0, 3)).toEqual([three, two, badge]);
    expect(ranking.map((row) => row.teacher.id)).not.toContain(inactive);
    expect(ranking[0]!.reasons).toEqual(['3 áreas en común', 'sin cursos asignados']);
    expect(ranking[1]!.reasons).toEqual(['2 áreas en común', '1 curso asignado']);
    expect(ranking[2]!.reasons).toEqual(['tiene el badge B-REN', 'sin cursos asignados']);

    const stored = await create('STF-1', { expertise_areas: ['vfx_simulations'], teacher_id: two });
    const forCourse = (await call(staff, 'GET', `/api/courses/${stored}/teacher-suggestions`)).json() as {
      teacher: { id: number };
      course_count: number;
    }[];
    // The course's own assignment does not count against its teacher.
    expect(forCourse.find((row) => row.teacher.id === two)?.course_count).toBe(1);
    expect(forCourse.slice(0, 2).map((row) => row.teacher.id)).toEqual([three, two]);
  });

  it('offers the active teachers with the fewest courses, by name, when nothing matches and every teacher teaches', async () => {
    const rollback = new Error('rollback');
    const outcome = await context.db
      .transaction(async (tx) => {
        // In the database's own order of names.
        const byName = await tx
          .select({ id: teachers.id })
          .from(teachers)
          .where(eq(teachers.isActive, true))
          .orderBy(teachers.fullName, teachers.id);
        // Everyone teaches one course, the first teacher by name three, the second two.
        const load = new Map(byName.map((teacher, index) => [teacher.id, index === 0 ? 3 : index === 1 ? 2 : 1]));
        let serial = 0;
        for (const [id, taught] of load) {
          for (let index = 0; index < taught; index++) {
            serial += 1;
            await tx.insert(courses).values({ name: `Carga ${serial}`, courseCode: `LOAD-${serial}`, teacherId: id });
          }
        }
        // With the courses the tests before gave them.
        const taught = await tx
          .select({ id: courses.teacherId, value: count() })
          .from(courses)
          .groupBy(courses.teacherId);
        for (const row of taught) if (row.id !== null && load.has(row.id)) load.set(row.id, row.value);
        const ranking = (await suggestTeachers({ db: tx, query: { expertise_areas: [], badge_code: [] } })).map(
          presentTeacherSuggestion,
        );
        throw Object.assign(rollback, { ranking, byName, load });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return error as typeof rollback & {
          ranking: ReturnType<typeof presentTeacherSuggestion>[];
          byName: { id: number }[];
          load: Map<number, number>;
        };
      });
    const { ranking, byName, load } = outcome;
    expect(ranking.length).toBe(Math.min(20, byName.length));
    // Array.prototype.sort is stable: by load, then in the order of names.
    const expected = [...byName].sort((a, b) => load.get(a.id)! - load.get(b.id)!).slice(0, 20);
    expect(ranking.map((row) => row.teacher.id)).toEqual(expected.map((teacher) => teacher.id));
    expect(ranking.map((row) => row.course_count)).toEqual(expected.map((teacher) => load.get(teacher.id)));
    expect(ranking.every((row) => row.course_count > 0)).toBe(true);
    expect(ranking.map((row) => row.reasons)).toEqual(
      expected.map((teacher) => [
        load.get(teacher.id) === 1 ? '1 curso asignado' : `${load.get(teacher.id)} cursos asignados`,
      ]),
    );
    // Nothing of it stayed.
    expect(
      await context.db
        .select()
        .from(courses)
        .where(sql`${courses.courseCode} like 'LOAD-%'`),
    ).toHaveLength(0);
  });

  it('offers the teachers without courses when nothing matches, and refuses unknown areas', async () => {
    const none = await call(staff, 'GET', '/api/courses/teacher-suggestions');
    expect(none.statusCode).toBe(200);
    // Those who teach nothing first, then the fewest courses.
    const counts = none.json().map((row: { course_count: number }) => row.course_count) as number[];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBe(0);
    const bad = await call(staff, 'GET', '/api/courses/teacher-suggestions?expertise_areas=cocina');
    expect(bad.statusCode).toBe(400);
  });
});
