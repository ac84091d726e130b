import fc from 'fast-check';
import type { Schema } from './openapi-operations.js';

/** Stands for the signed-in person's own id; replaced when the request is sent (the id is known only then). */
export const OWN_ID = 'OWN-USER-ID';

/** A JSON array nested this deep, written out as text (building it as an object would overflow our own stack). */
class DeepNesting {
  constructor(readonly depth: number) {}
}

/** Strings that have broken parsers, databases and templates before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  '\r\n\t',
  'é'.normalize('NFD'),
  '👩‍👩‍👧‍👦',
  'Ｈｅａｄａｃｈｅ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  'anonymous',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a@b',
  '@',
  'x@example.com\r\nBcc: victim@example.com',
];

const HUGE = 50_000;

/** Text of any kind: boundary lengths, huge, odd Unicode, known troublemakers. */
export function nastyString(schema: Schema = {}): fc.Arbitrary<string> {
  const lengths = [schema.minLength, schema.maxLength]
    .filter((n): n is number => typeof n === 'number')
    .flatMap((n) => [n - 1, n, n + 1])
    .filter((n) => n >= 0);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...(lengths.length ? lengths : [0])).map((n) => 'x'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom(HUGE, 1_000, 255, 256, 257, 501).map((n) => 'é'.repeat(n)) },
  );
}

const nastyNumber = (schema: Schema = {}) =>
  fc.oneof(
    fc.constantFrom(0, -0, -1, 1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE),
    fc.constantFrom(
      ...[schema.minimum, schema.maximum]
        .filter((n): n is number => typeof n === 'number')
        .flatMap((n) => [n - 1, n - 0.5, n, n + 1]),
      7,
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );

/** Anything at all where a value goes: wrong types, null, huge or deep structures, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber(),
  nastyString(),
  fc.constant('x'.repeat(HUGE)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.constantFrom(2_000, 10_000).map((n) => Array.from({ length: n }, (_, i) => `item ${i}`)),
  fc.constantFrom(100, 5_000).map((depth) => new DeepNesting(depth)),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}')),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** Property and parameter names that hold a person's id get that person's own id often enough to get past it. */
const isIdName = (name: string) => /^(uid|user_?id)$/i.test(name);

/** Mostly valid values for the schema, with boundary values; the request builder mixes in hostile ones. */
export function valueFor(schema: Schema, name = ''): fc.Arbitrary<unknown> {
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as Schema, name);
  if (schema.oneOf?.length) return fc.oneof(...schema.oneOf.map((s) => valueFor(s, name)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), nastyString());
  const nullable = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.oneof(arb, fc.constant(null)) : arb);
  switch (schema.type) {
    case 'boolean':
      return nullable(fc.boolean());
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000;
      return nullable(fc.oneof(fc.integer({ min, max }), nastyNumber(schema)));
    }
    case 'array':
      return nullable(
        fc.oneof(
          { weight: 4, arbitrary: fc.array(valueFor(schema.items ?? {}), { maxLength: 6 }) },
          { weight: 1, arbitrary: fc.array(valueFor(schema.items ?? {}), { minLength: 40, maxLength: 80 }) },
        ),
      );
    case 'object':
      return nullable(objectFor(schema));
    default:
      return nullable(stringFor(schema, name));
  }
}

function stringFor(schema: Schema, name: string): fc.Arbitrary<string> {
  const plain: fc.Arbitrary<string>[] = [nastyString(schema)];
  if (typeof schema.example === 'string') plain.push(fc.constant(schema.example));
  if (typeof schema.default === 'string') plain.push(fc.constant(schema.default));
  if (schema.format === 'uuid') plain.push(fc.uuid());
  if (/email/i.test(name))
    plain.push(
      fc.emailAddress(),
      fc.uuid().map((u) => `fuzz.${u}@example.com`),
    );
  if (/password/i.test(name)) plain.push(fc.string({ minLength: 6, maxLength: 40 }));
  if (/query|symptom/i.test(name)) plain.push(fc.constantFrom('headache', 'stuffy nose', 'chest pain', 'advil'));
  if (isIdName(name)) return fc.oneof({ weight: 3, arbitrary: fc.constant(OWN_ID) }, ...plain);
  return fc.oneof(...plain);
}

/** An object for the schema: each field valid, hostile or missing; sometimes with fields it never declared. */
export function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([key, propertySchema]) =>
    fc
      .oneof(
        { weight: 14, arbitrary: valueFor(propertySchema, key).map((v) => ({ present: true, v })) },
        { weight: 3, arbitrary: hostileValue.map((v) => ({ present: true, v })) },
        { weight: 2, arbitrary: fc.constant({ present: false, v: undefined }) },
      )
      .map((choice) => [key, choice] as const),
  );
  const unknown = fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }) },
  );
  return fc.tuple(fc.tuple(...fields), unknown).map(([chosen, extra]) => {
    const out: Record<string, unknown> = { ...extra };
    for (const [key, { present, v }] of chosen) if (present) out[key] = v;
    return out;
  });
}

/** JSON text for a value, DeepNesting written out as brackets. */
export function toJson(value: unknown): string {
  if (value instanceof DeepNesting) return '['.repeat(value.depth) + ']'.repeat(value.depth);
  if (Array.isArray(value)) return `[${value.map((v) => toJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v ?? null)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** How a value looks in a query string or a form field. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof DeepNesting) return toJson(value);
  if (value !== null && typeof value === 'object') return toJson(value);
  return String(value);
}
