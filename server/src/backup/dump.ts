import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ArchiveWriter } from './archive-writer';
import { tableChunkEntry, type ManifestTable } from './manifest';

/** Table data goes into the archive in entries of about this size: a tar entry needs its size before its bytes. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** Streams each table with COPY … TO STDOUT (text format) on the caller's snapshot into chunk entries. */
export async function dumpTables(options: {
  client: pg.ClientBase;
  writer: ArchiveWriter;
  tables: ManifestTable[];
  signal?: AbortSignal;
}): Promise<void> {
  for (const table of options.tables) {
    options.signal?.throwIfAborted();
    const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
    const stream = options.client.query(copyTo(`COPY ${pg.escapeIdentifier(table.name)} (${columns}) TO STDOUT`));
    let parts: Buffer[] = [];
    let size = 0;
    let chunk = 0;
    const flush = async () => {
      await options.writer.addBuffer(tableChunkEntry(table.name, chunk), Buffer.concat(parts, size));
      chunk += 1;
      parts = [];
      size = 0;
    };
    for await (const data of stream as AsyncIterable<Buffer>) {
      parts.push(data);
      size += data.length;
      if (size >= CHUNK_BYTES) await flush();
    }
    if (size > 0) await flush();
  }
}
