import crypto from 'node:crypto';
import zlib from 'node:zlib';

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

/** Small files whose first bytes are what their type says, padded with random bytes to `size`. */
export const sampleFiles = {
  pdf: (size = 2048) => withMagic(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), size),
  png: (size = 2048) => withMagic(tinyPng(), size),
  jpg: (size = 2048) => withMagic(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), size),
  exe: (size = 2048) => withMagic(Buffer.from('4d5a90000300000004000000ffff0000b8000000', 'hex'), size),
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND); bytes after IEND are ignored by readers. */
function tinyPng(): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const pixels = zlib.deflateSync(Buffer.from([0, 255, 0, 128, 255]));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

function withMagic(magic: Buffer, size: number): Buffer {
  return Buffer.concat([magic, crypto.randomBytes(Math.max(0, size - magic.length))]);
}
