import { RECORDER } from './early-clicks';

// Kept apart from early-clicks.tsx so the app's bundle does not carry a copy of what the page already ran.

/**
 * Runs inline, before the body is parsed, so it is sent as its own source text: it may use nothing from outside.
 * Only buttons that do nothing without the app: a button that submits or resets a form works natively, as do links.
 */
function recordEarlyClicks(name: string) {
  const clicked: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    const inert = button && !button.disabled && (button.type === 'button' || !button.form);
    // A second click on the same button is impatience, not a second request.
    if (inert && !clicked.includes(button)) clicked.push(button);
  };
  document.addEventListener('click', keep, true);
  (window as unknown as Record<string, () => HTMLButtonElement[]>)[name] = () => {
    document.removeEventListener('click', keep, true);
    return clicked;
  };
}

/** The inline script for a prerendered page's <head> (scripts/prerender.mjs; the API allows it by its hash). */
export const earlyClicksScript = `(${recordEarlyClicks.toString()})(${JSON.stringify(RECORDER)});`;
