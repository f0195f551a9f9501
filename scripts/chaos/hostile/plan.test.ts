import { describe, expect, it } from 'vitest';
import { bodyRoutesOf, planHostile, type OpenApiDocument } from './plan';
import { HOSTILE_ROUTES, type RouteEntry } from './route-table';

const jsonBody = { content: { 'application/json': { schema: { type: 'object' } } } };

/** A small document: a JSON route, an upload named in its summary, a route without a body, a public route. */
const document: OpenApiDocument = {
  paths: {
    '/api/things': {
      get: { summary: 'List things' },
      post: { summary: 'Create a thing', requestBody: jsonBody },
    },
    '/api/things/{id}/picture': {
      put: { summary: 'Replace its picture (multipart: one PNG file)' },
      delete: { summary: 'Remove its picture' },
    },
    '/api/auth/login': { post: { summary: 'Sign in', security: [], requestBody: jsonBody } },
  },
};

const table: Record<string, RouteEntry> = {
  'POST /api/things': { corpus: 'json', role: 'staff' },
  'PUT /api/things/{id}/picture': {
    corpus: 'image',
    role: 'teacher',
    form: { fileField: 'file', maxBytes: 1_000_000, fields: () => ({}) },
  },
  'POST /api/auth/login': { corpus: 'json', role: 'anonymous' },
};

describe("the hostile-files round's planner", () => {
  it('finds every route with a JSON body or a multipart form, and which are public', () => {
    expect(bodyRoutesOf(document).map((route) => [route.key, route.multipart, route.isPublic])).toEqual([
      ['POST /api/things', false, false],
      ['PUT /api/things/{id}/picture', true, false],
      ['POST /api/auth/login', false, true],
    ]);
  });

  it('plans every route that has an entry, and nothing is missing', () => {
    const plan = planHostile(document, table);
    expect(plan.routes.map(({ route }) => route.key)).toEqual([
      'POST /api/things',
      'PUT /api/things/{id}/picture',
      'POST /api/auth/login',
    ]);
    expect(plan.missing).toEqual([]);
  });

  it('reports a route with a body that has no entry, by its name', () => {
    const withNewRoute: OpenApiDocument = {
      paths: {
        ...document.paths,
        '/api/gadgets/{id}': { patch: { summary: 'Change a gadget', requestBody: jsonBody } },
      },
    };
    const plan = planHostile(withNewRoute, table);
    expect(plan.missing).toEqual(['PATCH /api/gadgets/{id}']);
    expect(plan.routes).toHaveLength(3);
  });

  it('reports a new upload route named only in its summary', () => {
    const withUpload: OpenApiDocument = {
      paths: { ...document.paths, '/api/gadgets': { post: { summary: 'Add a gadget (multipart: name, then file)' } } },
    };
    expect(planHostile(withUpload, table).missing).toEqual(['POST /api/gadgets']);
  });

  it('reports an entry whose kind does not match the route (a JSON corpus for an upload)', () => {
    const wrong = { ...table, 'PUT /api/things/{id}/picture': { corpus: 'json', role: 'teacher' } as RouteEntry };
    expect(planHostile(document, wrong).missing).toEqual([
      'PUT /api/things/{id}/picture (its entry is for a JSON body; the route takes a file)',
    ]);
  });

  it('lists entries that name no route of the document', () => {
    const stale = { ...table, 'POST /api/gone': { corpus: 'json', role: 'staff' } as RouteEntry };
    expect(planHostile(document, stale).unused).toEqual(['POST /api/gone']);
  });

  it("has an entry for every route with a body of the product's committed document", async () => {
    const committed = (await import('../../../docs/openapi.json', { with: { type: 'json' } })).default;
    const plan = planHostile(committed as unknown as OpenApiDocument, HOSTILE_ROUTES);
    expect(plan.missing).toEqual([]);
    expect(plan.routes.length).toBeGreaterThan(40);
  });
});
