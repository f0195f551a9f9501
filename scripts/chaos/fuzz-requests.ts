import type { Operation } from './fuzz-openapi';
import { oddForm } from './fuzz-multipart';
import { badValueFor, deleteAt, placesOf, sampleOf, setAt, toJson, type JsonSchema } from './fuzz-schema';
import {
  BAD_PATH_IDS,
  badAuthorization,
  badCursor,
  badNumber,
  badText,
  percentEncode,
  pick,
  RawJson,
  wrongType,
} from './fuzz-values';
import type { Random } from './random';

export const ROLES = ['anonymous', 'student', 'teacher', 'staff'] as const;
export type FuzzRole = (typeof ROLES)[number];

/** One request, ready to be sent as it is. */
export interface FuzzRequest {
  method: string;
  /** Path and query string, already percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was odd about it, for the report. */
  label: string;
}

/**
 * Ids of the fuzzer's own records: read by GET requests and named by upload forms, never put in the path of a
 * request that changes or deletes (so no request removes the fuzzer's accounts).
 */
export interface KnownIds {
  ids: string[];
  /** For PUT and PATCH only: the id of a record the fuzzer made for them, by route (fuzz-targets.ts). */
  writable: Record<string, string>;
}

const BODY_LIMIT = 1024 * 1024;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  ';;;',
  `application/${'x'.repeat(2_000)}`,
];

const MALFORMED_JSON: (string | Buffer)[] = [
  '{',
  '{"a":',
  '{"content": "x",}',
  "{'content': 'x'}",
  '[',
  'nul',
  'NaN',
  '{"content":"\\ud800"}',
  '{"content":"\\udc00\\ud800"}',
  '{"content":"\\u0000"}',
  '{"\\u0000":"x"}',
  '\uFEFF{"content":"x"}',
  '{"content":"x"}garbage',
  '{"content":"a","content":"b"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '1'.repeat(100_000),
  '{"content":1e999999}',
  Buffer.from([
    0x7b, 0x22, 0x63, 0x6f, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80,
    0x22, 0x7d,
  ]),
];

const isIdParam = (name: string, schema: JsonSchema) =>
  /id$/i.test(name) || schema.type === 'integer' || schema.type === 'number';

function pathValue(options: {
  name: string;
  schema: JsonSchema;
  operation: Operation;
  random: Random;
  known: KnownIds;
}): string {
  const { name, schema, operation, random, known } = options;
  if (isIdParam(name, schema)) {
    const writable = known.writable[operation.path];
    if ((operation.method === 'PUT' || operation.method === 'PATCH') && writable && random.chance(0.5)) return writable;
    if (operation.method === 'GET' && known.ids.length > 0 && random.chance(0.3)) return pick(random, known.ids);
    return pick(random, BAD_PATH_IDS);
  }
  if (schema.enum?.length && random.chance(0.6)) return encodeURIComponent(String(pick(random, schema.enum)));
  return random.chance(0.8)
    ? percentEncode(badText(random, schema.maxLength))
    : pick(random, ['TC-1', '%00', '%ED%A0%80', 'a%2Fb']);
}

function queryValue(name: string, schema: JsonSchema, random: Random): string {
  if (name === 'cursor') return percentEncode(badCursor(random));
  if (schema.type === 'integer' || schema.type === 'number')
    return percentEncode(
      String(pick(random, ['0', '-1', '201', '1.5', '1e3', '99999999999', 'abc', '', '%00', '10', ' 5'])),
    );
  return random.chance(0.8) ? percentEncode(badText(random, schema.maxLength)) : 'ana';
}

function queryString(operation: Operation, random: Random): string {
  const pairs: string[] = [];
  for (const { name, schema } of operation.queryParams)
    if (random.chance(0.6)) pairs.push(`${name}=${queryValue(name, schema, random)}`);
  if (random.chance(0.1))
    pairs.push(
      pick(random, [
        '__proto__=1',
        'constructor[prototype][x]=1',
        'q=a&q=b',
        'x=%00',
        '%00=1',
        'limit=1&limit=2',
        'q',
        '&&&',
        'a[b][c]=d',
      ]),
    );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A body that cannot sign in: the throttle counts well-formed failed sign-ins per address, so none is sent. */
function neverSignsIn(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const email = (body as { email?: unknown }).email;
  if (typeof email === 'string' && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email) && email.length <= 254)
    return { ...body, email: 'not-an-email' };
  return body;
}

function deepNest(random: Random): string {
  const depth = pick(random, [1_000, 100_000, 400_000]);
  return `{"content":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

interface BodyChoice {
  body?: string | Buffer;
  contentType?: string;
  label: string;
}

/** The JSON body of a route with one kind of defect (or none). */
function jsonBody(schema: JsonSchema, random: Random, isSignIn: boolean): BodyChoice {
  let value = sampleOf(schema, random);
  const places = placesOf(schema, value);
  const json = (label: string): BodyChoice => ({
    body: toJson(isSignIn ? neverSignsIn(value) : value),
    contentType: 'application/json',
    label,
  });
  const roll = random.next();
  if (roll < 0.35 && places.length > 0) {
    const place = pick(random, places);
    value = setAt(value, place.path, badValueFor(place.schema, random));
    return json(`${place.path.join('.')} odd`);
  }
  if (roll < 0.45 && places.length > 0) {
    const changed = Array.from({ length: 3 }, () => pick(random, places));
    for (const place of changed) value = setAt(value, place.path, badValueFor(place.schema, random));
    return json(`${changed.map((place) => place.path.join('.')).join(', ')} odd`);
  }
  if (roll < 0.53 && schema.required?.length) {
    const missing = pick(random, schema.required);
    deleteAt(value, [missing]);
    return json(`${missing} missing`);
  }
  if (roll < 0.6) {
    value = {
      ...(value as object),
      [pick(random, ['__proto__', 'constructor', 'id', 'role', 'user_id', 'password_hash', badText(random)])]: pick(
        random,
        [badText(random), wrongType(random), badNumber(random)],
      ),
    };
    return json('extra field');
  }
  if (roll < 0.66) {
    value = pick(random, [[], 'text', 123, null, true, [value], new RawJson('1e400')]);
    return json('wrong root type');
  }
  if (roll < 0.7) return { body: deepNest(random), contentType: 'application/json', label: 'deep nesting' };
  if (roll < 0.78)
    return { body: pick(random, MALFORMED_JSON), contentType: 'application/json', label: 'malformed JSON' };
  if (roll < 0.86) {
    const contentType = pick(random, [...CONTENT_TYPES, undefined]);
    return {
      body: toJson(isSignIn ? neverSignsIn(value) : value),
      contentType,
      label: `content type ${String(contentType).slice(0, 40)}`,
    };
  }
  if (roll < 0.9) return { body: random.chance(0.5) ? '' : ' ', contentType: 'application/json', label: 'empty body' };
  if (roll < 0.91)
    return {
      body: `{"content":"${'x'.repeat(BODY_LIMIT + 10_000)}"}`,
      contentType: 'application/json',
      label: 'oversized body',
    };
  return json('plausible');
}

/** What a route without a body is sent in one of ten requests. */
function unexpectedBody(random: Random): BodyChoice {
  return pick(random, [
    () => ({ body: '{"x":"\\u0000"}', contentType: 'application/json', label: 'unexpected JSON body' }),
    () => ({ body: pick(random, MALFORMED_JSON), contentType: 'application/json', label: 'unexpected malformed JSON' }),
    () => ({ body: 'x'.repeat(BODY_LIMIT + 1), contentType: 'text/plain', label: 'unexpected oversized body' }),
    () => ({ body: 'a=1', contentType: pick(random, CONTENT_TYPES), label: 'unexpected body of another type' }),
  ])();
}

function authorizationOf(
  role: FuzzRole,
  token: string | undefined,
  random: Random,
  operation: Operation,
): { value: string | undefined; label: string } {
  // A valid token would sign its own account out: logout is only sent without a session.
  const signsOut = operation.path === '/api/auth/logout';
  if (role === 'anonymous' || !token || signsOut)
    return {
      value: badAuthorization(random),
      label: signsOut && role !== 'anonymous' ? 'anonymous (logout)' : 'anonymous',
    };
  return { value: `Bearer ${token}`, label: role };
}

/** One generated request for `operation` as `role`. */
export function buildRequest(options: {
  operation: Operation;
  role: FuzzRole;
  token: string | undefined;
  random: Random;
  known: KnownIds;
}): FuzzRequest {
  const { operation, role, token, random, known } = options;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const param = operation.pathParams.find((each) => each.name === name);
    return pathValue({ name, schema: param?.schema ?? {}, operation, random, known });
  });
  const auth = authorizationOf(role, token, random, operation);
  const headers: Record<string, string> = {};
  if (auth.value !== undefined) headers.authorization = auth.value;

  let choice: BodyChoice = { label: 'no body' };
  if (operation.formFields) {
    const form = oddForm(random, operation.formFields, known.ids);
    choice = { body: form.body, contentType: form.contentType, label: form.label };
  } else if (operation.jsonBody) {
    choice = jsonBody(operation.jsonBody, random, operation.path === '/api/auth/login');
  } else if (MUTATING.has(operation.method) ? random.chance(0.2) : random.chance(0.05)) {
    choice = unexpectedBody(random);
  }
  if (choice.contentType !== undefined) headers['content-type'] = choice.contentType;
  const body =
    choice.body === undefined ? undefined : Buffer.isBuffer(choice.body) ? choice.body : Buffer.from(choice.body);
  return {
    method: operation.method,
    path: `${path}${queryString(operation, random)}`,
    headers,
    body,
    label: `${operation.method} ${operation.path} as ${auth.label}: ${choice.label}`,
  };
}
