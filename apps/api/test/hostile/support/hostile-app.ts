import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DEFAULT_RATE_LIMITS, type AppConfig } from '../../../src/config/app-config.js';
import { startTestApp, testConfig } from '../../support/test-app.js';
import { closeIdleConnections, send, setCookiesOf, type RawResponse } from './raw-http.js';

export interface HostileApp {
  app: NestExpressApplication;
  port: number;
  /** http://127.0.0.1:port, the Origin a same-site browser page would send. */
  origin: string;
  close: () => Promise<void>;
}

/** Rate limits so high that no handler hides behind a 429 during thousands of requests from one address. */
export const UNTHROTTLED: AppConfig['rateLimits'] = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { limit: 1_000_000, ttlMs: 60_000 }]),
) as AppConfig['rateLimits'];

/**
 * Google sign-in switched on against addresses nothing listens on: starting it only redirects, and the
 * callback fails at the state check before any network call, so both routes are reachable without a provider.
 */
const UNREACHABLE_GOOGLE: AppConfig['google'] = {
  clientId: 'hostile-client',
  clientSecret: 'hostile-secret',
  authorizationUrl: 'http://127.0.0.1:9/authorize',
  tokenUrl: 'http://127.0.0.1:9/token',
  userInfoUrl: 'http://127.0.0.1:9/userinfo',
};

/**
 * The whole app listening on an ephemeral port (real HTTP, not supertest's in-process calls), on PGlite, or
 * on a fresh PostgreSQL schema when TEST_DATABASE_URL is set (startTestApp decides).
 */
export async function startHostileApp(overrides: Partial<AppConfig> = {}): Promise<HostileApp> {
  const app = await startTestApp(
    testConfig(undefined, { rateLimits: UNTHROTTLED, google: UNREACHABLE_GOOGLE, ...overrides }),
  );
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      closeIdleConnections();
      await app.close();
    },
  };
}

export interface Person {
  id: string;
  email: string;
  password: string;
  /** otc_session=... (__Host-otc_session=... in production) for the Cookie header. */
  cookie: string;
}

let people = 0;

/** The headers a browser sends from a page of the app itself. */
export const sameSiteHeaders = (target: HostileApp) => ({
  origin: target.origin,
  'sec-fetch-site': 'same-origin',
});

const sessionCookieIn = (res: RawResponse) => setCookiesOf(res).find((c) => /^(__Host-)?otc_session=/.test(c));

async function authenticate(target: HostileApp, path: string, email: string, password: string) {
  const res = await send(target.port, {
    method: 'POST',
    target: path,
    headers: { 'content-type': 'application/json', ...sameSiteHeaders(target) },
    body: Buffer.from(JSON.stringify({ email, password })),
  });
  const cookie = sessionCookieIn(res);
  if (!cookie || res.status >= 300) throw new Error(`${path} failed: ${res.status} ${res.text}`);
  return { id: (JSON.parse(res.text) as { id: string }).id, cookie: cookie.split(';')[0]! };
}

export async function signUpPerson(target: HostileApp, label = 'hostile'): Promise<Person> {
  const email = `${label}.${Date.now()}.${++people}@example.com`;
  const password = 'correct horse battery';
  return { email, password, ...(await authenticate(target, '/api/auth/sign-up', email, password)) };
}

/** A new session for a known person (after something signed them out). */
export async function signInAgain(target: HostileApp, person: Person): Promise<Person> {
  return { ...person, ...(await authenticate(target, '/api/auth/sign-in', person.email, person.password)) };
}
