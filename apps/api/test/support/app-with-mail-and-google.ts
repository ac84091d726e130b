import type { INestApplication } from '@nestjs/common';
import { startMockGoogle } from './mock-google.js';
import { startSmtp } from './smtp.js';
import { startTestApp, testConfig } from './test-app.js';

export interface AppWithMailAndGoogle {
  app: INestApplication;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  google: Awaited<ReturnType<typeof startMockGoogle>>;
  close: () => Promise<void>;
}

/** The real app with a real SMTP server and the mock Google provider, for the account suites. */
export async function startAppWithMailAndGoogle(): Promise<AppWithMailAndGoogle> {
  const smtp = await startSmtp();
  const google = await startMockGoogle();
  const app = await startTestApp(
    testConfig(undefined, {
      publicUrl: 'http://app.test',
      google: google.config,
      mail: { smtpUrl: smtp.url, from: 'no-reply@test.local', supportEmail: 'support@test.local' },
    }),
  );
  return {
    app,
    smtp,
    google,
    close: async () => {
      await app.close();
      await google.oauth.stop();
      await smtp.close();
    },
  };
}
