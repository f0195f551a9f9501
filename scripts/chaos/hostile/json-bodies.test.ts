import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../server/src/lib/project-paths';
import { JSON_SHAPES } from './json-bodies';
import { bodyRoutesOf, type OpenApiDocument } from './plan';

/*
 * Every hostile JSON body of every route of the committed OpenAPI document can be made, and fits in the route's body
 * limit (so that it reaches the parser and the validation, not the size check). A new route whose schema nests arrays
 * once made a body past any string's length, and the round stopped before it began.
 */

const document = JSON.parse(
  fs.readFileSync(path.join(PROJECT_ROOT, 'docs', 'openapi.json'), 'utf8'),
) as OpenApiDocument;

describe("the hostile-files round's JSON bodies", () => {
  const routes = bodyRoutesOf(document).filter((route) => !route.multipart);

  it('are made for every JSON route of the document', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((route, index) => [route.key, route, index] as const))(
    '%s: each shape is made within the limit',
    (_key, route, index) => {
      const limit = route.isPublic ? 8 * 1024 : 1024 * 1024;
      for (const shape of JSON_SHAPES) {
        const body = shape.make({ schema: route.jsonSchema, seed: index + 1, limit, isPublic: route.isPublic });
        expect(body.length, shape.name(limit)).toBeLessThanOrEqual(limit);
        expect(body.length, shape.name(limit)).toBeGreaterThan(0);
      }
    },
  );
});
