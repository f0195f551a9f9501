import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { Tx } from '../../db/client';
import { unifiedDocuments } from '../../db/schema/index';
import type { DocumentRow } from './document.presenter';
import { applyDocumentCounters, bumpYearlyCounter } from './document-statistics.service';
import type { ReceivedFile } from './multipart-upload';

/** The row of a received file, with its counters and this year's upload count, in the caller's transaction. */
export async function insertDocumentRow(
  tx: Tx,
  options: { file: ReceivedFile; ownerKind: DocumentOwnerKind; entityId: number; tag: string; isProfilePhoto: boolean; visibility: string; uploadedBy: number },
): Promise<DocumentRow> {
  const { file } = options;
  const [inserted] = await tx
    .insert(unifiedDocuments)
    .values({
      originalName: file.originalName,
      filename: file.storedName,
      fileType: file.mimeType,
      fileSize: file.size,
      path: file.storedName,
      documentType: options.ownerKind,
      documentTag: options.tag,
      entityId: options.entityId,
      isProfilePhoto: options.isProfilePhoto,
      visibility: options.visibility,
      uploadedBy: options.uploadedBy,
    })
    .returning();
  if (!inserted) throw new Error('insert returned no row');
  await applyDocumentCounters(tx, [inserted], 1);
  await bumpYearlyCounter(tx, 'uploaded');
  return inserted;
}
