import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';

/** A PDF is sent in pieces of this size, so a slow client holds no more than the PDF itself. */
const CHUNK = 64 * 1024;

function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK) yield buffer.subarray(at, at + CHUNK);
}

/**
 * A PDF drawn in the pool (a CV, a report) as the answer: its length, an attachment named `fileName`, never cached,
 * streamed in 64 KB pieces (a client that leaves destroys the stream).
 */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return reply
    .type('application/pdf')
    .header('content-length', buffer.length)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunksOf(buffer)) as never);
}
