// After `vite build`: renders the public pages as a signed-out visitor sees them into dist/prerendered/*.html,
// so the first paint does not wait for JavaScript. The API sends them only to visitors without a session cookie
// (apps/api/src/web/web-client.ts); the browser then hydrates the same markup.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');

/**
 * Public pages whose signed-out view needs no data from the API to be right. Pages with forms (/auth, /contact)
 * are left out: before the app hydrates, a form would submit natively and could put what was typed in a URL.
 */
const PRERENDERED_PAGES = {
  '/': 'home',
  '/vitamins-and-supplements': 'vitamins-and-supplements',
  '/about': 'about',
  '/privacy-policy': 'privacy-policy',
  '/terms-of-service': 'terms-of-service',
  '/sitemap': 'sitemap',
};

const { renderPage, earlyClicksScript } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root">.');
const outDir = path.join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/**
 * The page is readable without JavaScript, so nothing but the styles should hold up its first paint: the style
 * sheet goes inline (one round trip less) and public/boot.js fetches the app's scripts once the page has painted.
 * Until the app has hydrated, an inline script notes clicks on buttons for the app to repeat (src/app/early-clicks.tsx).
 */
function fastFirstPaint(html) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('dist/index.html has no module entry script.');
  const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  for (const tag of [entry, ...preload]) html = html.replace(tag[0], '');
  if (/<\/script/i.test(earlyClicksScript)) throw new Error('The early-clicks script must not contain </script.');
  const early = `<script>${earlyClicksScript}</script>\n    `;
  const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preload.map((m) => m[1]).join(' ')}"></script>\n    `;
  return html
    .replace('</head>', () => `${early}${boot}</head>`)
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (_tag, href) => {
      const css = readFileSync(path.join(dist, href), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
}

const template = fastFirstPaint(shell);
for (const [page, name] of Object.entries(PRERENDERED_PAGES)) {
  let markup = await renderPage(page);
  // React hoists a page's <title> to the front of the markup; it belongs in <head>, replacing the default.
  let html = template;
  const title = markup.match(/^<title>(.*?)<\/title>/s);
  if (title) {
    markup = markup.slice(title[0].length);
    html = html.replace(/<title>.*?<\/title>/s, () => `<title>${title[1]}</title>`);
  }
  html = html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="signed-out">${markup}</div>`);
  writeFileSync(path.join(outDir, `${name}.html`), html);
  console.log(
    `prerendered ${page.padEnd(26)} -> dist/prerendered/${name}.html (${(html.length / 1024).toFixed(1)} KB)`,
  );
}
// The server reads which paths have a prerendered page from here.
writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(PRERENDERED_PAGES, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
