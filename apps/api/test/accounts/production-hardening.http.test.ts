import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/people.js';
import { startTestApp, testConfig } from '../support/test-app.js';

// A production app (Secure cookies, HSTS) with API_DOCS=off and a miniature web build with a prerendered page.
let app: INestApplication;
let dist: string;
const http = () => request(app.getHttpServer());
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'otc-web-dist-'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>shell');
  writeFileSync(path.join(dist, 'prerendered/about.html'), 'prerendered about');
  writeFileSync(path.join(dist, 'prerendered/pages.json'), JSON.stringify({ '/about': 'about' }));
  app = await startTestApp(testConfig(undefined, { production: true, apiDocs: false, webDistDir: dist }));
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the session cookie in production', () => {
  it('is a __Host- cookie (Secure, Path=/, no Domain, HttpOnly) that signs the request in and is cleared by name', async () => {
    const signUp = await http().post('/api/auth/sign-up').send({ email: uniqueEmail(), password: 'correct horse' });
    expect(signUp.status).toBe(201);
    const setCookie = signUp.headers['set-cookie']![0]!;
    expect(setCookie).toMatch(/^__Host-otc_session=[^;]+;/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/; Secure(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);

    const cookie = setCookie.split(';')[0]!;
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const me = await http().get('/api/auth/me').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(signUp.body.id);
    // The unprefixed name, which a plain-http page or a sibling subdomain could set, is not read.
    expect((await http().get('/api/auth/me').set('Cookie', `otc_session=${token}`)).status).toBe(401);
    // The web client sees the session too: the plain shell, not the signed-out prerendered page.
    expect((await http().get('/about')).text).toBe('prerendered about');
    expect((await http().get('/about').set('Cookie', cookie)).text).toContain('shell');

    const signOut = await http().post('/api/auth/sign-out').set('Cookie', cookie);
    expect(signOut.headers['set-cookie']![0]).toMatch(/^__Host-otc_session=;.*Path=\/.*Secure/);
    expect((await http().get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('API_DOCS=off', () => {
  it('answers /api/docs and its JSON with a 404 JSON error', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/openapi.json', '/api/docs/swagger-ui-init.js']) {
      const res = await http().get(url);
      expect(res.status, url).toBe(404);
      expect(res.type, url).toBe('application/json');
      expect(res.body, url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('leaves the docs on by default', async () => {
    const docsOn = await startTestApp(testConfig(undefined, { production: true }));
    try {
      expect((await request(docsOn.getHttpServer()).get('/api/docs/openapi.json')).status).toBe(200);
    } finally {
      await docsOn.close();
    }
  });
});
