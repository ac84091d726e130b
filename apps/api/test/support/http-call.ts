import http from 'node:http';
import { randomInt } from 'node:crypto';

export interface Reply {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: http.IncomingHttpHeaders;
  contentType: string;
  /** Time from sending to the whole answer, in milliseconds. */
  ms: number;
  /** The session cookie's name=value when the answer set one. */
  cookie?: string;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  /** The address to send from: rate limits count per client address, so a test can be a client of its own. */
  from?: string;
  timeoutMs?: number;
}

/** A loopback address of its own (127.x.y.z) for one test's requests: its rate-limit counters start at zero. */
export const ownClientAddress = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

/**
 * One HTTP request to a running server, the way a browser on the same site sends it (Origin is the server).
 * Resolves on any status; rejects only when no answer came (connection refused, timeout).
 */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { origin: base, accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, localAddress: options.from, timeout: options.timeoutMs ?? 10_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const contentType = res.headers['content-type'] ?? '';
          let body: unknown = text;
          if (contentType.includes('json') && text) body = JSON.parse(text);
          const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
          resolve({
            status: res.statusCode!,
            body,
            headers: res.headers,
            contentType,
            ms: performance.now() - started,
            ...(cookie ? { cookie } : {}),
          });
        });
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${method} ${path}: no answer within ${options.timeoutMs ?? 10_000} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}
