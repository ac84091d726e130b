import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the focused element shows it: an outline or a ring (box-shadow), as a sighted keyboard user needs. */
async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return `nothing has focus (${location.pathname})`;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // A Tailwind ring is one of several box-shadows; the others are transparent placeholders.
    const shadows =
      style.boxShadow === 'none' ? '' : style.boxShadow.replace(/rgba\(0, 0, 0, 0\)( -?[\d.]+px){2,4}/g, '');
    const ring = /\d+(\.\d+)?px/.test(shadows) && !/^[\s,0px]*$/.test(shadows);
    if (outline || ring) return null;
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" has no visible focus`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on the way that every stop shows its focus.
 * Fails if the target is not reached within `max` presses, i.e. it is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusIsVisible(page)).toBeNull();
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Could not reach ${target} with the Tab key in ${max} presses.`);
}
