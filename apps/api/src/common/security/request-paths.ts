import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * An address with a broken percent-escape (%E0%A4%A) cannot be routed. Refused up front with a short message,
 * instead of the router's error, which quotes the whole parameter back.
 */
export function decodablePathsOnly(): RequestHandler {
  return (req, _res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next(new BadRequestException('The address has a broken percent-encoding (such as %E0%A4%A).'));
    }
    next();
  };
}
