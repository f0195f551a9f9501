import type { ImportKind } from '@contracts/people-import';
import { readImportFile, type ReadImport } from '../../modules/people-csv/people-import.read';

/**
 * An import's CSV decoded (UTF-8 or Windows-1252), split on its separator (comma or semicolon), and each row checked;
 * the preview's database work stays on the main thread.
 */
export function readPeopleCsvTask(input: { kind: ImportKind; bytes: Uint8Array }): ReadImport {
  return readImportFile(input.kind, input.bytes);
}
