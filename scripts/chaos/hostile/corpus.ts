import type { CorpusKind } from './route-table';
import { itxtBombPng, lyingLengthPng, megapixelPng, tinyChunksPng, tinyChunksWithin } from './png';
import {
  billionLaughsSvg,
  deepCredential,
  hugeFieldCsv,
  manyColumnsCsv,
  manyNumbersCredential,
  manyStringsCredential,
  misEncodedCsv,
  unclosedCredentialSvg,
  unclosedQuoteCsv,
} from './texts';

/** One hostile file: its name in the report, the name it is uploaded as, and how to make it within a size. */
export interface CorpusFile {
  name: string;
  filename: string;
  contentType: string;
  make: (maxBytes: number) => Buffer | Promise<Buffer>;
}

const png = (name: string, make: CorpusFile['make']): CorpusFile => ({
  name,
  filename: 'hostil.png',
  contentType: 'image/png',
  make,
});

const lyingLength = png('PNG: 16 bytes claiming a 0x20000000-byte chunk', () => lyingLengthPng());
const itxtBomb = png('PNG: iTXt zlib bomb (~400 KB → 400 MB)', () => itxtBombPng());
const tinyChunks = png('PNG: hundreds of thousands of tiny chunks', (maxBytes) =>
  tinyChunksPng(tinyChunksWithin(maxBytes)),
);

/** The files of each kind of route that takes one (the JSON routes get bodies from their schema: json-bodies.ts). */
export const FILE_CORPUS: Record<Exclude<CorpusKind, 'json'>, CorpusFile[]> = {
  'credential-file': [
    lyingLength,
    itxtBomb,
    tinyChunks,
    {
      name: 'SVG: <openbadges:credential> repeated unclosed (1.5 MB)',
      filename: 'hostil.svg',
      contentType: 'image/svg+xml',
      make: (maxBytes) => unclosedCredentialSvg(Math.min(1_500_000, maxBytes)),
    },
    {
      name: 'SVG: billion laughs (nested entities)',
      filename: 'hostil.svg',
      contentType: 'image/svg+xml',
      make: () => billionLaughsSvg(),
    },
    {
      name: 'JSON: 100,000 strings in one array',
      filename: 'hostil.json',
      contentType: 'application/json',
      make: () => manyStringsCredential(100_000),
    },
    {
      name: 'JSON: 200,000 numbers in one array',
      filename: 'hostil.json',
      contentType: 'application/json',
      make: () => manyNumbersCredential(200_000),
    },
    {
      name: 'JSON: nested 100,000 deep',
      filename: 'hostil.json',
      contentType: 'application/json',
      make: () => deepCredential(100_000),
    },
  ],
  image: [png('PNG: 10,000 × 10,000 (100 megapixels)', () => megapixelPng()), lyingLength, itxtBomb, tinyChunks],
  csv: [
    {
      name: 'CSV: one huge field',
      filename: 'hostil.csv',
      contentType: 'text/csv',
      make: (maxBytes) => hugeFieldCsv(Math.floor(maxBytes * 0.9)),
    },
    {
      name: 'CSV: 100,000 columns',
      filename: 'hostil.csv',
      contentType: 'text/csv',
      make: () => manyColumnsCsv(100_000),
    },
    {
      name: 'CSV: mis-encoded bytes',
      filename: 'hostil.csv',
      contentType: 'text/csv',
      make: () => misEncodedCsv(20_000),
    },
    {
      name: 'CSV: a quoted field never closed',
      filename: 'hostil.csv',
      contentType: 'text/csv',
      make: (maxBytes) => unclosedQuoteCsv(Math.floor(maxBytes * 0.5)),
    },
  ],
};

/** Each file made once per size (the 100-megapixel PNG and the bomb take a second or two). */
export function corpusMaker(): (file: CorpusFile, maxBytes: number) => Promise<Buffer> {
  const made = new Map<string, Promise<Buffer>>();
  return (file, maxBytes) => {
    const key = `${file.name}|${maxBytes}`;
    let bytes = made.get(key);
    if (!bytes) {
      bytes = Promise.resolve(file.make(maxBytes)).then((content) => {
        if (content.length > maxBytes)
          throw new Error(`${file.name} is ${content.length} bytes, more than the route's ${maxBytes}`);
        return content;
      });
      made.set(key, bytes);
    }
    return bytes;
  };
}
