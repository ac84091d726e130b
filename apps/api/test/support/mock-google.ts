import type { INestApplication } from '@nestjs/common';
import { OAuth2Server } from 'oauth2-mock-server';
import request from 'supertest';
import type { AppConfig } from '../../src/config/app-config.js';

/** oauth2-mock-server standing in for Google; `userinfo` is who the next sign-in is. */
export async function startMockGoogle() {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const provider = { oauth, userinfo: {} as Record<string, unknown>, config: {} as NonNullable<AppConfig['google']> };
  oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = provider.userinfo;
  });
  const issuer = oauth.issuer.url!;
  provider.config = {
    clientId: 'test-client',
    clientSecret: 'test-secret',
    authorizationUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/userinfo`,
  };
  return provider;
}

const cookiesOf = (res: request.Response): string[] => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

/**
 * The browser's part of a Google sign-in (from `from`, sent as X-Forwarded-For, when given); returns the
 * callback's answer and its session cookie, if any.
 */
export async function signInWithMockGoogle(
  app: INestApplication,
  from?: string,
): Promise<{ res: request.Response; session: string | undefined }> {
  const get = (path: string) => {
    const req = request(app.getHttpServer()).get(path);
    return from ? req.set('X-Forwarded-For', from) : req;
  };
  const start = await get('/api/auth/google');
  if (start.status !== 302) throw new Error(`Google start answered ${start.status}`);
  const stateCookie = cookiesOf(start)[0]!.split(';')[0]!;
  const provider = await fetch(new URL(start.headers.location!), { redirect: 'manual' });
  const callback = new URL(provider.headers.get('location')!);
  const res = await get(`${callback.pathname}${callback.search}`).set('cookie', stateCookie);
  const session = cookiesOf(res)
    .find((c) => c.startsWith('otc_session='))
    ?.split(';')[0];
  return { res, session };
}
