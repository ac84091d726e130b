import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (label = 'e2e') => `${label}.${Date.now()}.${++counter}@example.com`;

/**
 * The verification or reset link in the newest .eml the test server wrote for this address
 * (no SMTP_URL in e2e runs: mail goes to $E2E_DATA_DIR/outbox). Waits a little: reset mail is sent after the
 * answer.
 */
export async function linkFromOutbox(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + 5000;
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const match = new RegExp(`https?://[^\\s]+/${kind}\\?mode=\\w+&oobCode=[A-Za-z0-9_-]+`).exec(raw);
      if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    if (Date.now() > deadline) throw new Error(`No ${kind} mail for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs up through the API in the page's browser context, so the page shares the session cookie. */
export async function signUpThroughApi(page: Page, email = uniqueEmail(), password = 'secret-pass-1') {
  const res = await page.request.post('/api/auth/sign-up', { data: { email, password } });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password, id: (await res.json()).id as string };
}

export async function saveProfile(request: APIRequestContext, profile: Record<string, unknown>) {
  const res = await request.post('/api/profile/sync', { data: { profile } });
  if (res.status() !== 200) throw new Error(`profile sync failed: ${res.status()} ${await res.text()}`);
}
