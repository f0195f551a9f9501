import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client';
import { activityEntries, portfolioWorks, publicPages, teachers } from '../../server/src/db/schema/index';
import { freeSlug, slugOf } from '../../server/src/modules/public-pages/slug';

/*
 * The demo teachers' public pages (issue 47): a third of them (every third teacher by id) published, approved by
 * staff, with their photo, bio and areas, their first works shown to the school (up to 4) and their entries visible
 * to the school (up to 5), social links and badges on every other one; one more waiting for approval and one taken
 * down with a reason, so staff's list and the teacher's screen have something to show. Run after the portfolios and
 * the records it names.
 */
export async function seedPublicPages(tx: Tx, staffUserId: number): Promise<{ published: number }> {
  const rows = await tx
    .select({ id: teachers.id, fullName: teachers.fullName })
    .from(teachers)
    .orderBy(asc(teachers.id));
  const ids = rows.map((row) => row.id);
  const works = await tx
    .select({ id: portfolioWorks.id, teacherId: portfolioWorks.teacherId })
    .from(portfolioWorks)
    .where(
      and(
        inArray(portfolioWorks.teacherId, ids),
        eq(portfolioWorks.visibility, 'public'),
        isNull(portfolioWorks.hiddenAt),
      ),
    )
    .orderBy(asc(portfolioWorks.teacherId), asc(portfolioWorks.position));
  const entries = await tx
    .select({ id: activityEntries.id, teacherId: activityEntries.teacherId })
    .from(activityEntries)
    .where(and(inArray(activityEntries.teacherId, ids), eq(activityEntries.visibility, 'school')))
    .orderBy(asc(activityEntries.teacherId), asc(activityEntries.startDate));
  const taken = new Set<string>();
  const now = new Date();
  const day = 24 * 60 * 60 * 1000;
  let published = 0;
  for (const [index, teacher] of rows.entries()) {
    const slug = freeSlug(slugOf(teacher.fullName), taken);
    taken.add(slug);
    const state =
      index % 3 === 0 ? 'published' : index === 1 ? 'pending' : index === 4 ? 'taken_down' : ('draft' as const);
    const enabled = state !== 'draft';
    if (state === 'published') published += 1;
    await tx.insert(publicPages).values({
      teacherId: teacher.id,
      slug,
      enabled,
      showPhoto: true,
      showBio: true,
      showAreas: true,
      showSocial: index % 2 === 0,
      showBadges: index % 2 === 0,
      workIds: works
        .filter((work) => work.teacherId === teacher.id)
        .slice(0, 4)
        .map((work) => work.id),
      entryIds: entries
        .filter((entry) => entry.teacherId === teacher.id)
        .slice(0, 5)
        .map((entry) => entry.id),
      state,
      submittedAt: enabled ? new Date(now.getTime() - 10 * day) : null,
      publishedAt: state === 'published' || state === 'taken_down' ? new Date(now.getTime() - 9 * day) : null,
      approvedBy: state === 'published' || state === 'taken_down' ? staffUserId : null,
      ...(state === 'taken_down'
        ? {
            takenDownReason: 'La biografía menciona un estudio con el que ya no trabaja: actualízala y pide de nuevo.',
            takenDownBy: staffUserId,
            takenDownAt: new Date(now.getTime() - 2 * day),
          }
        : {}),
    });
  }
  return { published };
}
