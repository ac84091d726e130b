import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { rawApiSecurityHeaders } from './security-headers.js';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request address or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP.'];

/**
 * Node answers requests it cannot parse (a 50 KB address, broken HTTP) itself, with an empty text body.
 * These get the API's JSON error shape and headers instead, before the connection closes.
 */
export function answerMalformedRequestsWithJson(server: Server, production: boolean): void {
  const headers = rawApiSecurityHeaders(production);
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The rest of a long request can raise the same error again: the answer has gone, the reading goes on.
    if (answered.has(socket)) return;
    // As Node does: never write into a response that has already begun on this connection.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const [statusCode, text, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ statusCode, error: text, message });
    const lines = [
      `HTTP/1.1 ${statusCode} ${text}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    // The client may still be sending (a long address, a body): read and drop the rest instead of closing on
    // it, which would reset the connection and lose the answer; give up after a few seconds.
    socket.on('data', () => {});
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), 5_000).unref();
  });
}
