import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { OAuth2Server } from 'oauth2-mock-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig } from '../support/test-app.js';

let app: INestApplication;
let oauth: OAuth2Server;
let userinfo: Record<string, unknown>;
const http = () => request(app.getHttpServer());

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = userinfo;
  });
  const issuer = oauth.issuer.url!;
  app = await startTestApp(
    testConfig(undefined, {
      publicUrl: 'http://app.test',
      google: {
        clientId: 'test-client',
        clientSecret: 'test-secret',
        authorizationUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userInfoUrl: `${issuer}/userinfo`,
      },
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await oauth?.stop();
});

const cookiesOf = (res: request.Response): string[] => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const sessionCookieOf = (res: request.Response) =>
  cookiesOf(res)
    .find((c) => c.startsWith('otc_session='))!
    .split(';')[0]!;

/** Runs the browser's part: our redirect, the provider's account picker, back to our callback. */
async function googleSignIn(): Promise<request.Response> {
  const start = await http().get('/api/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.location!);
  expect(authorize.searchParams.get('prompt')).toBe('select_account');
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://app.test/api/auth/google/callback');
  const stateCookie = cookiesOf(start)[0]!.split(';')[0]!;
  const provider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(provider.headers.get('location')!);
  return http().get(`${callback.pathname}${callback.search}`).set('cookie', stateCookie);
}

describe('Google sign-in against a mock OAuth provider', () => {
  it('signs a new person in and lands on /profile-setup', async () => {
    userinfo = {
      sub: 'google-123',
      email: 'grace@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://example.com/g.png',
    };
    expect((await http().get('/api/auth/providers')).body).toEqual({ google: { enabled: true } });
    const res = await googleSignIn();
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/profile-setup');
    const session = sessionCookieOf(res);
    const me = await http().get('/api/auth/me').set('cookie', session);
    expect(me.body).toMatchObject({
      email: 'grace@example.com',
      emailVerified: true,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('signs the same person into the same account next time', async () => {
    userinfo = { sub: 'google-123', email: 'grace@example.com', email_verified: true };
    const first = await googleSignIn();
    const again = await googleSignIn();
    const idOf = async (res: request.Response) =>
      (await http().get('/api/auth/me').set('cookie', sessionCookieOf(res))).body.id;
    expect(await idOf(again)).toBe(await idOf(first));
  });

  it('refuses a callback that does not carry the state this browser was given', async () => {
    userinfo = { sub: 'google-999', email: 'mallory@example.com', email_verified: true };
    const res = await http()
      .get('/api/auth/google/callback?code=stolen&state=forged')
      .set('cookie', 'otc_oauth_state=other');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth?error=google');
    expect(cookiesOf(res).some((c) => c.startsWith('otc_session='))).toBe(false);
  });

  it('does not take over a password account when Google has not verified the address', async () => {
    await http().post('/api/auth/sign-up').send({ email: 'owner@example.com', password: 'Orchid-Lantern-12' });
    userinfo = { sub: 'google-evil', email: 'owner@example.com', email_verified: false };
    const res = await googleSignIn();
    expect(res.headers.location).toBe('/auth?error=google');
  });

  it('uses PKCE (S256): the token request carries the verifier whose hash the authorization request carried', async () => {
    userinfo = { sub: 'google-pkce', email: 'pkce@example.com', email_verified: true };
    const verifiers: unknown[] = [];
    const onToken = (_token: unknown, req: { body: Record<string, unknown> }) => verifiers.push(req.body.code_verifier);
    oauth.service.on('beforeTokenSigning', onToken);
    try {
      const start = await http().get('/api/auth/google');
      const authorize = new URL(start.headers.location!);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      const challenge = authorize.searchParams.get('code_challenge');
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stateCookie = cookiesOf(start)[0]!.split(';')[0]!;
      const provider = await fetch(authorize, { redirect: 'manual' });
      const callback = new URL(provider.headers.get('location')!);
      const res = await http().get(`${callback.pathname}${callback.search}`).set('cookie', stateCookie);
      expect(res.headers.location).toBe('/profile-setup');
      // One token request (the mock signs two tokens for it: access and id token).
      expect(new Set(verifiers).size).toBe(1);
      const verifier = verifiers[0] as string;
      expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
      // The verifier stays between our server and the provider: never in a URL the browser sees.
      expect(start.headers.location).not.toContain(verifier);
      expect(callback.href).not.toContain(verifier);
    } finally {
      oauth.service.off('beforeTokenSigning', onToken);
    }
  });
});
