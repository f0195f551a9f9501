import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text we make on the fly (JSON, CSV, the API docs…). Not `application/octet-stream`, which the library's default
 * matches; other types fall back to mime-db's "compressible" flag, which says no for PDFs and images, already
 * compressed.
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/u;

/**
 * Answers of 1 KB or more are compressed for clients that ask, with gzip (or deflate) at level 1: brotli and higher
 * levels cost several times the CPU for a few per cent fewer bytes (decision 007). Answers up to 256 KB are
 * compressed in one call, which costs a third of the CPU of a zlib stream; larger ones still stream.
 * Files of the web build arrive precompressed from the web plugin and, carrying their Content-Encoding, are left
 * alone. Registered before any route: its hook attaches to the routes added after it.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    // No client of ours compresses what it sends; request bodies (uploads) stay a plain stream.
    globalDecompression: false,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 1 },
    threshold: 1024,
    syncThreshold: 256 * 1024,
    customTypes: (contentType) => COMPRESSIBLE_TYPE.test(contentType),
  });
});
