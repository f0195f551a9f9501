import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type Projection = (value: unknown) => unknown;

const PLAIN = new Set(['string', 'number', 'int', 'boolean', 'enum', 'literal', 'null', 'nan']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;

/**
 * A function that copies, from an answer, exactly what the schema declares: the keys of each object
 * (recursively), the items of each array, plain values as they are. Undefined for a schema it cannot
 * follow (unions, records, transforms…), which then go through zod.
 */
export function projectionOf(schema: z.ZodType): Projection | undefined {
  const definition = definitionOf(schema);
  if (PLAIN.has(definition.type)) return (value) => value;
  if (WRAPPERS.has(definition.type) && definition.innerType) return projectionOf(definition.innerType);
  if (definition.type === 'array' && definition.element) {
    const item = projectionOf(definition.element);
    return item && ((value) => (Array.isArray(value) ? value.map(item) : value));
  }
  if (definition.type === 'object' && definition.shape) {
    const fields: [string, Projection][] = [];
    for (const [key, field] of Object.entries(definition.shape)) {
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
