import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface InlineScripts {
  /** CSP sources ('sha256-...') for every inline <script> and inline event handler in the built pages. */
  hashes: string[];
  /** Inline event handlers (onload="...") need 'unsafe-hashes' as well as their hash. */
  hasEventHandlers: boolean;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EVENT_HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

// Browsers hash the text after the HTML parser's newline normalisation; entities are not decoded inside <script>.
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

// Attribute values are decoded by the HTML parser before they are hashed.
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Hashes of the inline scripts in one HTML document. */
export function inlineScriptsOf(html: string): InlineScripts {
  const hashes = new Set<string>();
  let hasEventHandlers = false;
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`) && body.length > 0) hashes.add(sha256(body));
  }
  for (const [, doubleQuoted, singleQuoted] of html.matchAll(EVENT_HANDLER)) {
    hasEventHandlers = true;
    hashes.add(sha256(decodeAttribute(doubleQuoted ?? singleQuoted ?? '')));
  }
  return { hashes: [...hashes].sort(), hasEventHandlers };
}

/**
 * Every inline script of the built web client (index.html and any prerendered page), read once at start so the
 * Content-Security-Policy can allow exactly those scripts without 'unsafe-inline'. A rebuild needs a restart.
 */
export function inlineScriptsIn(distDir: string | null): InlineScripts {
  const found = (distDir ? htmlFiles(distDir) : []).map((file) => inlineScriptsOf(readFileSync(file, 'utf8')));
  return {
    hashes: [...new Set(found.flatMap((f) => f.hashes))].sort(),
    hasEventHandlers: found.some((f) => f.hasEventHandlers),
  };
}

/** True when the web build includes Google Analytics (only built with VITE_ANALYTICS_ID). */
export function usesGoogleAnalytics(distDir: string | null): boolean {
  const assets = distDir ? path.join(distDir, 'assets') : null;
  if (!assets || !existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(path.join(assets, name), 'utf8').includes('googletagmanager.com'));
}
