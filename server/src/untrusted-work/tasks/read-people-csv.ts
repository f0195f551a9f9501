import type { ImportKind } from '@contracts/people-import';
import { readImportFile, type ReadImport } from '../../modules/people-csv/people-import.read';

/** An import's CSV read and each row checked (the preview's database work stays on the main thread). */
export function readPeopleCsvTask(input: { kind: ImportKind; bytes: Uint8Array }): ReadImport {
  return readImportFile(input.kind, Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength));
}
