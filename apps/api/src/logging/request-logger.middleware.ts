import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { AppLogger } from './app-logger.js';

type Req = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * The path only: query strings carry symptoms (/api/search/suggestions?query=...), search terms on pages
 * (/search?q=...) and one-time codes in links.
 */
const pathOf = (req: Req): string => (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';

/** One line per request when its answer is sent: method, path, status, time, and the request id. */
export function requestLoggerMiddleware(logger: AppLogger) {
  return pinoHttp({
    logger,
    genReqId: (req) => (req as Req).id as string,
    // Only the id is bound to the request's logger. The serializers keep no headers (cookies, authorization),
    // no bodies and no query strings.
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: Req) => ({ method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customSuccessObject: (req, res, fields) => ({ req, res, responseTime: fields.responseTime }),
    customErrorObject: (req, res, _error, fields) => ({ req, res, responseTime: fields.responseTime }),
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    // Load balancers ask for health every few seconds: those lines are detail, unless the answer is bad.
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return pathOf(req).startsWith('/api/health') ? 'debug' : 'info';
    },
  });
}
