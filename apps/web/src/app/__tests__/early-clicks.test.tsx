import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyClicksScript } from '../early-clicks-recorder';
import { ReplayEarlyClicks, takeEarlyClicks } from '../early-clicks';

/** A prerendered page's markup and its inline <head> script, run as the browser would run it. */
function prerenderedPage(html: string) {
  document.body.innerHTML = html;
  new Function(earlyClicksScript)();
}

const button = (name: string) => document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;

afterEach(() => {
  takeEarlyClicks();
  document.body.innerHTML = '';
});

describe('the inline recorder on a prerendered page', () => {
  it('notes each clicked button once, in the order first clicked, including clicks on what is inside one', () => {
    prerenderedPage(`
      <button type="button" data-name="menu"><span data-name="icon">☰</span></button>
      <button type="button" data-name="location">Enable Location</button>
      <button data-name="untyped">Outside any form</button>`);
    button('location').click();
    button('icon').click();
    button('location').click();
    button('untyped').click();
    expect(takeEarlyClicks()).toEqual([button('location'), button('menu'), button('untyped')]);
  });

  it('leaves alone what works without the app: submit buttons, links, and disabled buttons', () => {
    prerenderedPage(`
      <form onsubmit="return false">
        <button type="submit" data-name="search">Search</button><button data-name="go">Go</button>
        <button type="reset" data-name="reset">Clear</button>
      </form>
      <a href="#about" data-name="link">About</a>
      <button type="button" disabled data-name="busy">Finding…</button>`);
    button('search').click();
    button('go').click();
    button('reset').click();
    button('link').click();
    button('busy').click();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('stops noting clicks once the app has taken the list, so React alone handles later ones', () => {
    prerenderedPage(`<button type="button" data-name="menu">☰</button>`);
    button('menu').click();
    expect(takeEarlyClicks()).toEqual([button('menu')]);
    button('menu').click();
    expect(takeEarlyClicks()).toEqual([]);
  });
});

describe('ReplayEarlyClicks', () => {
  it('clicks each noted button exactly once after the app has rendered, even under Strict Mode', () => {
    const first = document.createElement('button');
    const second = document.createElement('button');
    document.body.append(first, second);
    const order: string[] = [];
    first.addEventListener('click', () => order.push('first'));
    second.addEventListener('click', () => order.push('second'));

    render(
      <StrictMode>
        <ReplayEarlyClicks buttons={[first, second]} />
      </StrictMode>,
    );
    expect(order).toEqual(['first', 'second']);
  });

  it('skips a button that is gone from the page or has been disabled since', () => {
    const gone = document.createElement('button');
    const disabled = document.createElement('button');
    disabled.disabled = true;
    document.body.append(disabled);
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    disabled.addEventListener('click', clicked);

    render(<ReplayEarlyClicks buttons={[gone, disabled]} />);
    expect(clicked).not.toHaveBeenCalled();
  });
});
