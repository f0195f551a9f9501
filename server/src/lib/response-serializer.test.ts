import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes only the declared properties, nested ones included', () => {
    const serialize = compile(
      z.array(
        z.object({ id: z.number(), name: z.string().nullable(), links: z.object({ web: z.string().optional() }) }),
      ),
    );
    const out = serialize([{ id: 1, name: null, links: { web: 'https://a.b', secret: 's' }, password: 'hash' }]);
    expect(JSON.parse(out)).toEqual([{ id: 1, name: null, links: { web: 'https://a.b' } }]);
  });

  it('falls back to zod for schemas JSON Schema cannot express', () => {
    const serialize = compile(
      z.object({ code: z.custom<string>((value) => typeof value === 'string' && /^B\d{4}$/.test(value)) }),
    );
    expect(JSON.parse(serialize({ code: 'B0001', extra: 1 }))).toEqual({ code: 'B0001' });
    expect(() => serialize({ code: 'nope' })).toThrow();
  });
});
