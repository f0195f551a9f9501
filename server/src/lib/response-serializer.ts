import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type Projection = (value: unknown) => unknown;

/*
 * Schemas are read through zod 4's public API only: `schema.type` (the kind: 'object', 'array', 'optional', …),
 * `.unwrap()` of the wrappers, `.element` of arrays, `.shape` of objects. `type` and `def` are members of zod's
 * classic `ZodType` (its typings deprecate `_def` for `.def`); `_zod` is the library's internal state, not read here.
 */
type SchemaType = z.ZodType['type'];

const PLAIN = new Set<SchemaType>(['string', 'number', 'int', 'boolean', 'enum', 'literal', 'null', 'nan']);
const WRAPPERS = new Set<SchemaType>([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
]);

/** optional, nullable, default, prefault, readonly, nonoptional and catch all answer their inner schema so. */
type Wrapper = z.ZodType & { unwrap(): z.ZodType };

/**
 * A function that copies, from an answer, exactly what the schema declares: the keys of each object
 * (recursively), the items of each array, plain values as they are. Undefined for a schema it cannot
 * follow (unions, records, transforms…), which then go through zod.
 */
export function projectionOf(schema: z.ZodType): Projection | undefined {
  const { type } = schema;
  if (PLAIN.has(type)) return (value) => value;
  if (WRAPPERS.has(type)) return projectionOf((schema as Wrapper).unwrap());
  if (type === 'array') {
    const item = projectionOf((schema as z.ZodArray<z.ZodType>).element);
    return item && ((value) => (Array.isArray(value) ? value.map(item) : value));
  }
  if (type === 'object') {
    const fields: [string, Projection][] = [];
    for (const [key, field] of Object.entries((schema as z.ZodObject<Record<string, z.ZodType>>).shape)) {
      const projection = projectionOf(field);
      if (!projection) return undefined;
      fields.push([key, projection]);
    }
    return (value) => {
      if (value === null || typeof value !== 'object') return value;
      const source = value as Record<string, unknown>;
      const copy: Record<string, unknown> = {};
      for (const [key, projection] of fields) if (source[key] !== undefined) copy[key] = projection(source[key]);
      return copy;
    };
  }
  return undefined;
}

/**
 * Answers are written with JSON.stringify after copying exactly the properties the route's response
 * schema declares, so no field a presenter did not mean to show ever leaves, without a zod parse of
 * every answer (decision 009). Schemas the copy cannot follow are serialized by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const projection = projectionOf(route.schema);
  if (!projection) return zodSerializerCompiler(route);
  return (data) => JSON.stringify(projection(data));
};
