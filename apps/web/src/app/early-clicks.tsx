import { useEffect } from 'react';

// A prerendered page paints before the app's script has loaded, and React ignores clicks on markup it has not
// hydrated yet. The page's <head> carries a tiny inline script (early-clicks-recorder.ts) that notes which buttons were
// clicked meanwhile; the app clicks them again once it has hydrated. Links and the search form need none of
// this: they work as plain HTML.

/** The global the inline script (early-clicks-recorder.ts) leaves behind: stops recording, hands over its list. */
export const RECORDER = '__otcEarlyClicks';

type Recorder = () => HTMLButtonElement[];

/**
 * Stops the recording and returns the buttons clicked so far. Call it just before hydrateRoot: from then on React
 * handles clicks itself (it hydrates at once when one arrives), so none is counted twice.
 */
export function takeEarlyClicks(): HTMLButtonElement[] {
  const globals = window as unknown as Record<string, Recorder | undefined>;
  const take = globals[RECORDER];
  delete globals[RECORDER];
  return take ? take() : [];
}

/** Rendered beside the app: once the hydrated page has committed, clicks the noted buttons again, in order. */
export function ReplayEarlyClicks({ buttons }: { buttons: HTMLButtonElement[] }) {
  useEffect(() => {
    // splice empties the list, so Strict Mode's second run of this effect clicks nothing.
    for (const button of buttons.splice(0)) {
      // A button React replaced (a hydration mismatch) or that has since been disabled is left alone.
      if (button.isConnected && !button.disabled) button.click();
    }
  }, [buttons]);
  return null;
}
