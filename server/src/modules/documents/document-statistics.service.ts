import { sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_TAG_CODES, type DocumentOwnerKind, type DocumentTag } from '@contracts/catalogues/documents';
import type { DbOrTx } from '../../db/client';
import { documentStatistics, documentYearlyStatistics } from '../../db/schema/index';

export interface CountedDocument {
  documentType: DocumentOwnerKind;
  documentTag: string;
  fileSize: number;
}

type CounterProperty = Exclude<keyof typeof documentStatistics.$inferSelect, 'id' | 'lastUpdated' | 'totalDocuments' | 'totalSizeBytes'>;

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
  const column = kind === 'uploaded' ? documentYearlyStatistics.uploadedCount : documentYearlyStatistics.downloadedCount;
  await db
    .insert(documentYearlyStatistics)
    .values({ year, uploadedCount: kind === 'uploaded' ? 1 : 0, downloadedCount: kind === 'downloaded' ? 1 : 0 })
    .onConflictDoUpdate({ target: documentYearlyStatistics.year, set: { [kind === 'uploaded' ? 'uploadedCount' : 'downloadedCount']: sql`${column} + 1` } });
}
