import fc from 'fast-check';
import { fillPath, type Operation, type Parameter } from './openapi-operations.js';
import { hostileValue, nastyString, objectFor, toJson, toText, valueFor } from './hostile-values.js';

/** One generated request, before the session and the own id are filled in. */
export interface HostileRequest {
  operation: Operation;
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string;
  chunked: boolean;
  /** Sent with the signed-in person's session cookie (and a same-site Origin). */
  signedIn: boolean;
  /** Anonymous requests sometimes come with the same-site headers a browser adds, sometimes with none. */
  sameSiteHeaders: boolean;
  /** What kind of body was chosen, for the statistics. */
  bodyKind: string;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate, which encodeURIComponent refuses, goes as U+FFFD). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Sometimes a broken escape is appended, which no URL decoder accepts. */
const encodeOrBreak = (text: string, malformed: boolean) =>
  malformed ? `${encode(text)}%${'E0%A4%A'.slice(0, 1 + (text.length % 6))}` : encode(text);

const paramValue = (p: Parameter) =>
  fc.oneof({ weight: 5, arbitrary: valueFor(p.schema, p.name) }, { weight: 2, arbitrary: hostileValue });

function pathAndQuery(op: Operation): fc.Arbitrary<string> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...pathParams.map((p) => fc.tuple(fc.constant(p.name), paramValue(p))));
  const queryValues = fc.tuple(
    ...queryParams.map((p) =>
      fc.tuple(
        fc.constant(p.name),
        fc.oneof(
          { weight: 6, arbitrary: paramValue(p).map((v) => [v]) },
          { weight: p.required ? 1 : 3, arbitrary: fc.constant([]) },
          { weight: 1, arbitrary: fc.array(paramValue(p), { minLength: 2, maxLength: 3 }) },
        ),
      ),
    ),
  );
  const extraQuery = fc.oneof(
    { weight: 5, arbitrary: fc.constant([] as [string, unknown][]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(fc.oneof(nastyString(), fc.constantFrom('a[b]', 'x[]', '__proto__[y]')), hostileValue),
        {
          maxLength: 3,
        },
      ),
    },
  );
  return fc
    .record({ pathValues, queryValues, extraQuery, breakEncoding: fc.integer({ min: 0, max: 19 }) })
    .map(({ pathValues: pv, queryValues: qv, extraQuery: extra, breakEncoding }) => {
      const broken = breakEncoding === 0;
      const path = fillPath(op.path, Object.fromEntries(pv.map(([k, v]) => [String(k), toText(v)])), (t) =>
        encodeOrBreak(t, broken),
      );
      const pairs = [
        ...qv.flatMap(([name, values]) => values.map((v) => [String(name), v] as [string, unknown])),
        ...extra,
      ];
      const query = pairs.map(([k, v]) => `${encode(k)}=${encodeOrBreak(toText(v), broken)}`).join('&');
      return query ? `${path}?${query}` : path;
    });
}

const form = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .map(([k, v]) => `${encode(k)}=${encode(toText(v))}`)
        .join('&')
    : encode(toText(value));

const BAD_JSON = [
  '{',
  '{"query":',
  '{"query": "headache",}',
  "{'query': 'headache'}",
  '{"query": "headache"} trailing',
  '\ufeff{"query": "headache"}',
  '{"query": NaN}',
  '{"a": 1e99999}',
  '// comment\n{}',
  '[' + '['.repeat(20_000),
  '"\\ud800"',
  '{"query": "\\u0000"}',
  '{"__proto__": {"polluted": true}}',
  '{"query": "a", "query": {"$gt": ""}}',
  'null',
  '',
  '\u0000\u0001\u0002',
];

const CONTENT_TYPES = [
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=utf-32',
  'application/json; charset=bogus',
  'application/vnd.api+json',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json, text/plain',
  ';;;',
  'application/octet-stream',
];

interface Body {
  kind: string;
  text?: string;
  headers: Record<string, string>;
}

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const schemaValue = op.body ? objectFor(op.body.schema) : fc.constant({});
  const json = (kind: string, arb: fc.Arbitrary<unknown>, contentType = 'application/json') =>
    arb.map((v): Body => ({ kind, text: toJson(v), headers: { 'content-type': contentType } }));
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: op.body ? 30 : 2, arbitrary: json('json', schemaValue) },
    { weight: 3, arbitrary: json('json-any', hostileValue) },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...BAD_JSON)
        .map((text): Body => ({ kind: 'bad-json', text, headers: { 'content-type': 'application/json' } })),
    },
    { weight: 2, arbitrary: json('text/plain', schemaValue, 'text/plain') },
    {
      weight: 2,
      arbitrary: schemaValue.map((v): Body => ({
        kind: 'form',
        text: form(v),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })),
    },
    { weight: 2, arbitrary: schemaValue.map((v): Body => ({ kind: 'no-content-type', text: toJson(v), headers: {} })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(schemaValue, fc.constantFrom(...CONTENT_TYPES))
        .map(([v, type]): Body => ({ kind: 'odd-content-type', text: toJson(v), headers: { 'content-type': type } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(schemaValue, fc.constantFrom('gzip', 'deflate', 'br', 'x-bogus', 'identity'))
        .map(([v, encoding]): Body => ({
          kind: 'content-encoding',
          text: toJson(v),
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        })),
    },
    { weight: op.body ? 2 : 20, arbitrary: fc.constant<Body>({ kind: 'none', headers: {} }) },
  ];
  return fc.oneof(...options);
}

const extraHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ accept: 'text/html' }) },
  { weight: 1, arbitrary: fc.constant({ cookie: 'otc_session=%E0%A4%A' }) },
  { weight: 1, arbitrary: fc.constant({ cookie: `otc_session=${'a'.repeat(4_000)}` }) },
  { weight: 1, arbitrary: fc.constant({ 'x-forwarded-for': '::ffff:1.2.3.4, nonsense' }) },
);

/** Requests for one operation of openapi.yaml. */
function requestFor(op: Operation): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      target: pathAndQuery(op),
      body: bodyFor(op),
      extra: extraHeaders,
      chunked: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      signedIn: fc.boolean(),
      sameSiteHeaders: fc.boolean(),
    })
    .map(({ target, body, extra, chunked, signedIn, sameSiteHeaders }) => ({
      operation: op,
      method: op.method,
      target,
      headers: { ...body.headers, ...extra },
      body: body.text,
      chunked: chunked && body.text !== undefined,
      signedIn,
      sameSiteHeaders,
      bodyKind: body.kind,
    }));
}

/** Requests spread evenly over every operation. */
export const anyRequest = (operations: Operation[]) => fc.oneof(...operations.map(requestFor));

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** A request as a person reads it in a failure message. */
export function describeRequest(req: HostileRequest): string {
  return [
    `${req.method} ${clip(req.target, 200)}  [${req.operation.operationId}, ${req.signedIn ? 'signed in' : 'anonymous'}]`,
    ...Object.entries(req.headers).map(([k, v]) => `${k}: ${clip(v, 120)}`),
    req.body === undefined ? '(no body)' : `body (${req.bodyKind}${req.chunked ? ', chunked' : ''}): ${clip(req.body)}`,
  ].join('\n');
}
