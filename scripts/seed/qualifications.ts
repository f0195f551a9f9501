import { asc, eq, isNotNull } from 'drizzle-orm';
import { DEGREE_TITLES_HIGHEST_FIRST } from '../../contracts/faculty-reports';
import type { DbOrTx } from '../../server/src/db/client';
import { activityEntries, courseQualifications, courses, teachers } from '../../server/src/db/schema/index';

/** Staff's words for the experience of the demo's justified teachers. */
const JUSTIFICATIONS = [
  'Más de diez años de práctica profesional en el área del curso: créditos en producciones publicadas, selecciones en festivales y encargos para estudios de la región.',
  'Dirige proyectos para clientes del sector desde hace ocho años; su trabajo reciente fue seleccionado en festivales internacionales.',
  'Trayectoria en estudios de animación y videojuegos con créditos en títulos publicados, y talleres impartidos en congresos del área.',
] as const;

/**
 * The demo school's qualifications table (issue 45, decision 043): of the courses the rule flags (their teacher's
 * areas do not include every area of the course), every other one is justified by staff as professional experience,
 * resting on the teacher's record entries where the record has some (seeded before this step), and the others stay
 * flagged;
 * the first course the rule already judges a degree gets staff's own statement too. So the table shows both bases,
 * by the rule and by staff, and at least one flag. Answers how many courses of each basis the table shows.
 */
export async function seedQualifications(
  db: DbOrTx,
  staffUserId: number,
): Promise<{ degree: number; experience: number; flagged: number }> {
  const taught = await db
    .select({
      courseId: courses.id,
      courseAreas: courses.expertiseAreas,
      teacherId: teachers.id,
      titles: teachers.academicTitles,
      teacherAreas: teachers.expertiseAreas,
    })
    .from(courses)
    .innerJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(isNotNull(courses.teacherId))
    .orderBy(asc(courses.id));
  const degreeByRule = (course: (typeof taught)[number]) =>
    course.titles.some((title) => (DEGREE_TITLES_HIGHEST_FIRST as readonly string[]).includes(title)) &&
    course.courseAreas.length > 0 &&
    course.courseAreas.every((area) => course.teacherAreas.includes(area));
  const byRule = taught.filter(degreeByRule);
  const flagged = taught.filter((course) => !degreeByRule(course));
  // Every other flagged course is justified by experience; the rest stay flagged (one at least).
  const justified = flagged.length >= 2 ? flagged.filter((_, index) => index % 2 === 0) : [];
  for (const [index, course] of justified.entries()) {
    const entries = await db
      .select({ id: activityEntries.id })
      .from(activityEntries)
      .where(eq(activityEntries.teacherId, course.teacherId))
      .orderBy(asc(activityEntries.startDate))
      .limit(3);
    await db.insert(courseQualifications).values({
      courseId: course.courseId,
      teacherId: course.teacherId,
      basis: 'experience',
      justification: JUSTIFICATIONS[index % JUSTIFICATIONS.length]!,
      entryIds: entries.map((entry) => entry.id),
      updatedBy: staffUserId,
    });
  }
  const stated = byRule[0];
  if (stated)
    await db.insert(courseQualifications).values({
      courseId: stated.courseId,
      teacherId: stated.teacherId,
      basis: 'degree',
      justification: null,
      entryIds: [],
      updatedBy: staffUserId,
    });
  return {
    degree: byRule.length,
    experience: justified.length,
    flagged: flagged.length - justified.length,
  };
}
