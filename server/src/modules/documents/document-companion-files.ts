import type { Tx } from '../../db/client';

/**
 * Removes the rows another module keeps beside these documents and answers the stored files they named, in the
 * caller's transaction (a profile photo's smaller sizes, `modules/photos`).
 */
export type CompanionFileRemover = (tx: Tx, documentIds: number[]) => Promise<string[]>;

const removers = new Set<CompanionFileRemover>();

/**
 * Called once by the module that keeps such rows, when it is loaded: documents name no such module. The foreign keys
 * cascade, so the rows would go with their document anyway; removing them first tells which files to remove.
 */
export function registerCompanionFiles(remover: CompanionFileRemover): void {
  removers.add(remover);
}

/** Every registered module's rows of these documents, removed before the documents; their files' stored names. */
export async function removeCompanionRows(tx: Tx, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const names: string[] = [];
  for (const remove of removers) names.push(...(await remove(tx, documentIds)));
  return names;
}
