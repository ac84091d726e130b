import express, { type Request, type RequestHandler } from 'express';
import { RequestError } from '../request.errors.js';

/** The largest body the API reads, whatever its type. */
const BODY_LIMIT = '100kb';
/** Far deeper than any payload of the API; a deeper one would only overflow the stack of the DTO transformer. */
const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE_ALL = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const READS_NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
const isJson = (req: Request) => req.is('application/json') === 'application/json';

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';

// U+0000 (PostgreSQL text cannot hold it) and half a surrogate pair (not Unicode: validators that encode text
// throw on it) become U+FFFD, as a text decoder does with bytes it cannot read: text stays text.
const storable = (text: string) => text.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE_ALL, '\ufffd');

// A password is not text to keep but a secret to hash: a replaced character would be hashed in its place, so two
// different passwords would match. Such a password is refused instead.
const PASSWORD_FIELDS = new Set(['password', 'currentPassword', 'newPassword']);
const UNREADABLE_PASSWORD =
  'Password cannot contain the NUL character or broken Unicode (half of a surrogate pair). Please type it again.';

/**
 * Makes every string of a parsed JSON body storable, in place, and returns why the body is refused (too deep, or
 * a password that is not plain Unicode), or null. Walks without recursion, so it cannot overflow the stack itself.
 */
function cleanBody(body: unknown): string | null {
  const stack: [Container, number][] = isContainer(body) ? [[body, 1]] : [];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'string') {
        if (PASSWORD_FIELDS.has(key) && !Array.isArray(node) && storable(value) !== value) return UNREADABLE_PASSWORD;
        record[key] = storable(value);
      } else if (isContainer(value)) stack.push([value, depth + 1]);
    }
  }
  return null;
}

/**
 * The API reads JSON bodies only: at most 100 KB, nested at most 32 deep, its text made storable (NUL and broken
 * Unicode become U+FFFD; in a password they are refused with 400). Any other body (text, forms, none declared) is
 * still read up to the limit, so a large one gets the same 413, and is then refused with 415 on the methods that take a body; forms are the classic
 * cross-site request, so that door is shut too. Errors go to the exception filter as JSON. Express's own parsers,
 * registered by Nest later, find the body read.
 */
export function jsonBodiesOnly(): RequestHandler {
  const readJson = express.json({ limit: BODY_LIMIT });
  const readOther = express.raw({ type: () => true, limit: BODY_LIMIT });
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    if (isJson(req)) {
      return readJson(req, res, (error?: unknown) => {
        if (error) return next(error);
        const refusal = cleanBody(req.body);
        next(refusal ? new RequestError('request.invalid', refusal) : undefined);
      });
    }
    readOther(req, res, (error?: unknown) => {
      if (error) return next(error);
      const size = Buffer.isBuffer(req.body) ? req.body.length : 0;
      req.body = undefined;
      if (size === 0 || READS_NO_BODY.has(req.method)) return next();
      next(
        new RequestError(
          'request.media_type_unsupported',
          'Please send the request body as JSON (Content-Type: application/json).',
        ),
      );
    });
  };
}
