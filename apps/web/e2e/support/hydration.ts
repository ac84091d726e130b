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

/**
 * Holds the app's script back, as on a slow phone, so a test can act on a prerendered page before the app has
 * hydrated it. Call before page.goto; the returned function lets the script through and waits until the app has
 * taken over (its first GET /api/auth/session).
 */
export async function holdApp(page: Page): Promise<() => Promise<void>> {
  let letGo: () => void = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
    letGo();
    await me;
  };
}

/** True while the page's inline recorder still notes clicks, i.e. the app has not started hydrating. */
export const appNotStarted = (page: Page) => page.evaluate(() => '__otcEarlyClicks' in window);
