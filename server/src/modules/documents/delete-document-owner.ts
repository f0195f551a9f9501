import type { DocumentOwnerKind } from '@contracts/catalogues/documents';
import type { Database, Tx } from '../../db/client';
import { holdFileRemovalLock } from '../../storage/file-removal-lock';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { deleteOwnerDocumentRows } from './document-rows';

/** A staff call to delete a course, student or teacher: who deletes it, which one, and how a stored file is removed. */
export interface OwnerDeletion {
  db: Database;
  actorId: number;
  id: number;
  removeFile: (name: string) => Promise<void>;
}

/**
 * Deletes a course, student or teacher with its documents, in one transaction that holds the file-removal lock: the
 * documents' rows and counters, then what `remove` deletes (the owner's own rows; it answers any further stored
 * names it freed), then the activity `Deleted <kind> <name>`. The files go once the transaction committed; one that
 * cannot be removed is left behind. Answers the owner as it was read.
 */
export async function deleteDocumentOwner<Owner extends { id: number }>(
  options: OwnerDeletion & {
    ownerKind: Exclude<DocumentOwnerKind, 'generated'>;
    /** Reads the owner in the transaction (its not-found error when there is none). */
    load: (tx: Tx) => Promise<Owner>;
    remove: (tx: Tx, owner: Owner) => Promise<string[]>;
    nameOf: (owner: Owner) => string;
    present: (owner: Owner) => Record<string, unknown>;
  },
): Promise<Owner> {
  const { ownerKind } = options;
  const { owner, files } = await options.db.transaction(async (tx) => {
    await holdFileRemovalLock(tx);
    const owner = await options.load(tx);
    const documents = await deleteOwnerDocumentRows(tx, { ownerKind, entityId: owner.id });
    const more = await options.remove(tx, owner);
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'ownerDeleted', params: { kind: ownerKind, name: options.nameOf(owner) } },
      entityType: ownerKind,
      entityId: owner.id,
      changes: changesBetween(options.present(owner), {}),
    });
    return { owner, files: [...documents, ...more] };
  });
  await Promise.all(files.map((name) => options.removeFile(name).catch(() => undefined)));
  return owner;
}
