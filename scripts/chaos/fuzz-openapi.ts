import type { JsonSchema } from './fuzz-schema';

/** One route of the API as its OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body schema, when the route takes JSON. */
  jsonBody: JsonSchema | undefined;
  /** The text fields of a multipart form, when the route takes one (then a file). */
  formFields: string[] | undefined;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  consumes?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * The form fields of a multipart route: from a multipart request body when the document has one, else from
 * a summary that lists them ('multipart: document_type, document_tag, [visibility], then file').
 */
function formFieldsOf(operation: OpenApiOperation): string[] | undefined {
  const multipart = operation.requestBody?.content?.['multipart/form-data']?.schema?.properties;
  if (multipart) return Object.keys(multipart);
  const listed = /multipart:\s*([^)]*)\)/i.exec(operation.summary ?? '')?.[1];
  if (!listed) return undefined;
  return listed.split(/[\s,[\]]+/).filter((word) => /^[a-z_]+$/.test(word) && word !== 'then' && word !== 'file');
}

/** Every operation of the document at `${baseUrl}/api/docs/json`. */
export async function readOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/docs/json`);
  if (!response.ok) throw new Error(`the OpenAPI document answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const byPlace = (place: string) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map(({ name, schema }) => ({ name, schema: schema ?? {} }));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: byPlace('path'),
        queryParams: byPlace('query'),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        formFields: formFieldsOf(operation),
      });
    }
  }
  return operations;
}
