import { BAD_PATH_IDS, badText, pick } from './fuzz-values';
import type { Random } from './random';

/** Odd multipart/form-data bodies for an upload route. */

export interface FormPart {
  name: string;
  value?: string;
  file?: { filename: string; content: Buffer; contentType?: string };
  /** Extra header lines of the part, written as they are. */
  headers?: string[];
}

export interface OddForm {
  body: Buffer;
  contentType: string;
  label: string;
}

const MAGIC = {
  pdf: () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  png: () => Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  jpg: () => Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  exe: () => Buffer.from('4d5a90000300000004000000ffff0000b8000000', 'hex'),
};

function fileContent(random: Random): Buffer {
  const size = pick(random, [0, 1, 100, 5_000, 2_100_000]);
  const magic = pick(random, [MAGIC.pdf, MAGIC.png, MAGIC.jpg, MAGIC.exe, () => Buffer.alloc(0)])();
  const filler = Buffer.alloc(Math.max(0, size - magic.length), random.integer(0, 256));
  return Buffer.concat([magic, filler]).subarray(0, Math.max(size, 0));
}

function oddFilename(random: Random): string {
  return pick(random, [
    'cv.pdf',
    'photo.png',
    'scan.JPG',
    'a\u0000.pdf',
    '\u0000',
    'cv.pdf\u0000.exe',
    '../../../etc/passwd.pdf',
    'C:\\Users\\x\\cv.pdf',
    `${'x'.repeat(5_000)}.pdf`,
    '',
    '.pdf',
    'noextension',
    'a.exe',
    'a.pdf.exe',
    '😀.png',
    'a"b.pdf',
    '\u202Efdp.exe',
    'e\u0301.pdf',
    '\u0001\u001f.pdf',
  ]);
}

export function encodeForm(boundary: string, parts: FormPart[], closing = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `Content-Disposition: form-data; name="${part.name}"`;
    const headers = [
      disposition,
      ...(part.file ? [`Content-Type: ${part.file.contentType ?? 'application/octet-stream'}`] : []),
      ...(part.headers ?? []),
    ];
    chunks.push(
      Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
      part.file ? part.file.content : Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    );
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * A form for an upload route with one defect (or none): odd field values and names, an odd file name or
 * content, a missing or wrong boundary, a cut body, too many parts, two files, a JSON field.
 */
export function oddForm(random: Random, fields: string[], entityIds: string[]): OddForm {
  const boundary = `----fuzz${random.integer(0, 1e9)}`;
  const values: Record<string, string> = {
    document_type: pick(random, ['teacher', 'course', 'student', 'generated', 'TEACHER']),
    document_tag: pick(random, ['cv', 'otro', 'certificacion', 'foto']),
    entity_id: pick(random, [...entityIds, ...BAD_PATH_IDS.slice(0, 10)]),
    visibility: pick(random, ['public', 'private']),
    is_profile_photo: pick(random, ['true', 'false', '1', '0']),
  };
  const fieldParts = (names: string[]): FormPart[] =>
    names.filter(() => random.chance(0.9)).map((name) => ({ name, value: values[name] ?? 'x' }));
  const file: FormPart = {
    name: 'file',
    file: {
      filename: oddFilename(random),
      content: fileContent(random),
      contentType: pick(random, ['application/pdf', 'image/png', 'text/plain']),
    },
  };
  const form = (
    parts: FormPart[],
    label: string,
    contentType = `multipart/form-data; boundary=${boundary}`,
  ): OddForm => ({ body: encodeForm(boundary, parts), contentType, label });

  switch (random.integer(0, 12)) {
    case 0: {
      const name = pick(random, fields);
      return form(
        [...fieldParts(fields.filter((other) => other !== name)), { name, value: badText(random, 100) }, file],
        `field ${name} odd`,
      );
    }
    case 1: {
      const name = pick(random, ['a\u0000b', '__proto__', 'constructor', '', 'x'.repeat(3_000), 'a"b', 'ñ😀']);
      return form([...fieldParts(fields), { name, value: 'x' }, file], 'odd field name');
    }
    case 2:
      return form([...fieldParts(fields)], 'no file');
    case 3:
      return form([file, ...fieldParts(fields)], 'file before fields');
    case 4:
      return form([...fieldParts(fields), file, { ...file, name: 'file2' }], 'two files');
    case 5:
      return form(
        [
          ...fieldParts(fields),
          ...Array.from({ length: 15 }, (_, index) => ({ name: `extra${index}`, value: 'x' })),
          file,
        ],
        'too many parts',
      );
    case 6:
      return form(
        [...fieldParts(fields), { name: 'document_tag', value: 'x'.repeat(2_000) }, file],
        'field past fieldSize',
      );
    case 7:
      return form(
        [
          ...fieldParts(fields),
          {
            name: 'entity_id',
            value: pick(random, ['{', '{"a":"\\u0000"}', '[1]']),
            headers: ['Content-Type: application/json'],
          },
          file,
        ],
        'JSON field',
      );
    case 8: {
      const body = encodeForm(boundary, [...fieldParts(fields), file]);
      return {
        body: body.subarray(0, random.integer(0, body.length)),
        contentType: `multipart/form-data; boundary=${boundary}`,
        label: 'cut body',
      };
    }
    case 9: {
      const contentType = pick(random, [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        'multipart/form-data; boundary="unclosed',
        'multipart/form-data; boundary=other',
        'multipart/mixed; boundary=x',
        `multipart/form-data; charset=utf-8; boundary*=utf-8''${boundary}`,
      ]);
      return {
        ...form([...fieldParts(fields), file], 'odd boundary'),
        contentType,
        label: `content type ${contentType.slice(0, 60)}`,
      };
    }
    case 10:
      return form(
        [
          ...fieldParts(fields),
          { name: 'file', headers: ['Content-Type: application/pdf'], value: '%PDF-1.4 no filename' },
        ],
        'file part without filename',
      );
    default:
      return form([...fieldParts(fields), file], `file ${file.file?.filename.slice(0, 40) ?? ''}`);
  }
}
