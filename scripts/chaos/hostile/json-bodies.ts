import { placesOf, sampleOf, setAt, type JsonSchema } from '../fuzz-schema';
import { randomSource } from '../random';

/**
 * Hostile JSON bodies for a route, made from its schema, each within its body limit (1 MB signed in, 8 KB public)
 * so that they reach the parser and the validation rather than the size check.
 */
/** The share of the limit a body fills: close to it, with room for the sample's own fields. */
const FILL = 0.9;

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A body the schema nearly accepts (the fuzzer's sample, seeded by the route so that runs compare). */
function sampleBody(schema: JsonSchema | undefined, seed: number): Record<string, unknown> {
  const sample = schema ? sampleOf(schema, randomSource(seed)) : {};
  return sample !== null && typeof sample === 'object' && !Array.isArray(sample)
    ? (sample as Record<string, unknown>)
    : {};
}

/** As many copies of `item` as fit in `bytes` of JSON. */
function itemsWithin(item: unknown, bytes: number): unknown[] {
  const size = JSON.stringify(item).length + 1;
  return Array.from({ length: Math.max(1, Math.floor(bytes / size)) }, () => item);
}

/** Every array the schema declares filled with copies of one item; a schema without arrays gets arrays anyway. */
function bigArrays(schema: JsonSchema | undefined, seed: number, limit: number): Buffer {
  const body = sampleBody(schema, seed);
  const random = randomSource(seed);
  const allArrays = schema ? placesOf(schema, body).filter((place) => typeOf(place.schema) === 'array') : [];
  // An array inside another is left as sampled: the outer one is filled with copies of one item, and filling the
  // inner one too would fill it in every copy (a body of the product of both, past any string's length).
  const within = (inner: (string | number)[], outer: (string | number)[]) =>
    outer.length < inner.length && outer.every((step, index) => inner[index] === step);
  const arrays = allArrays.filter((place) => !allArrays.some((other) => within(place.path, other.path)));
  const targets = arrays.length
    ? arrays.map((place) => ({
        path: place.path,
        item: place.schema.items ? sampleOf(place.schema.items, random) : 'x',
      }))
    : Object.keys(schema?.properties ?? { items: {} }).map((key) => ({ path: [key], item: 'x' }));
  const share = (limit * FILL - JSON.stringify(body).length) / targets.length;
  for (const target of targets) setAt(body, target.path, itemsWithin(target.item ?? 'x', share));
  return Buffer.from(JSON.stringify(body));
}

/** Brackets opened `depth` times and closed: 100,000 deep fit in 200 KB. */
const nestingDepthWithin = (limit: number) => Math.min(100_000, Math.floor((limit * FILL) / 2));

function deepNesting(limit: number): Buffer {
  const depth = nestingDepthWithin(limit);
  return Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

/** The sample with each field replaced by 31 nested arrays around a wide one: as deep as is allowed, and wide. */
function nestingAtTheLimit(schema: JsonSchema | undefined, limit: number): Buffer {
  const keys = Object.keys(schema?.properties ?? { items: {} });
  const inner = Array.from({ length: Math.floor((limit * FILL) / keys.length / 2 - 64) }, () => 1);
  let value: unknown = inner;
  for (let level = 1; level < 31; level++) value = [value];
  return Buffer.from(JSON.stringify(Object.fromEntries(keys.map((key) => [key, value]))));
}

/**
 * Tens of thousands of extra keys, after the sample's fields on a signed-in route. On a public route without them:
 * a body the schema accepts once the extra keys are dropped would be a failed sign-in, counted against the address
 * every other person of the round signs in from.
 */
function manyKeys(schema: JsonSchema | undefined, seed: number, limit: number, isPublic: boolean): Buffer {
  const body = isPublic ? {} : sampleBody(schema, seed);
  const room = limit * FILL - JSON.stringify(body).length;
  const count = Math.floor(room / 12);
  for (let index = 0; index < count; index++) body[`k${index.toString(36).padStart(4, '0')}`] = 0;
  return Buffer.from(JSON.stringify(body));
}

/** Every text of the sample as long as the limit allows, in two-byte letters. */
function longTexts(schema: JsonSchema | undefined, seed: number, limit: number): Buffer {
  const body = sampleBody(schema, seed);
  const texts = schema
    ? placesOf(schema, body).filter((place) => typeOf(place.schema) === 'string' && !place.schema.enum)
    : [];
  const targets = texts.length ? texts.map((place) => place.path) : [['text']];
  const length = Math.floor((limit * FILL - JSON.stringify(body).length) / targets.length / 2);
  for (const path of targets) setAt(body, path, 'ñ'.repeat(Math.max(1, length)));
  return Buffer.from(JSON.stringify(body));
}

export interface JsonBodyOptions {
  schema: JsonSchema | undefined;
  /** Seeds the sample, so that a route gets the same bodies in every run. */
  seed: number;
  /** The route's body limit in bytes. */
  limit: number;
  isPublic: boolean;
}

/** The five hostile bodies of a JSON route: each named (for its limit) and made on demand. */
export const JSON_SHAPES: { name: (limit: number) => string; make: (options: JsonBodyOptions) => Buffer }[] = [
  { name: () => 'JSON: big arrays', make: (o) => bigArrays(o.schema, o.seed, o.limit) },
  {
    name: (limit) => `JSON: nested ${nestingDepthWithin(limit).toLocaleString('en')} deep`,
    make: (o) => deepNesting(o.limit),
  },
  { name: () => 'JSON: 31 deep and wide', make: (o) => nestingAtTheLimit(o.schema, o.limit) },
  { name: () => 'JSON: many keys', make: (o) => manyKeys(o.schema, o.seed, o.limit, o.isPublic) },
  { name: () => 'JSON: long texts', make: (o) => longTexts(o.schema, o.seed, o.limit) },
];
