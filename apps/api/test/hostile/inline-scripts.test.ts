import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptsIn, inlineScriptsOf, usesGoogleAnalytics } from '../../src/common/security/inline-scripts.js';
import { webPolicy } from '../../src/common/security/security-headers.js';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const folders: string[] = [];
function distWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'otc-dist-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('inline script hashes', () => {
  it('hash inline scripts exactly as browsers do, and skip scripts loaded from files', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT nonce="n">\r\nb()\r\n</SCRIPT>';
    expect(inlineScriptsOf(html)).toEqual({ hashes: [hash('a()'), hash('\nb()\n')].sort(), hasEventHandlers: false });
  });

  it('hash inline event handlers, with their entities decoded, and ask for unsafe-hashes', () => {
    const html = `<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'">`;
    expect(inlineScriptsOf(html)).toEqual({ hashes: [hash("this.media='all'")], hasEventHandlers: true });
    expect(inlineScriptsOf('<img onerror="go(&quot;x&quot;)">').hashes).toEqual([hash('go("x")')]);
  });

  it('cover index.html and every prerendered page of the build', () => {
    const dist = distWith({
      'index.html': '<script>one()</script>',
      'prerendered/about.html': '<script>two()</script>',
    });
    expect(inlineScriptsIn(dist).hashes).toEqual([hash('one()'), hash('two()')].sort());
    expect(inlineScriptsIn(null).hashes).toEqual([]);
  });

  it("put the hashes in the web client's script-src, never 'unsafe-inline'", () => {
    const dist = distWith({ 'index.html': '<script>one()</script><body onload="two()">' });
    const scripts = webPolicy(dist, false)['script-src'];
    expect(scripts).toEqual(["'self'", "'unsafe-hashes'", ...[hash('one()'), hash('two()')].sort()]);
  });
});

describe('Google Analytics', () => {
  it('is allowed only when the web build includes it (built with VITE_ANALYTICS_ID)', () => {
    const plain = distWith({ 'index.html': '', 'assets/index.js': 'render()' });
    const withAnalytics = distWith({
      'index.html': '',
      'assets/index.js': 'load("https://www.googletagmanager.com/gtag/js?id=")',
    });
    expect(usesGoogleAnalytics(plain)).toBe(false);
    expect(usesGoogleAnalytics(withAnalytics)).toBe(true);
    expect(webPolicy(plain, false)['script-src']).toEqual(["'self'"]);
    expect(webPolicy(withAnalytics, false)['script-src']).toContain('https://www.googletagmanager.com');
  });
});
