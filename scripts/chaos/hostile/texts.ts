/** Hostile SVG, credential JSON and CSV files, as the issue's attacks sent them. */

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v2p0" width="10" height="10">';

/** An SVG whose `<openbadges:credential>` opens again and again and never closes (1.5 MB: 44 s before the fix). */
export function unclosedCredentialSvg(bytes = 1_500_000): Buffer {
  const open = '<openbadges:credential>';
  return Buffer.from(SVG_OPEN + open.repeat(Math.ceil((bytes - SVG_OPEN.length) / open.length)), 'utf8');
}

/** The billion laughs: ten levels of entities, each ten of the one below, used in an attribute and in the text. */
export function billionLaughsSvg(): Buffer {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  return Buffer.from(
    `<?xml version="1.0"?>\n<!DOCTYPE svg [\n${entities.join('\n')}\n]>\n${SVG_OPEN}<openbadges:credential verify="&lol9;"><![CDATA[{}]]>&lol9;</openbadges:credential></svg>`,
    'utf8',
  );
}

/** An Open Badges 3.0 credential's outer shape (few objects), with `payload` as its subject's achievement extra. */
function credentialWith(payload: string): Buffer {
  return Buffer.from(
    `{"@context":["https://www.w3.org/ns/credentials/v2","https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],"type":["VerifiableCredential","OpenBadgeCredential"],"issuer":{"id":"did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK","type":["Profile"],"name":"Hostile"},"validFrom":"2024-01-01T00:00:00Z","name":"Hostile","credentialSubject":{"type":["AchievementSubject"],"achievement":{"id":"urn:uuid:1","type":["Achievement"],"name":"Hostile","criteria":{"narrative":"x"},"description":"x","tags":${payload}}}}`,
    'utf8',
  );
}

/** One array of `count` strings in a credential under the 1,000-object limit (100,000: 4.6 MB, 440 s before). */
export const manyStringsCredential = (count: number) =>
  credentialWith(`[${Array.from({ length: count }, (_, index) => `"tag number ${index} of many"`).join(',')}]`);

/** One array of `count` numbers (200,000: a stack overflow, 500, before). */
export const manyNumbersCredential = (count: number) =>
  credentialWith(`[${Array.from({ length: count }, (_, index) => String(index % 10)).join(',')}]`);

/** The subject's tags nested `depth` arrays deep. */
export const deepCredential = (depth: number) => credentialWith(`${'['.repeat(depth)}${']'.repeat(depth)}`);

const CSV_HEADER = 'full_name,email,course_code\n';

/** One field of `bytes` characters (a name nobody has). */
export const hugeFieldCsv = (bytes: number) =>
  Buffer.from(`${CSV_HEADER}${'A'.repeat(bytes)},huge@school.test,X\n`, 'utf8');

/** A header of `columns` columns and one row as wide. */
export function manyColumnsCsv(columns: number): Buffer {
  const names = Array.from({ length: columns }, (_, index) => `c${index}`).join(',');
  const row = Array.from({ length: columns }, () => 'x').join(',');
  return Buffer.from(`${names}\n${row}\n`, 'utf8');
}

/** Rows whose bytes are not UTF-8: Latin-1 letters, lone continuation bytes, a UTF-16 BOM mid-file, NULs. */
export function misEncodedCsv(rows: number): Buffer {
  const parts = [Buffer.from(CSV_HEADER, 'utf8')];
  for (let index = 0; index < rows; index++)
    parts.push(
      Buffer.from(`Jos\xe9 P\xe9rez ${index},`, 'latin1'),
      Buffer.from([0x80, 0xbf, 0xc3, 0x28, 0xff, 0xfe, 0x00, 0xed, 0xa0, 0x80]),
      Buffer.from(`@school.test,C\xd3D\n`, 'latin1'),
    );
  return Buffer.concat(parts);
}

/** A quoted field opened on the first row and never closed: the rest of the file (`bytes`) is one field. */
export const unclosedQuoteCsv = (bytes: number) =>
  Buffer.from(`${CSV_HEADER}"Ana,${'b,"",\n'.repeat(Math.ceil(bytes / 6))}`, 'utf8');
