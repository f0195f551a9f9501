import crypto from 'node:crypto';
import { portraitPng } from '../../scripts/seed/png';

export interface FilePart {
  field?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for app.inject: the text fields first, then the files. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Small files whose first bytes are what their type says, padded with random bytes to `size`. The images are real
 * ones (a photo is decoded at upload): image readers stop at the image's end, so the padding is ignored.
 */
export const sampleFiles = {
  pdf: (size = 2048) => withMagic(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), size),
  png: (size = 2048) => withMagic(tinyPng(), size),
  jpg: (size = 2048) => withMagic(tinyJpeg(), size),
  exe: (size = 2048) => withMagic(Buffer.from('4d5a90000300000004000000ffff0000b8000000', 'hex'), size),
};

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND); bytes after IEND are ignored by readers. */
const tinyPng = () => portraitPng(1, '#6d28d9', '#db2777');

/** A real 1×1 JPEG, ending with its EOI marker. */
const tinyJpeg = () =>
  Buffer.from(
    'ffd8ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080001000103012200021101031101ffc4001500010100000000000000000000000000000005ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000406ffc40014110100000000000000000000000000000000ffda000c03010002110311003f008e029097ffd9',
    'hex',
  );

function withMagic(magic: Buffer, size: number): Buffer {
  return Buffer.concat([magic, crypto.randomBytes(Math.max(0, size - magic.length))]);
}
