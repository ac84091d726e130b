import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built web client from the same origin as the API. Any GET outside /api that is not a file
 * gets index.html, so deep links such as /search?q=headache load the app (history-API fallback).
 */
export function serveWebClient(server: Express, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const assets = express.static(distDir, { index: false, fallthrough: true });
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  server.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    assets(req, res, () => res.sendFile(indexFile));
  });
  return true;
}
