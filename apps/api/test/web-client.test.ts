import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebClient } from '../src/web/web-client.js';

// A miniature web build: the shell, one asset and two prerendered pages with their manifest.
let dist: string;
let app: express.Express;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'otc-web-dist-'));
  mkdirSync(path.join(dist, 'prerendered'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>shell');
  writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'prerendered/home.html'), 'prerendered home');
  writeFileSync(path.join(dist, 'prerendered/about.html'), 'prerendered about');
  writeFileSync(path.join(dist, 'prerendered/pages.json'), JSON.stringify({ '/': 'home', '/about': 'about' }));
  app = express();
  serveWebClient(app, dist, 'https://otc.example');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web client', () => {
  it('sends a visitor without a session the prerendered page, marked as varying by cookie', async () => {
    const about = await request(app).get('/about').expect(200);
    expect(about.text).toBe('prerendered about');
    expect(about.headers.vary).toMatch(/Cookie/);
    expect(about.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/').expect(200)).text).toBe('prerendered home');
    expect((await request(app).get('/About').expect(200)).text).toBe('prerendered about');
  });

  it('sends anyone with a session cookie the plain shell, so a signed-in person never sees the visitor page', async () => {
    const res = await request(app).get('/about').set('Cookie', 'theme=dark; otc_session=abc').expect(200);
    expect(res.text).toContain('shell');
  });

  it('sends the shell when a query could change what the page shows', async () => {
    expect((await request(app).get('/?q=headache').expect(200)).text).toContain('shell');
  });

  it('falls back to the shell for pages without a prerendered copy and serves files as they are', async () => {
    expect((await request(app).get('/search').expect(200)).text).toContain('shell');
    expect((await request(app).get('/assets/app.js').expect(200)).text).toBe('console.log(1)');
  });
});
