import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentStatistics } from '@contracts/documents';
import { documentDownloads, documentYearlyStatistics, unifiedDocuments } from '../../db/schema/index';
import { startJobWorkers } from '../../jobs/workers';
import { buildTestApp } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherIdOf } from '../../../test/profile-ids';
import { multipart, sampleFiles } from '../../../test/multipart';
import { foldDocumentDownloads } from './document-statistics.service';

// Decision 020: a download counts on its document's own row at once and appends one row to document_downloads; the
// fold-document-downloads job adds those to the yearly counter and deletes them; the statistics add the rows not yet
// folded, so they are exact at any moment.

const [context, staff, teacher] = await signedInApp('staff', 'teacher');
const teacherId = await teacherIdOf(context, teacher);

async function uploadCvs(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(teacherId) }, [
      { filename: `cv-${index}.pdf`, content: sampleFiles.pdf(500) },
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...teacher.auth },
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json<{ id: number }>().id);
  }
  return ids;
}

const statistics = async () =>
  (await context.app.inject({ method: 'GET', url: '/api/documents/statistics', headers: staff.auth })).json<{
    stats: DocumentStatistics;
  }>().stats;
const rowsOf = (ids: number[]) =>
  context.db.select().from(unifiedDocuments).where(inArray(unifiedDocuments.id, ids)).orderBy(unifiedDocuments.id);
const pendingRows = async () =>
  (await context.db.select({ count: sql<number>`count(*)::int` }).from(documentDownloads))[0]!.count;
const download = (id: number) =>
  context.app.inject({ method: 'GET', url: `/api/document-direct/${id}`, headers: teacher.auth });

describe('download counting', () => {
  it('counts 20 concurrent downloads of different documents once each after folding, the statistics exact throughout', async () => {
    await foldDocumentDownloads({ db: context.db });
    const ids = await uploadCvs(20);
    const before = await statistics();
    const responses = await Promise.all(ids.map(download));
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));

    // Not yet folded: the documents' own counts (what their lists show) and the statistics are already exact.
    expect(await pendingRows()).toBe(20);
    expect((await rowsOf(ids)).map((row) => row.downloadCount)).toEqual(ids.map(() => 1));
    expect(await statistics()).toEqual({ ...before, docsDownloadedThisYear: before.docsDownloadedThisYear + 20 });

    expect(await foldDocumentDownloads({ db: context.db })).toBe(20);
    expect(await pendingRows()).toBe(0);
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.downloadCount)).toEqual(ids.map(() => 1));
    for (const row of rows) expect(row.lastDownloaded).toBeInstanceOf(Date);
    expect(await statistics()).toEqual({ ...before, docsDownloadedThisYear: before.docsDownloadedThisYear + 20 });
    // Folding again changes nothing.
    expect(await foldDocumentDownloads({ db: context.db })).toBe(0);
    expect(await statistics()).toEqual({ ...before, docsDownloadedThisYear: before.docsDownloadedThisYear + 20 });
  });

  it('matches exact counting when folds run while downloads go on, on two servers at once', async () => {
    const second = await buildTestApp({ db: context.db });
    await foldDocumentDownloads({ db: context.db });
    const ids = await uploadCvs(5);
    const before = { stats: await statistics(), rows: await rowsOf(ids) };
    const year = new Date().getFullYear();
    const yearlyBefore =
      (await context.db.select().from(documentYearlyStatistics).where(eq(documentYearlyStatistics.year, year)))[0]
        ?.downloadedCount ?? 0;
    const expected = new Map<number, number>();
    const rounds = [];
    for (let round = 0; round < 4; round++) {
      const batch = ids.flatMap((id, index) => Array.from({ length: index + 1 }, () => id));
      for (const id of batch) expected.set(id, (expected.get(id) ?? 0) + 1);
      rounds.push(
        Promise.all(batch.map(download)),
        foldDocumentDownloads({ db: context.db }),
        foldDocumentDownloads({ db: second.db }),
      );
    }
    await Promise.all(rounds);
    await Promise.all([foldDocumentDownloads({ db: context.db }), foldDocumentDownloads({ db: second.db })]);
    expect(await pendingRows()).toBe(0);
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.downloadCount)).toEqual(ids.map((id) => expected.get(id)));
    const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBe(60);
    const yearlyAfter = (
      await context.db.select().from(documentYearlyStatistics).where(eq(documentYearlyStatistics.year, year))
    )[0]!.downloadedCount;
    expect(yearlyAfter).toBe(yearlyBefore + total);
    expect(await statistics()).toEqual({
      ...before.stats,
      docsDownloadedThisYear: before.stats.docsDownloadedThisYear + total,
    });
  });

  it('keeps a download counted in its year when its document is deleted before the fold', async () => {
    const [id] = await uploadCvs(1);
    const before = await statistics();
    await download(id!);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: staff.auth })).statusCode,
    ).toBe(204);
    await foldDocumentDownloads({ db: context.db });
    const after = await statistics();
    expect(after.docsDownloadedThisYear).toBe(before.docsDownloadedThisYear + 1);
  });

  it('is folded by the scheduled job fold-document-downloads, every minute', async () => {
    const worker = await buildTestApp({ db: context.db });
    await startJobWorkers(worker.app, { pollingIntervalSeconds: 0.5 });
    const schedule = (
      await context.db.execute<{ cron: string }>(
        sql`select cron from pgboss.schedule where name = 'fold-document-downloads'`,
      )
    ).rows;
    expect(schedule).toEqual([{ cron: '* * * * *' }]);
    const [id] = await uploadCvs(1);
    await download(id!);
    await worker.app.jobs.send('fold-document-downloads', {});
    const deadline = Date.now() + 15_000;
    while ((await pendingRows()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pendingRows()).toBe(0);
    expect((await rowsOf([id!]))[0]!.downloadCount).toBe(1);
  });
});
