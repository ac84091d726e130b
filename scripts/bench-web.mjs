// `pnpm bench:web`: how heavy the first page is and what Lighthouse thinks of three pages.
// A script that prints figures, not a test. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium is missing at ${chromePath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

// 1. Initial JavaScript for /: what a first visit loads before any route chunk. The prerendered page names
// the loader and, in its data attributes, the entry and the modules it preloads; the plain shell names them directly.
const prerenderedHome = path.join(dist, 'prerendered/home.html');
const html = readFileSync(existsSync(prerenderedHome) ? prerenderedHome : path.join(dist, 'index.html'), 'utf8');
const boot = html.match(/<script[^>]+src="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)"/);
const scripts = boot
  ? [boot[1], boot[2], ...boot[3].split(' ').filter(Boolean)]
  : [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
const sizes = scripts.map((src) => ({ src, gzip: gzipSync(readFileSync(path.join(dist, src))).length }));
const initialKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
console.log('Initial JavaScript for / (gzipped):');
for (const s of sizes) console.log(`  ${s.src.padEnd(48)} ${(s.gzip / 1024).toFixed(1).padStart(7)} KB`);
console.log(`  total ${initialKb.toFixed(1)} KB (target <= 150 KB) -> ${initialKb <= 150 ? 'met' : 'NOT met'}\n`);

// 2. Lighthouse (mobile preset) against the production build on a throw-away embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'otc-bench-web-'));
const port = 4900 + Math.floor(Math.random() * 90);
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 250));
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const targets = { performance: 0.9, accessibility: 1, 'best-practices': 0.95, seo: 0.9 };
// Lighthouse's scores move from run to run on a shared machine: score each page several times, report medians.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function score(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    });
    if (!lhr.runtimeError) return lhr;
    // A protocol hiccup on a busy machine leaves no scores; one more try, then say what went wrong.
    if (attempt === 2) throw new Error(`Lighthouse could not score ${url}: ${lhr.runtimeError.message}`);
  }
}

let allMet = true;
try {
  console.log(`Lighthouse, median of ${runs} runs (mobile preset)`);
  console.log(`  ${'page'.padEnd(28)} performance accessibility best-practices  seo   FCP     LCP     TBT`);
  for (const page of ['/', '/vitamins-and-supplements', '/about']) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await score(`${base}${page}`));
    const scores = Object.fromEntries(
      Object.keys(targets).map((k) => [k, median(results.map((lhr) => lhr.categories[k].score))]),
    );
    const ms = (audit) => `${(median(results.map((lhr) => lhr.audits[audit].numericValue)) / 1000).toFixed(2)} s`;
    const met = Object.entries(targets).every(([k, min]) => scores[k] >= min);
    allMet &&= met;
    console.log(
      `  ${page.padEnd(28)} ${scores.performance.toFixed(2).padStart(11)} ${scores.accessibility.toFixed(2).padStart(13)} ${scores['best-practices'].toFixed(2).padStart(14)} ${scores.seo.toFixed(2).padStart(4)} ${ms('first-contentful-paint').padStart(7)} ${ms('largest-contentful-paint').padStart(7)} ${ms('total-blocking-time').padStart(7)}  ${met ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  ${''.padEnd(28)} performance per run: ${results.map((lhr) => lhr.categories.performance.score.toFixed(2)).join(' ')}`,
    );
  }
  console.log(
    `\ntargets: performance >= 0.9, accessibility 1.0, best practices >= 0.95, SEO >= 0.9 -> ${allMet ? 'all met' : 'NOT all met'}`,
  );
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
