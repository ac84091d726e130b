import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPerson, startHostileApp, type HostileApp } from './support/hostile-app.js';
import { send, setCookiesOf, type RawRequest, type RawResponse } from './support/raw-http.js';
import { cookieProblems } from './support/response-checks.js';

let oauth: OAuth2Server;
beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = { sub: `g-${Date.now()}`, email: `g.${Date.now()}@example.com`, email_verified: true };
  });
});
afterAll(async () => {
  await oauth?.stop();
});

const json = (method: string, target: string, body: unknown, cookie?: string): RawRequest => ({
  method,
  target,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: Buffer.from(JSON.stringify(body)),
});

/** Goes through every route that sets or clears a cookie and returns every answer. */
async function everyCookieSettingAnswer(app: HostileApp): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  const call = async (req: RawRequest) => {
    const res = await send(app.port, req);
    answers.push(res);
    return res;
  };
  const person = await signUpPerson(app, 'cookies');
  await call(
    json('POST', '/api/auth/sign-up', { email: `c.${Date.now()}@example.com`, password: 'Orchid-Lantern-12' }),
  );
  await call(json('POST', '/api/auth/sign-in', { email: person.email, password: person.password }, person.cookie));
  const signedIn = await call(json('POST', '/api/auth/sign-in', { email: person.email, password: person.password }));
  const session = setCookiesOf(signedIn)[0]!.split(';')[0]!;
  await call({ method: 'POST', target: '/api/auth/sign-out', headers: { cookie: session } });

  // Google: the state cookie, its clearing on a failed callback, and a successful sign-in.
  await call({ method: 'GET', target: '/api/auth/google/callback?state=wrong', headers: {} });
  const start = await call({ method: 'GET', target: '/api/auth/google', headers: {} });
  const state = setCookiesOf(start)[0]!.split(';')[0]!;
  const provider = await fetch(new URL(start.headers.location!), { redirect: 'manual' });
  const callback = new URL(provider.headers.get('location')!);
  const google = await call({
    method: 'GET',
    target: `${callback.pathname}${callback.search}`,
    headers: { cookie: state },
  });
  expect(google.headers.location).toBe('/profile-setup');

  const doomed = await signUpPerson(app, 'cookies-delete');
  await call(json('DELETE', '/api/account', { password: doomed.password }, doomed.cookie));
  return answers;
}

describe.each([false, true])('cookies (production: %s)', (production) => {
  let app: HostileApp;
  beforeAll(async () => {
    const issuer = oauth.issuer.url!;
    app = await startHostileApp({
      production,
      google: {
        clientId: 'cookie-client',
        clientSecret: 'cookie-secret',
        authorizationUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userInfoUrl: `${issuer}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`are all HttpOnly and SameSite${production ? ', and Secure' : ''}, set or cleared`, async () => {
    const answers = await everyCookieSettingAnswer(app);
    const cookies = answers.flatMap(setCookiesOf);
    const names = new Set(cookies.map((c) => c.split('=')[0]));
    // In production the session cookie carries the __Host- prefix (Secure, Path=/, no Domain enforced by browsers).
    const session = production ? '__Host-otc_session' : 'otc_session';
    expect([...names].sort()).toEqual([session, 'otc_oauth_state'].sort());
    // Set and cleared: both kinds of Set-Cookie were looked at.
    expect(cookies.some((c) => c.startsWith(`${session}=`) && !c.startsWith(`${session}=;`))).toBe(true);
    expect(cookies.some((c) => c.startsWith(`${session}=;`))).toBe(true);
    expect(cookies.some((c) => /^otc_oauth_state=;/.test(c))).toBe(true);
    for (const res of answers) expect(cookieProblems(res, production)).toEqual([]);
    if (!production) expect(cookies.filter((c) => /;\s*Secure/i.test(c))).toEqual([]);
  });
});
