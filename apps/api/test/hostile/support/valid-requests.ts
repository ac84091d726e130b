import { randomUUID } from 'node:crypto';
import type { Person } from './hostile-app.js';
import { fillPath, USER_ID_NAME, type Operation, type Schema } from './openapi-operations.js';

/** The smallest value the schema accepts: examples and defaults where given, required fields only. */
function exampleFor(schema: Schema, name = ''): unknown {
  if (schema.allOf?.length) return exampleFor(Object.assign({}, ...schema.allOf) as Schema, name);
  if (schema.oneOf?.length) return exampleFor(schema.oneOf[0]!, name);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, exampleFor(schema.properties?.[key] ?? {}, key)]),
      );
    default:
      if (schema.format === 'uuid') return randomUUID();
      if (/email/i.test(name)) return 'someone@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

export interface Actor {
  person: Person;
  /** An address with no account yet, for operations that create one. */
  freshEmail: string;
}

/**
 * A request body that would really change something for the person if the app let it through: their
 * credentials where the operation takes them (so a sign-in or a deletion would succeed), their id, a profile.
 */
export function consequentialBody(op: Operation, { person, freshEmail }: Actor): Record<string, unknown> | undefined {
  if (!op.body) return undefined;
  const body = exampleFor(op.body.schema) as Record<string, unknown>;
  const declared = op.body.schema.properties ?? {};
  const set = (key: string, value: unknown) => {
    if (key in declared) body[key] = value;
  };
  set('email', op.operationId === 'signUp' ? freshEmail : person.email);
  set('password', person.password);
  set('query', 'headache');
  set('profile', { allergies: ['Aspirin'], conditions: ['Asthma'] });
  for (const key of Object.keys(declared)) if (USER_ID_NAME.test(key)) body[key] = person.id;
  return body;
}

/** The operation's path with its parameters filled in: the person's id for id parameters, examples otherwise. */
export function pathFor(op: Operation, person: Person, overrides: Record<string, string> = {}): string {
  const values = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, USER_ID_NAME.test(p.name) ? person.id : String(exampleFor(p.schema, p.name))]),
  );
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.name in overrides))
    .map(
      (p) =>
        `${encodeURIComponent(p.name)}=${encodeURIComponent(overrides[p.name] ?? String(exampleFor(p.schema, p.name)))}`,
    )
    .join('&');
  const path = fillPath(op.path, { ...values, ...overrides });
  return query ? `${path}?${query}` : path;
}
