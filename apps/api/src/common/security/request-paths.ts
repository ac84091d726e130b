import type { RequestHandler } from 'express';
import { RequestError } from '../request.errors.js';

/**
 * An address with a broken percent-escape (%E0%A4%A) cannot be routed. Refused up front with a short message,
 * instead of the router's error, which quotes the whole parameter back.
 */
export function decodablePathsOnly(): RequestHandler {
  return (req, _res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next(
        new RequestError('request.address_invalid', 'The address has a broken percent-encoding (such as %E0%A4%A).'),
      );
    }
    next();
  };
}
