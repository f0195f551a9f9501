import { ACADEMIC_TITLES } from '../../contracts/catalogues/academic-titles';
import { ACCOUNT_TYPES } from '../../contracts/catalogues/account-types';
import { COURSE_DURATION_CODES } from '../../contracts/catalogues/course-durations';
import { EXPERTISE_AREAS } from '../../contracts/catalogues/expertise-areas';
import type { DbOrTx } from '../../server/src/db/client';
import { courses, ideas, students, teachers, users } from '../../server/src/db/schema/index';
import { BIO_OPENINGS, COUNTRY_POOL, FIRST_NAMES, LAST_NAMES, PROGRAMS, slug } from './names';
import type { Random } from './random';

const COURSE_NAMES = [
  'Fundamentos de Animación 2D', 'Modelado 3D de Personajes', 'Diseño de Niveles', 'Programación de Gameplay',
  'Iluminación y Render', 'Arte Conceptual', 'Texturizado PBR', 'Diseño Sonoro para Juegos', 'Efectos Visuales',
  'Narrativa Visual', 'Rigging de Personajes', 'Branding y Diseño Gráfico', 'Desarrollo de Pipelines',
  'Emprendimiento Creativo', 'Inteligencia Artificial en el Arte',
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
export async function seedTeachers(db: DbOrTx, random: Random, passwordHash: string, demoTeacherUserId: number): Promise<number[]> {
  const ids: number[] = [];
  const year = new Date().getFullYear();
  for (let index = 0; index < 32; index++) {
    const fullName = index === 0 ? 'Marta Cifuentes Aguilar' : personName(random);
    const email = index === 0 ? 'teacher@demo.school' : `${slug(fullName)}.${index}@demo.school`;
    const userId =
      index === 0
        ? demoTeacherUserId
        : (await db.insert(users).values({ email, username: `${slug(fullName)}.${index}`, passwordHash, role: 'teacher' }).returning({ id: users.id }))[0]!.id;
    const areaCount = random.int(2, 12);
    // Rotate the first area so every area has teachers.
    const areas = [EXPERTISE_AREAS[index % EXPERTISE_AREAS.length]!.code, ...random.sample(EXPERTISE_AREAS, areaCount).map((area) => area.code)];
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
        academicTitleDescriptions: titles.map((title) => `${title === 'licenciado' ? 'Licenciatura' : 'Posgrado'} en ${random.pick(EXPERTISE_AREAS).label}`),
        expertiseAreas: [...new Set(areas)],
        esarteAlumni: random.next() < 0.3,
        isActive: random.next() < 0.9,
        countries: random.sample(COUNTRY_POOL, random.int(1, 5)),
        bankAccount: String(random.int(100000000, 999999999)),
        accountType: [random.pick(ACCOUNT_TYPES).code],
        accountName: fullName,
        bio: `${random.pick(BIO_OPENINGS)} Especialista en ${random.pick(EXPERTISE_AREAS).label}.`,
        socialMedia: { linkedin: `https://www.linkedin.com/in/${slug(fullName)}`, portfolio: `https://${slug(fullName)}.art` },
      })
      .returning({ id: teachers.id });
    ids.push(row!.id);
  }
  return ids;
}

export async function seedStudents(db: DbOrTx, random: Random, passwordHash: string, demoStudentUserId: number): Promise<number[]> {
  const ids: number[] = [];
  const year = new Date().getFullYear();
  for (let index = 0; index < 100; index++) {
    const fullName = index === 0 ? 'Diego Herrera Castillo' : personName(random);
    const userId =
      index === 0
        ? demoStudentUserId
        : (await db
            .insert(users)
            .values({ email: `${slug(fullName)}.s${index}@demo.school`, username: `${slug(fullName)}.s${index}`, passwordHash, role: 'student' })
            .returning({ id: users.id }))[0]!.id;
    const enrollmentYear = random.int(year - 5, year);
    const [row] = await db
      .insert(students)
      .values({
        userId,
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

export async function seedCourses(db: DbOrTx, random: Random, teacherIds: number[], badgeCodes: string[]): Promise<void> {
  const courseBadges = badgeCodes.slice(4, 6);
  for (const [index, name] of COURSE_NAMES.entries()) {
    const hasBadge = index % 4 === 0;
    await db.insert(courses).values({
      name,
      courseCode: `C${String(index + 101)}`,
      durationType: [random.pick(COURSE_DURATION_CODES)],
      teacherId: random.next() < 0.85 ? random.pick(teacherIds) : null,
      description: `Curso de ${name.toLowerCase()} con proyectos prácticos y revisión de portafolio.`,
      isSpecial: index % 5 === 0,
      hasBadge,
      badgeCode: hasBadge ? courseBadges.join(',') : null,
      bibliography: [`https://example.org/bibliografia/${slug(name)}`],
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
