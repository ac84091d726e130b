import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { inlineScriptsIn, usesGoogleAnalytics } from './inline-scripts.js';

type Directives = Record<string, string[]>;

const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** JSON answers render nothing, so they may load nothing; not even a frame may show them. */
const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI at /api/docs: its scripts are files (swagger-ui-bundle.js, swagger-ui-init.js), so scripts stay
 * 'self' only; its page and widgets use inline styles and data: icons, which this route alone allows.
 */
const DOCS_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Every powerful browser feature off, for this site and anything it could embed, except geolocation for our own
 * pages (the search page's 'Enable Location' finds nearby pharmacies).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const PERMISSIONS_POLICY = ['geolocation=(self)', ...DENIED_FEATURES.map((f) => `${f}=()`)].join(', ');

// Google's documented sources for gtag.js (GA4), allowed only when the web build includes it.
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The web client: its own files, plus exactly the inline scripts of the built pages by hash (never
 * 'unsafe-inline' for scripts). Inline styles are allowed (React style attributes, critical CSS); images may
 * come from https (Google profile photos).
 */
export function webPolicy(webDistDir: string | null, production: boolean): Directives {
  const inline = inlineScriptsIn(webDistDir);
  const analytics = usesGoogleAnalytics(webDistDir);
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(inline.hasEventHandlers ? ["'unsafe-hashes'"] : []),
      ...inline.hashes,
      ...(analytics ? ANALYTICS_SCRIPTS : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function headersWith(directives: Directives, production: boolean): RequestHandler {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Older browsers ignore frame-ancestors; DENY says the same to them.
    xFrameOptions: { action: 'deny' },
    // Search words and ids in URLs are health data: no other site learns them from a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    // Only where TLS is certain: on a developer's http://localhost it would stick to the host for a year.
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  };
  return helmet(options);
}

export interface SecurityHeadersOptions {
  production: boolean;
  webDistDir: string | null;
}

/** Security headers on every response: API JSON, errors, the web client's files and pages, and /api/docs. */
export function securityHeaders({ production, webDistDir }: SecurityHeadersOptions): RequestHandler {
  const api = headersWith(API_POLICY, production);
  const docs = headersWith(DOCS_POLICY, production);
  const web = headersWith(webPolicy(webDistDir, production), production);
  return (req, res, next) => {
    // Express matches routes case-insensitively, so the choice must too.
    const path = req.path.toLowerCase();
    const pick = isDocs(path) ? docs : isApi(path) ? api : web;
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    pick(req, res, next);
  };
}

/** The same headers for answers written before Express sees the request (see malformed-requests.ts). */
export function rawApiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': Object.entries(API_POLICY)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
