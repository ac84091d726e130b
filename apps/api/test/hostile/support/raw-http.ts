import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query string exactly as sent (already encoded, or deliberately malformed). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request over real HTTP, with nothing added or checked by a client library. */
export function send(port: number, req: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body && !req.chunked) headers['content-length'] = String(req.body.length);
    // Node frames a GET or DELETE body in chunks only when asked to (otherwise the bytes would follow unframed).
    if (req.body && req.chunked) headers['transfer-encoding'] = 'chunked';
    const outgoing = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.target, headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(`${error.message} (${error.code ?? 'no code'}${outgoing.reusedSocket ? ', reused connection' : ''})`),
      ),
    );
    if (req.body) outgoing.write(req.body);
    outgoing.end();
  });
}

export const closeIdleConnections = () => agent.destroy();

/** The Set-Cookie headers of a response, as a list. */
export const setCookiesOf = (res: { headers: http.IncomingHttpHeaders }): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);
