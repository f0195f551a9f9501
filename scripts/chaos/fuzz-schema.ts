import { RawJson, badDate, badNumber, badText, pick, wrongType } from './fuzz-values';
import type { Random } from './random';

/** The part of JSON Schema (as @fastify/swagger writes zod schemas into OpenAPI 3.0) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

type Path = (string | number)[];

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
const alternativesOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

function sampleText(schema: JsonSchema, random: Random): string {
  if (schema.format === 'email') return `fuzz${random.integer(0, 1_000_000)}@example.test`;
  if (schema.format === 'uri') return `https://example.test/${random.integer(0, 1000)}`;
  if (schema.format === 'date')
    return `19${random.integer(50, 99)}-0${random.integer(1, 10)}-1${random.integer(0, 10)}`;
  if (schema.pattern?.includes('[A-Z]{2}')) return pick(random, ['GT', 'MX', 'ES', 'ZZ']);
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, random.integer(1, 13)));
  let text = '';
  while (text.length < length) text += 'abcdefghijklmnopqrstuvwxyz0123456789'[random.integer(0, 36)];
  return text;
}

/** A value that the schema accepts, or nearly (patterns are not followed beyond a few known ones). */
export function sampleOf(schema: JsonSchema, random: Random): unknown {
  const alternatives = alternativesOf(schema);
  if (alternatives?.length) return sampleOf(pick(random, alternatives), random);
  if (schema.enum?.length) return pick(random, schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return sampleText(schema, random);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = Math.min(schema.maximum ?? min + 100, min + 1000);
      return random.integer(Math.ceil(min) + 1, Math.floor(max) + 1);
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, random.integer(0, 3)));
      return Array.from({ length: count }, () => (schema.items ? sampleOf(schema.items, random) : 'x'));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5)) value[key] = sampleOf(property, random);
      }
      return value;
    }
    default:
      return null;
  }
}

/** A value of the kind of `schema` that it must refuse, or that reaches the database looking harmless. */
export function badValueFor(schema: JsonSchema | undefined, random: Random): unknown {
  const kind = schema ? typeOf(schema) : undefined;
  if (random.chance(0.15)) return wrongType(random);
  if (kind === 'string' && schema?.format === 'date' && random.chance(0.6)) return badDate(random);
  if (kind === 'string') return badText(random, schema?.maxLength);
  if (kind === 'integer' || kind === 'number') return badNumber(random);
  if (kind === 'array') {
    return pick(random, [
      () => [badText(random)],
      () => [badText(random), 'ok', badText(random)],
      () => Array.from({ length: pick(random, [51, 1_000, 20_000]) }, (_, index) => `x${index % 7}`),
      () => [
        schema?.items ? sampleOf(schema.items, random) : 'x',
        schema?.items ? sampleOf(schema.items, random) : 'x',
      ],
      () => [badNumber(random)],
      () => badText(random),
    ])();
  }
  if (kind === 'object')
    return pick(random, [
      () => ({ [badText(random)]: badText(random) }),
      () => badText(random),
      () => [],
      () => ({ linkedin: badText(random) }),
    ])();
  return random.chance(0.5) ? badText(random) : badNumber(random);
}

/** Every place of a body (present or only declared) with its schema, to change one of them. */
export function placesOf(schema: JsonSchema, value: unknown, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const places: { path: Path; schema: JsonSchema }[] = path.length > 0 ? [{ path, schema }] : [];
  const alternatives = alternativesOf(schema);
  const resolved = alternatives?.length ? (alternatives[0] as JsonSchema) : schema;
  if (typeOf(resolved) === 'object' && resolved.properties) {
    const object =
      value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    for (const [key, property] of Object.entries(resolved.properties))
      places.push(...placesOf(property, object[key], [...path, key]));
  }
  if (typeOf(resolved) === 'array' && resolved.items && Array.isArray(value)) {
    value.forEach((item, index) => places.push(...placesOf(resolved.items as JsonSchema, item, [...path, index])));
  }
  return places;
}

/** Sets `value` at `path`, making the objects and arrays on the way when missing. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const container: Record<string | number, unknown> =
    root !== null && typeof root === 'object'
      ? (root as Record<string | number, unknown>)
      : typeof head === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  container[head] = setAt(container[head], rest, value);
  return container;
}

export function deleteAt(root: unknown, path: Path): void {
  if (path.length === 0 || root === null || typeof root !== 'object') return;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = root as Record<string | number, unknown>;
  if (rest.length === 0) delete container[head];
  else deleteAt(container[head], rest);
}

/** JSON text of a body, with RawJson values written as their literal text. */
export function toJson(body: unknown): string {
  const raws: string[] = [];
  const marker = (index: number) => `__fuzz_raw_json_${index}__`;
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return marker(raws.length - 1);
  });
  return raws.reduce((result, raw, index) => result.replace(`"${marker(index)}"`, raw), text ?? 'null');
}
