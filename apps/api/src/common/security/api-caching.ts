import type { RequestHandler } from 'express';

const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * No API answer is ever stored by a browser or a proxy: many are personal (the person, their profile, history,
 * export, searches judged against their health data) and would otherwise stay readable in the browser's cache
 * after sign-out. Set for every /api route before any handler runs, so a new route is covered without thought,
 * errors included. Vary: Cookie tells any cache that ignores no-store that answers differ by session (search
 * and supplements answer differently signed in and out). Swagger UI's files at /api/docs may be cached.
 */
export function noStoreApiAnswers(): RequestHandler {
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (isApi(path) && !isDocs(path)) {
      res.setHeader('Cache-Control', 'no-store');
      res.vary('Cookie');
    }
    next();
  };
}
