import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app has taken over. Public pages arrive prerendered and readable, but their
 * buttons only work once the app has hydrated them, which is when it first asks GET /api/auth/session.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto(path);
  await me;
}
