/*
 * The PNG chunk packages ship no types: one chunk is its four-letter name and its data (without length and CRC).
 * Declared once here for the reader (read-baked.ts) and the writer (bake-png.ts).
 */
declare module 'png-chunks-extract' {
  function extractChunks(data: Uint8Array): { name: string; data: Uint8Array }[];
  export = extractChunks;
}

declare module 'png-chunks-encode' {
  function encodeChunks(chunks: { name: string; data: Uint8Array }[]): Uint8Array;
  export = encodeChunks;
}
