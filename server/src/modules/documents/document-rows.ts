import { and, eq } from 'drizzle-orm';
import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { Tx } from '../../db/client';
import { unifiedDocuments } from '../../db/schema/index';
import type { DocumentRow } from './document.presenter';
import { applyDocumentCounters, bumpYearlyCounter } from './document-statistics.service';
import type { ReceivedFile } from '../../shared/uploads/multipart-upload';
import { removeCompanionRows } from './document-companion-files';

/** A profile photo's name carries no code or name of its owner (decision 020): 'foto-perfil.png'. */
export const photoName = (extension: string) => `foto-perfil.${extension.toLowerCase()}`;

/** The row of a received file, with its counters and this year's upload count, in the caller's transaction. */
export async function insertDocumentRow(
  tx: Tx,
  options: {
    file: ReceivedFile;
    ownerKind: DocumentOwnerKind;
    entityId: number;
    tag: string;
    isProfilePhoto: boolean;
    visibility: string;
    uploadedBy: number;
    expiresAt?: string | null;
  },
): Promise<DocumentRow> {
  const { file } = options;
  const [inserted] = await tx
    .insert(unifiedDocuments)
    .values({
      originalName: options.isProfilePhoto ? photoName(file.extension) : file.originalName,
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
      expiresAt: options.expiresAt ?? null,
    })
    .returning();
  if (!inserted) throw new Error('insert returned no row');
  await applyDocumentCounters(tx, [inserted], 1);
  await bumpYearlyCounter(tx, 'uploaded');
  return inserted;
}

/**
 * Deletes every document row of one owner and takes them off the counters, in the caller's transaction (which holds
 * the file-removal lock); answers the stored names, whose files the caller removes once the transaction committed.
 */
export async function deleteOwnerDocumentRows(
  tx: Tx,
  options: { ownerKind: DocumentOwnerKind; entityId: number },
): Promise<string[]> {
  const ofOwner = and(
    eq(unifiedDocuments.documentType, options.ownerKind),
    eq(unifiedDocuments.entityId, options.entityId),
  );
  const documents = await tx.select({ id: unifiedDocuments.id }).from(unifiedDocuments).where(ofOwner);
  const companionNames = await removeCompanionRows(
    tx,
    documents.map((document) => document.id),
  );
  const removed = await tx.delete(unifiedDocuments).where(ofOwner).returning();
  await applyDocumentCounters(tx, removed, -1);
  return [...removed.map((document) => document.filename), ...companionNames];
}
