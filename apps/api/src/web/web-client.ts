import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { SESSION_COOKIE, readCookie } from '../auth/index.js';

/** The public pages search engines may list (spec route table, signed out). */
const PUBLIC_PAGES = [
  '/',
  '/search',
  '/vitamins-and-supplements',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/auth',
];

function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${publicUrl}${page === '/' ? '/' : page}</loc></url>`).join(
    '\n',
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /profile-setup',
    'Disallow: /account',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Paths (lower case) with a page prerendered for signed-out visitors, from the web build's pages.json. */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, 'prerendered');
  const manifest = path.join(dir, 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([page, name]) => [page.toLowerCase(), path.join(dir, `${name}.html`)]));
}

/**
 * Serves the built web client from the same origin as the API. Any GET outside /api that is not a file
 * gets index.html, so deep links such as /search?q=headache load the app (history-API fallback).
 */
export function serveWebClient(
  server: Express,
  distDir: string,
  publicUrl: string,
  sessionCookie = SESSION_COOKIE,
): boolean {
  const hasSessionCookie = (req: Request) => readCookie(req, sessionCookie) !== undefined;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  server.get('/sitemap.xml', (_req, res) => res.type('application/xml').send(sitemapXml(publicUrl)));
  server.get('/robots.txt', (_req, res) => res.type('text/plain').send(robotsTxt(publicUrl)));
  const assets = express.static(distDir, { index: false, fallthrough: true });
  const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  const prerendered = readPrerenderedPages(distDir);
  server.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // A visitor without a session (and no query that changes the page) gets the page already rendered; anyone
    // signed in gets the plain shell, so they never see the signed-out page flash first.
    const page = req.url.includes('?') || hasSessionCookie(req) ? undefined : prerendered.get(req.path.toLowerCase());
    if (page) {
      res.vary('Cookie');
      return res.sendFile(page, { headers: { 'Cache-Control': 'no-cache' } });
    }
    assets(req, res, () => res.sendFile(indexFile));
  });
  return true;
}
