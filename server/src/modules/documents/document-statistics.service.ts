import { eq, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_TAG_CODES, type DocumentOwnerKind, type DocumentTag } from '@contracts/catalogues/documents';
import type { Database, DbOrTx } from '../../db/client';
import {
  documentDownloads,
  documentStatistics,
  documentYearlyStatistics,
  unifiedDocuments,
} from '../../db/schema/index';

export interface CountedDocument {
  documentType: DocumentOwnerKind;
  documentTag: string;
  fileSize: number;
}

type CounterProperty = Exclude<
  keyof typeof documentStatistics.$inferSelect,
  'id' | 'lastUpdated' | 'totalDocuments' | 'totalSizeBytes'
>;

const OWNER_PROPERTY: Record<DocumentOwnerKind, CounterProperty> = {
  teacher: 'teacherDocsCount',
  course: 'courseDocsCount',
  student: 'studentDocsCount',
  generated: 'generatedDocsCount',
};

const TAG_PROPERTY: Record<DocumentTag, CounterProperty> = {
  cv: 'cvCount',
  certificacion: 'certificacionCount',
  thesis: 'thesisCount',
  titulo: 'tituloCount',
  diploma: 'diplomaCount',
  constancia: 'constanciaCount',
  pensum: 'pensumCount',
  material: 'materialCount',
  papeleria: 'papeleriaCount',
  otro: 'otroCount',
};

function tagOf(tag: string): DocumentTag {
  return (DOCUMENT_TAG_CODES as readonly string[]).includes(tag) ? (tag as DocumentTag) : 'otro';
}

/**
 * Adds (sign 1) or removes (sign -1) documents from the running counters, in the caller's transaction,
 * so the statistics never need a COUNT over the documents table.
 */
export async function applyDocumentCounters(db: DbOrTx, documents: CountedDocument[], sign: 1 | -1): Promise<void> {
  if (documents.length === 0) return;
  const deltas = new Map<CounterProperty, number>();
  let bytes = 0;
  for (const document of documents) {
    for (const property of [OWNER_PROPERTY[document.documentType], TAG_PROPERTY[tagOf(document.documentTag)]]) {
      deltas.set(property, (deltas.get(property) ?? 0) + sign);
    }
    bytes += document.fileSize;
  }
  const counters: Partial<Record<CounterProperty, SQL>> = {};
  for (const [property, delta] of deltas) counters[property] = sql`${documentStatistics[property]} + ${delta}`;
  await db
    .update(documentStatistics)
    .set({
      ...counters,
      totalDocuments: sql`${documentStatistics.totalDocuments} + ${sign * documents.length}`,
      totalSizeBytes: sql`${documentStatistics.totalSizeBytes} + ${sign * bytes}`,
      lastUpdated: new Date(),
    })
    .where(sql`${documentStatistics.id} = 1`);
}

/** Counts an upload (or a download) in the current year's row. */
export async function bumpYearlyCounter(db: DbOrTx, kind: 'uploaded' | 'downloaded', now = new Date()): Promise<void> {
  const year = now.getFullYear();
  const column =
    kind === 'uploaded' ? documentYearlyStatistics.uploadedCount : documentYearlyStatistics.downloadedCount;
  await db
    .insert(documentYearlyStatistics)
    .values({ year, uploadedCount: kind === 'uploaded' ? 1 : 0, downloadedCount: kind === 'downloaded' ? 1 : 0 })
    .onConflictDoUpdate({
      target: documentYearlyStatistics.year,
      set: { [kind === 'uploaded' ? 'uploadedCount' : 'downloadedCount']: sql`${column} + 1` },
    });
}

/**
 * Counts one download (decision 020): the document's own count and date at once (its own row: downloads of other
 * documents never wait on it), and one insert-only row for the yearly counter, which `foldDocumentDownloads` folds
 * into the one yearly row, so no download waits on that row.
 */
export async function recordDownload(db: Database, documentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(unifiedDocuments)
      .set({ downloadCount: sql`${unifiedDocuments.downloadCount} + 1`, lastDownloaded: new Date() })
      .where(eq(unifiedDocuments.id, documentId));
    await tx.insert(documentDownloads).values({ documentId });
  });
}

/** The time zone whose calendar years the yearly counters follow: the process's, as bumpYearlyCounter's getFullYear. */
const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The downloads of the calendar year of `now` not yet folded, to add on reading the counters. */
export async function pendingDownloadsOfYear(db: DbOrTx, now = new Date()): Promise<number> {
  const year = now.getFullYear();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentDownloads)
    .where(
      sql`${documentDownloads.downloadedAt} >= ${new Date(year, 0, 1)} and ${documentDownloads.downloadedAt} < ${new Date(year + 1, 0, 1)}`,
    );
  return row?.count ?? 0;
}

/** At most this many downloads are folded by one run (the next run takes the rest). */
const FOLD_BATCH = 50_000;

/**
 * The `fold-document-downloads` job (every minute): in one transaction, deletes the pending download rows and adds
 * them to the yearly counters (each document's own count was kept by `recordDownload`). The rows are taken by one
 * `delete … returning` under `for update skip locked`, so two servers folding at once never fold a row twice (each
 * takes rows the other has not locked; the folds also queue on an advisory lock, so they never deadlock over the
 * same counters). Downloads appended meanwhile wait for the next run. Answers the number of downloads folded.
 */
export async function foldDocumentDownloads(options: { db: Database }): Promise<number> {
  return options.db.transaction(async (tx) => {
    // Folds queue rather than deadlock over the one yearly row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fold-document-downloads'))`);
    const result = await tx.execute<{ year: number; downloads: number }>(sql`
      with folded as (
        delete from ${documentDownloads}
        where ${documentDownloads.id} in (
          select ${documentDownloads.id} from ${documentDownloads} order by ${documentDownloads.id} limit ${FOLD_BATCH} for update skip locked
        )
        returning downloaded_at
      )
      select extract(year from downloaded_at at time zone ${processTimeZone()})::int as year, count(*)::int as downloads
      from folded group by 1 order by 1`);
    let total = 0;
    for (const { year, downloads } of result.rows) {
      await tx
        .insert(documentYearlyStatistics)
        .values({ year, downloadedCount: downloads })
        .onConflictDoUpdate({
          target: documentYearlyStatistics.year,
          set: { downloadedCount: sql`${documentYearlyStatistics.downloadedCount} + ${downloads}` },
        });
      total += downloads;
    }
    return total;
  });
}
