import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

let counter = 0;
export const uniqueEmail = (label = 'person') => `${label}.${Date.now()}.${++counter}@example.com`;

/** Signs up a new person and returns an agent that keeps their session cookie. */
export async function signUp(app: INestApplication, email = uniqueEmail(), password = 'correct horse') {
  const agent = request.agent(app.getHttpServer());
  const res = await agent.post('/api/auth/sign-up').send({ email, password });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, email, password, id: res.body.id as string, cookie: res.headers['set-cookie']![0]!.split(';')[0]! };
}
