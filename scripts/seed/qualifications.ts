import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEGREE_TITLES_HIGHEST_FIRST } from '../../contracts/faculty-reports';
import type { DbOrTx } from '../../server/src/db/client';
import { activityEntries, courseQualifications, courses, teachers } from '../../server/src/db/schema/index';

/**
 * The demo school's qualifications table (issue 45, decision 043): of the courses the rule flags (their teacher's
 * areas do not include every area of the course), the first is justified by staff as professional experience, resting
 * on the teacher's record entries where the record has some (seeded before this step), and the others stay flagged;
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
  // Keep one flag at least: the experience is stated only when two or more courses are flagged.
  const justified = flagged.length >= 2 ? flagged[0] : undefined;
  if (justified) {
    const entries = await db
      .select({ id: activityEntries.id })
      .from(activityEntries)
      .where(inArray(activityEntries.teacherId, [justified.teacherId]))
      .orderBy(asc(activityEntries.startDate))
      .limit(3);
    await db.insert(courseQualifications).values({
      courseId: justified.courseId,
      teacherId: justified.teacherId,
      basis: 'experience',
      justification:
        'Más de diez años de práctica profesional en el área del curso: créditos en producciones publicadas, selecciones en festivales y encargos para estudios de la región.',
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
    experience: justified ? 1 : 0,
    flagged: flagged.length - (justified ? 1 : 0),
  };
}
