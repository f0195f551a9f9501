import type { Random } from './random';

/** Bad values the fuzzer puts where the API expects something else. */

export const pick = <T>(random: Random, items: readonly T[]): T => items[random.integer(0, items.length)] as T;

/** A JSON literal written into the body as it is (numbers JSON.stringify cannot write: 1e400, -0, 30 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

const long = (random: Random, char: string) => char.repeat(pick(random, [201, 301, 1_001, 5_001, 70_000, 300_000]));

/** Text PostgreSQL cannot store, text it can but that is odd, text of the wrong length. */
export function badText(random: Random, maxLength?: number): string {
  const makers: (() => string)[] = [
    () => '\u0000',
    () => `a\u0000b`,
    () => `${'x'.repeat(random.integer(0, 50))}\u0000`,
    () => '\u0000'.repeat(random.integer(1, 2_000)),
    () => '\uD800',
    () => 'a\uDFFFb',
    () => '\uDC00\uD800',
    () => '\u0001\u0002\u0007\u001b[31m\u001f\u007f\u0085',
    () => '\r\n\t\v\f',
    () => '\u202Eevil\u202C\u200B\uFEFF\u2028\u2029',
    () => 'e\u0301'.repeat(random.integer(1, 400)),
    () => '😀'.repeat(random.integer(1, 200)),
    () => '\uFFFE\uFFFF\u{10FFFF}\u{E0001}',
    () => '１２３٣',
    () => "' OR 1=1 --",
    () => '%00%ff%ED%A0%80',
    () => '\\u0000\\ud800',
    () => '../../../../etc/passwd',
    () => '<script>alert(1)</script>',
    () => '${jndi:ldap://127.0.0.1/a}',
    () => '',
    () => '   ',
    () => 'NaN',
    () => long(random, pick(random, ['x', 'ñ', '😀', '\u0000'])),
    () => 'y'.repeat((maxLength ?? 200) + 1),
  ];
  return pick(random, makers)();
}

/** Numbers out of every range: negative, fractional, past int4 and 2^53, infinite once parsed. */
export function badNumber(random: Random): number | string | RawJson {
  return pick(random, [
    -1,
    0,
    1.5,
    -2_147_483_649,
    2_147_483_648,
    99_999_999_999,
    new RawJson('9007199254740993'),
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    '1',
    '1e3',
    '0x10',
    ' 7 ',
    new RawJson('1e400'),
    new RawJson('-0'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('1.0000000000000000000001'),
  ]);
}

/** Any value of another type than the one expected. */
export function wrongType(random: Random): unknown {
  return pick(random, [null, true, false, 0, -1, 'true', '', [], [null], {}, { a: 1 }, [[[]]], '{}', 'null']);
}

/** Dates PostgreSQL refuses or that are not dates. */
export function badDate(random: Random): string {
  return pick(random, [
    '0000-01-01',
    '2023-02-30',
    '2023-13-01',
    '99999-01-01',
    '-0001-01-01',
    '1990-01-01T00:00:00Z',
    'infinity',
    '-infinity',
    'epoch',
    'today',
    '1990-1-1',
    '19900101',
    `9999-12-31`,
    '1899-12-31',
  ]);
}

/**
 * Path ids none of which can name a row of the fuzzer's own accounts (so a DELETE of one never removes them):
 * out of range, not numbers, encoded oddly. Written into the path as they are (already percent-encoded).
 */
export const BAD_PATH_IDS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '2147483647',
  '2147483648',
  '99999999999',
  '-99999999999',
  '9007199254740993',
  '1e400',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  '%zz',
  '%20',
  '%EF%BC%91',
  '0x7fffffff',
  "1'",
  '1%3BDROP',
  '..',
  '%2e%2e%2f',
  '%F0%9F%98%80',
] as const;

/** Cursors: not base64, base64 of the wrong JSON, of NUL text, of ids out of range, too long. */
export function badCursor(random: Random): string {
  const encode = (json: string) => Buffer.from(json).toString('base64url');
  return pick(random, [
    '',
    'x',
    '!!!!',
    '%00',
    'AAAA',
    '+/+/==',
    'x'.repeat(601),
    encode('["a",1]'),
    encode('["\\u0000",1]'),
    encode('["a\u0000",1]'),
    encode('["\\ud800",1]'),
    encode('["a",99999999999]'),
    encode('["a",-1]'),
    encode('["a",1.5]'),
    encode('[1,1]'),
    encode('{"a":1}'),
    encode('null'),
    encode('["a"]'),
    encode(`["${'x'.repeat(420)}",1]`),
    encode('["a",1e400]'),
    encode('[' + '['.repeat(200) + ']'.repeat(200) + ',1]'),
  ]);
}

/** Authorization headers that are not a session: the anonymous caller's variants. */
export function badAuthorization(random: Random): string | undefined {
  return pick(random, [
    undefined,
    undefined,
    'Bearer',
    'Bearer ',
    'Bearer x',
    `Bearer ${'a'.repeat(5_000)}`,
    'Basic dXNlcjpwYXNz',
    'bearer  token',
    'Bearer \t x',
    'Bearer %00',
    'Bearer ñ',
  ]);
}

/** Query-string and path text, percent-encoded; lone surrogates are sent as their WTF-8 bytes (invalid UTF-8). */
export function percentEncode(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(text[index] as string);
    }
  }
  return out;
}
