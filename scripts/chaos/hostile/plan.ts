import type { JsonSchema } from '../fuzz-schema';
import { HOSTILE_ROUTES, type RouteEntry } from './route-table';

/** The part of an OpenAPI document the planner reads. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** A route that takes a body or a file, as the document describes it. */
export interface BodyRoute {
  /** 'METHOD /path', the key of the route table. */
  key: string;
  method: string;
  path: string;
  jsonSchema: JsonSchema | undefined;
  /** Its body is a multipart form (declared as one, or named so in its summary as the product's uploads are). */
  multipart: boolean;
  /** Public (`security: []`): its body limit is the public one (8 KB), not the signed-in 1 MB. */
  isPublic: boolean;
}

export interface HostilePlan {
  routes: { route: BodyRoute; entry: RouteEntry }[];
  /** Routes with a body and no entry in the table: the round fails with their names. */
  missing: string[];
  /** Entries naming no route of the document (renamed or removed): reported, so the table is kept tidy. */
  unused: string[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every route of the document that takes a JSON body or a multipart form. */
export function bodyRoutesOf(document: OpenApiDocument): BodyRoute[] {
  const routes: BodyRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const multipart = 'multipart/form-data' in content || /\bmultipart\b/i.test(operation.summary ?? '');
      const jsonSchema = content['application/json']?.schema;
      if (!multipart && Object.keys(content).length === 0) continue;
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        jsonSchema,
        multipart,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return routes;
}

/** The routes with a body matched with their corpus entries; those without one are `missing`. */
export function planHostile(
  document: OpenApiDocument,
  table: Record<string, RouteEntry> = HOSTILE_ROUTES,
): HostilePlan {
  const plan: HostilePlan = { routes: [], missing: [], unused: [] };
  const routes = bodyRoutesOf(document);
  for (const route of routes) {
    const entry = table[route.key];
    if (!entry) plan.missing.push(route.key);
    else if (route.multipart !== Boolean(entry.form))
      plan.missing.push(
        `${route.key} (its entry is for a ${entry.form ? 'file' : 'JSON body'}; the route takes a ${route.multipart ? 'file' : 'JSON body'})`,
      );
    else plan.routes.push({ route, entry });
  }
  const keys = new Set(routes.map((route) => route.key));
  plan.unused = Object.keys(table).filter((key) => !keys.has(key));
  return plan;
}
