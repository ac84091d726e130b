import { setCookiesOf, type RawResponse } from './raw-http.js';

/**
 * A sentence a person can read: not empty, not a stack trace, no internals. (Some messages quote the input,
 * e.g. an unknown category, so odd characters alone do not count against it.)
 */
function isReadableMessage(message: unknown): message is string {
  return (
    typeof message === 'string' &&
    message.trim().length >= 3 &&
    message.length <= 1_000 &&
    !/\n\s+at |\bat .+\.[cm]?js:\d+|node_modules|\[object |(Type|Syntax|Range|Reference)Error|QueryFailedError|ECONN/.test(
      message,
    )
  );
}

/** What a client may rely on for every error: JSON with a readable message. */
export function errorBodyProblems(res: RawResponse): string[] {
  if (res.status < 400) return [];
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`error ${res.status} is not JSON (content-type '${type}')`];
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return [`error ${res.status} says it is JSON but is not`];
  }
  const message = (body as { message?: unknown } | null)?.message;
  return isReadableMessage(message) ? [] : [`error ${res.status} has no readable message (${JSON.stringify(message)})`];
}

/** Every cookie the app sets is out of reach of scripts and of other sites' requests (and https-only in production). */
export function cookieProblems(res: RawResponse, production = false): string[] {
  return setCookiesOf(res).flatMap((cookie) => {
    const name = cookie.split('=')[0];
    const problems: string[] = [];
    if (!/;\s*HttpOnly/i.test(cookie)) problems.push(`cookie ${name} is not HttpOnly`);
    if (!/;\s*SameSite=(Lax|Strict)/i.test(cookie)) problems.push(`cookie ${name} has no SameSite=Lax or Strict`);
    if (production && !/;\s*Secure/i.test(cookie)) problems.push(`cookie ${name} is not Secure in production`);
    return problems;
  });
}

/** The headers every response carries, whatever produced it. */
function headerProblems(res: RawResponse): string[] {
  const problems: string[] = [];
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!String(res.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'"))
    problems.push("no Content-Security-Policy with frame-ancestors 'none'");
  return problems;
}

/** Everything wrong with one answer to a hostile request. */
export function responseProblems(res: RawResponse): string[] {
  return [
    ...(res.status >= 500 ? [`server error ${res.status}`] : []),
    ...errorBodyProblems(res),
    ...cookieProblems(res),
    ...headerProblems(res),
  ];
}
