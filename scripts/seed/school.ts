import { eq, inArray } from 'drizzle-orm';
import { ACADEMIC_TITLES } from '../../contracts/catalogues/academic-titles';
import { ACCOUNT_TYPES } from '../../contracts/catalogues/account-types';
import { COURSE_DURATION_CODES } from '../../contracts/catalogues/course-durations';
import { EXPERTISE_AREAS, type ExpertiseAreaCode } from '../../contracts/catalogues/expertise-areas';
import { asDeclared } from '../../contracts/i18n/texts';
import type { DbOrTx } from '../../server/src/db/client';
import { courses, grades, ideas, students, teachers, users } from '../../server/src/db/schema/index';
import { BIO_OPENINGS, COUNTRY_POOL, FIRST_NAMES, LAST_NAMES, PROGRAMS, slug } from './names';
import type { Random } from './random';

const COURSE_NAMES = [
  'Fundamentos de Animación 2D',
  'Modelado 3D de Personajes',
  'Diseño de Niveles',
  'Programación de Gameplay',
  'Iluminación y Render',
  'Arte Conceptual',
  'Texturizado PBR',
  'Diseño Sonoro para Juegos',
  'Efectos Visuales',
  'Narrativa Visual',
  'Rigging de Personajes',
  'Branding y Diseño Gráfico',
  'Desarrollo de Pipelines',
  'Emprendimiento Creativo',
  'Inteligencia Artificial en el Arte',
] as const;

export interface SeedAccounts {
  staffUserId: number;
  teacherUserId: number;
  studentUserId: number;
}

function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** 30+ teachers over every expertise area and many countries, the first one belonging to the demo teacher account. */
export async function seedTeachers(
  db: DbOrTx,
  random: Random,
  passwordHash: string,
  demoTeacherUserId: number,
): Promise<number[]> {
  const ids: number[] = [];
  const year = new Date().getFullYear();
  for (let index = 0; index < 32; index++) {
    const fullName = index === 0 ? 'Marta Cifuentes Aguilar' : personName(random);
    const email = index === 0 ? 'teacher@demo.school' : `${slug(fullName)}.${index}@demo.school`;
    const userId =
      index === 0
        ? demoTeacherUserId
        : (
            await db
              .insert(users)
              .values({ email, username: `${slug(fullName)}.${index}`, passwordHash, role: 'teacher' })
              .returning({ id: users.id })
          )[0]!.id;
    const areaCount = random.int(2, 12);
    // Rotate the first area so every area has teachers.
    const areas = [
      EXPERTISE_AREAS[index % EXPERTISE_AREAS.length]!.code,
      ...random.sample(EXPERTISE_AREAS, areaCount).map((area) => area.code),
    ];
    const titles = random.sample(ACADEMIC_TITLES.slice(1), random.int(1, 3)).map((title) => title.code);
    const startYear = random.int(2008, year);
    const [row] = await db
      .insert(teachers)
      .values({
        userId,
        fullName,
        email,
        teacherCode: `T${String(index + 1).padStart(4, '0')}`,
        phone: `+502 ${random.int(2000, 5999)}-${random.int(1000, 9999)}`,
        startYear,
        experienceYears: year - startYear + random.int(1, 8),
        birthdate: `${random.int(1965, 1998)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        academicTitles: titles,
        academicTitleDescriptions: titles.map(
          (title) =>
            `${title === 'licenciado' ? 'Licenciatura' : 'Posgrado'} en ${asDeclared(random.pick(EXPERTISE_AREAS).label)}`,
        ),
        expertiseAreas: [...new Set(areas)],
        esarteAlumni: random.next() < 0.3,
        isActive: random.next() < 0.9,
        countries: random.sample(COUNTRY_POOL, random.int(1, 5)),
        bankAccount: String(random.int(100000000, 999999999)),
        accountType: [random.pick(ACCOUNT_TYPES).code],
        accountName: fullName,
        bio: `${random.pick(BIO_OPENINGS)} Especialista en ${asDeclared(random.pick(EXPERTISE_AREAS).label)}.`,
        socialMedia: {
          linkedin: `https://www.linkedin.com/in/${slug(fullName)}`,
          portfolio: `https://${slug(fullName)}.art`,
        },
      })
      .returning({ id: teachers.id });
    ids.push(row!.id);
  }
  return ids;
}

export async function seedStudents(
  db: DbOrTx,
  random: Random,
  passwordHash: string,
  demoStudentUserId: number,
): Promise<number[]> {
  const ids: number[] = [];
  const year = new Date().getFullYear();
  for (let index = 0; index < 100; index++) {
    const fullName = index === 0 ? 'Diego Herrera Castillo' : personName(random);
    const userId =
      index === 0
        ? demoStudentUserId
        : (
            await db
              .insert(users)
              .values({
                email: `${slug(fullName)}.s${index}@demo.school`,
                username: `${slug(fullName)}.s${index}`,
                passwordHash,
                role: 'student',
              })
              .returning({ id: users.id })
          )[0]!.id;
    const enrollmentYear = random.int(year - 5, year);
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const [row] = await db
      .insert(students)
      .values({
        userId,
        email: account!.email,
        fullName,
        studentId: `${enrollmentYear}${String(index + 1).padStart(4, '0')}`,
        enrollmentYear,
        program: random.pick(PROGRAMS),
        canUploadDocuments: index === 0 || random.next() < 0.2,
      })
      .returning({ id: students.id });
    ids.push(row!.id);
  }
  return ids;
}

/** What each demo course asks of its teacher (expertise areas) and the course badges it awards. */
const COURSE_PROFILES: Record<(typeof COURSE_NAMES)[number], { areas: ExpertiseAreaCode[]; badges: string[] }> = {
  'Fundamentos de Animación 2D': { areas: ['2d_animation', 'concept_art_visual_storytelling'], badges: [] },
  'Modelado 3D de Personajes': { areas: ['3d_modeling_sculpting', 'texturing_shading'], badges: [] },
  'Diseño de Niveles': { areas: ['game_design', 'hci_in_games'], badges: [] },
  'Programación de Gameplay': { areas: ['game_programming', 'scripting_coding'], badges: [] },
  'Iluminación y Render': { areas: ['lighting_rendering', 'texturing_shading'], badges: ['B0005'] },
  'Arte Conceptual': { areas: ['concept_art_visual_storytelling', 'matte_painting'], badges: [] },
  'Texturizado PBR': { areas: ['texturing_shading', 'lighting_rendering'], badges: ['B0005'] },
  'Diseño Sonoro para Juegos': { areas: ['sound_design', 'music_composition'], badges: [] },
  'Efectos Visuales': { areas: ['vfx_simulations', 'lighting_rendering'], badges: ['B0005'] },
  'Narrativa Visual': { areas: ['concept_art_visual_storytelling', '2d_animation'], badges: [] },
  'Rigging de Personajes': { areas: ['character_technical', '3d_animation'], badges: ['B0006'] },
  'Branding y Diseño Gráfico': { areas: ['graphic_design_branding'], badges: [] },
  'Desarrollo de Pipelines': {
    areas: ['pipeline_development', 'project_pipeline_management', 'scripting_coding'],
    badges: ['B0006'],
  },
  'Emprendimiento Creativo': { areas: ['freelancing_entrepreneurship'], badges: [] },
  'Inteligencia Artificial en el Arte': { areas: ['ai_in_art', 'emerging_technologies'], badges: [] },
};

/**
 * The demo courses: expertise areas, course badges where they fit, two bibliography links, one or two durations,
 * and a teacher who shares an area with the course where one exists (as the staffing picker would suggest).
 */
export async function seedCourses(
  db: DbOrTx,
  random: Random,
  teacherIds: number[],
  badgeCodes: string[],
): Promise<void> {
  const staff = await db
    .select({ id: teachers.id, areas: teachers.expertiseAreas })
    .from(teachers)
    .where(inArray(teachers.id, teacherIds));
  for (const [index, name] of COURSE_NAMES.entries()) {
    const profile = COURSE_PROFILES[name];
    const courseBadges = profile.badges.filter((code) => badgeCodes.includes(code));
    const fitting = staff.filter((teacher) => teacher.areas.some((area) => (profile.areas as string[]).includes(area)));
    const durations = index % 3 === 0 ? ['semestral', 'free'] : [random.pick(COURSE_DURATION_CODES)];
    await db.insert(courses).values({
      name,
      courseCode: `C${String(index + 101)}`,
      durationType: durations,
      // The demo teacher account teaches the first course, so its dashboard has one; the last course has no teacher yet.
      teacherId:
        index === 0
          ? teacherIds[0]!
          : index === COURSE_NAMES.length - 1
            ? null
            : ((fitting.length > 0 ? random.pick(fitting) : random.pick(staff))?.id ?? null),
      description: `Curso de ${name.toLowerCase()} con proyectos prácticos y revisión de portafolio.`,
      isSpecial: index % 5 === 0,
      hasBadge: courseBadges.length > 0,
      badgeCode: courseBadges.length > 0 ? courseBadges.join(',') : null,
      bibliography: [
        `https://example.org/bibliografia/${slug(name)}`,
        `https://archive.org/search?query=${encodeURIComponent(name)}`,
      ],
      expertiseAreas: profile.areas,
    });
  }
}

export async function seedIdeas(db: DbOrTx, authorIds: number[]): Promise<void> {
  const contents = [
    'Abrir el laboratorio de captura de movimiento los sábados.',
    'Un banco de recursos 3D compartido entre cursos.',
    'Charlas mensuales con estudios de la región.',
    'Renderfarm en la nube para proyectos de tesis.',
  ];
  for (const [index, content] of contents.entries()) {
    await db.insert(ideas).values({ userId: authorIds[index % authorIds.length]!, content });
  }
}

/**
 * Grades for the demo students in the courses that have a teacher: the last two academic years' terms, numbers
 * mostly and a few letters, recorded in each course (its id) as its teacher. The demo student has a full record.
 */
export async function seedGrades(db: DbOrTx, random: Random, studentIds: number[]): Promise<number> {
  const taught = (
    await db.select({ id: courses.id, name: courses.name, teacherId: courses.teacherId }).from(courses)
  ).filter((course) => course.teacherId !== null);
  const year = new Date().getFullYear();
  const terms = [
    { semester: '1', academicYear: year - 1 },
    { semester: '2', academicYear: year - 1 },
    { semester: '1', academicYear: year },
  ];
  const letters = ['A', 'A-', 'B+', 'B', 'C+'];
  const rows = studentIds.flatMap((studentId, index) => {
    const picked = index === 0 ? taught.slice(0, 6) : taught.filter(() => random.next() < 0.25);
    return picked.map((course, position) => {
      const term = terms[position % terms.length]!;
      const grade = random.next() < 0.15 ? random.pick(letters) : String(random.int(62, 100));
      return {
        studentId,
        courseId: course.id,
        courseTitle: course.name,
        teacherId: course.teacherId,
        grade,
        semester: term.semester,
        academicYear: term.academicYear,
      };
    });
  });
  if (rows.length > 0) await db.insert(grades).values(rows);
  return rows.length;
}
