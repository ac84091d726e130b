import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The subset of JSON Schema that openapi.yaml uses, with every $ref already resolved. */
export interface Schema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, e.g. /api/profile/{uid}. */
  path: string;
  parameters: Parameter[];
  body: { schema: Schema; required: boolean } | null;
}

const OPENAPI_FILE = new URL('../../../../../openapi.yaml', import.meta.url);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Document = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, unknown> };
};
type RawOperation = {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
};

function resolver(doc: Document) {
  const resolve = (node: unknown, seen: string[] = []): Schema => {
    if (node === null || typeof node !== 'object') return {};
    const ref = (node as { $ref?: string }).$ref;
    if (ref) {
      const name = ref.replace('#/components/schemas/', '');
      if (seen.includes(name)) return { type: 'object' };
      return resolve(doc.components?.schemas?.[name], [...seen, name]);
    }
    const schema = { ...(node as Schema) };
    if (schema.items) schema.items = resolve(schema.items, seen);
    if (schema.properties)
      schema.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, seen)]),
      );
    if (schema.oneOf) schema.oneOf = schema.oneOf.map((s) => resolve(s, seen));
    if (schema.allOf) schema.allOf = schema.allOf.map((s) => resolve(s, seen));
    return schema;
  };
  return resolve;
}

/** Every operation of the committed openapi.yaml: a new endpoint is covered by the hostile suites at once. */
export function loadOperations(file: URL = OPENAPI_FILE): Operation[] {
  const doc = parse(readFileSync(file, 'utf8')) as Document;
  const resolve = resolver(doc);
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m): Operation => {
      const raw = item[m]!;
      const json = raw.requestBody?.content?.['application/json'];
      return {
        operationId: raw.operationId,
        method: m.toUpperCase() as Operation['method'],
        path,
        parameters: (raw.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: p.name,
            in: p.in as Parameter['in'],
            required: p.required ?? p.in === 'path',
            schema: resolve(p.schema),
          })),
        body: json ? { schema: resolve(json.schema), required: raw.requestBody?.required ?? false } : null,
      };
    }),
  );
}

/** Fills {name} placeholders, percent-encoding each value. */
export function fillPath(
  path: string,
  values: Record<string, string>,
  encode: (text: string) => string = encodeURIComponent,
): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encode(values[name] ?? ''));
}

/** Parameter and body field names that carry a person's id (path, query or JSON body). */
export const USER_ID_NAME = /^(uid|user_?id|owner_?id)$/i;
