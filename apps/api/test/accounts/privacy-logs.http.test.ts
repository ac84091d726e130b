import { ConsoleLogger } from '@nestjs/common';
import request from 'supertest';
import { expect, it } from 'vitest';
import { createApp } from '../../src/app-factory.js';
import { testConfig } from '../support/test-app.js';

class CapturingLogger extends ConsoleLogger {
  readonly lines: string[] = [];
  protected override printMessages(messages: unknown[], context?: string, logLevel?: string): void {
    this.lines.push(
      `${logLevel} ${context} ${messages.map((m) => (m instanceof Error ? `${m.message} ${m.stack}` : JSON.stringify(m))).join(' ')}`,
    );
  }
}

it('keeps health data, passwords and session ids out of the logs', async () => {
  const logger = new CapturingLogger();
  logger.setLogLevels(['log', 'error', 'warn', 'debug', 'verbose']);
  const app = await createApp(testConfig(), { logger });
  await app.init();
  try {
    const agent = request.agent(app.getHttpServer());
    const signUp = await agent
      .post('/api/auth/sign-up')
      .send({ email: 'zebra.quokka@example.com', password: 'Pw-Xylophone-77' });
    const cookie = signUp.headers['set-cookie']![0]!.split(';')[0]!.split('=')[1]!;
    await agent.post('/api/profile/sync').send({
      profile: {
        allergies: ['Quinzelberry'],
        conditions: ['Flibbertigibbet syndrome'],
        currentMedications: [{ name: 'Zorblatamine 5 mg' }],
        gender: 'female',
        isPregnant: true,
      },
    });
    await agent.post('/api/search/enhanced').send({ query: 'Snorkelwhistle rash and a headache' });
    await agent.post('/api/profile/sync').send({ profile: { age: 'not an age' } });
    const logs = logger.lines.join('\n');
    expect(logger.lines.length).toBeGreaterThan(0);
    for (const secret of [
      'Quinzelberry',
      'Flibbertigibbet',
      'Zorblatamine',
      'Snorkelwhistle',
      'Pw-Xylophone-77',
      cookie,
    ]) {
      expect(logs).not.toContain(secret);
    }
  } finally {
    await app.close();
  }
});
