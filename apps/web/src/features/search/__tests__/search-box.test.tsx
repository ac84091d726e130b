import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render';
import { COMMON_SYMPTOMS, searchHandlers } from '../../../testing/handlers/search';
import { server } from '../../../testing/server';
import { SearchBox } from '../components/search-box';

const PLACEHOLDER = "What's bothering you today? (e.g. headache)";
const NO_SUGGESTIONS = 'No suggestions found. Try typing a symptom like "headache" or "nausea"';

const setup = () => {
  const onSearch = vi.fn();
  const user = userEvent.setup();
  renderWithStore(<SearchBox onSearch={onSearch} />);
  const box = screen.getByRole('combobox', { name: 'Search symptoms or medicines' });
  return { onSearch, user, box };
};

beforeEach(() => server.use(...searchHandlers));

describe('SearchBox', () => {
  it('shows the exact placeholder, Smart search on by default and no clear button while empty', () => {
    setup();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Smart search enabled' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('lists at most 6 common symptoms under "Common symptoms:" when the empty box gets focus', async () => {
    server.use(http.get('*/api/search/common-symptoms', () => HttpResponse.json([...COMMON_SYMPTOMS, 'Hiccups'])));
    const { user, box } = setup();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(box);
    const list = await screen.findByRole('listbox', { name: 'Common symptoms:' });
    expect(screen.getByText('Common symptoms:')).toBeVisible();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(COMMON_SYMPTOMS);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
  });

  it('asks for suggestions only while the box is open and holds text, once typing pauses, then lists them', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/search/suggestions', ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        asked.push(query);
        return HttpResponse.json(query.startsWith('hea') ? ['Headache', 'Heartburn'] : []);
      }),
    );
    const { user, box } = setup();
    await user.click(box);
    await screen.findByRole('listbox', { name: 'Common symptoms:' });
    expect(asked).toEqual([]);
    await user.type(box, 'hea');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Headache', 'Heartburn']);
    // Typed quickly: one request for the word, not one a letter.
    expect(asked).toEqual(['hea']);
  });

  it('says so when nothing matches the typed text', async () => {
    const { user, box } = setup();
    await user.type(box, 'zzqx');
    expect(await screen.findByText(NO_SUGGESTIONS)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the highlight with the arrow keys and picks the highlighted suggestion with Enter', async () => {
    server.use(http.get('*/api/search/suggestions', () => HttpResponse.json(['Headache', 'Heartburn'])));
    const { onSearch, user, box } = setup();
    await user.type(box, 'hea');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const [headache, heartburn] = within(list).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(headache).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', headache!.id);
    await user.keyboard('{ArrowDown}');
    expect(heartburn).toHaveAttribute('aria-selected', 'true');
    expect(headache).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(headache).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(heartburn).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Heartburn', true);
    expect(box).toHaveValue('Heartburn');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits the trimmed text with Enter when nothing is highlighted, and never blank text', async () => {
    const { onSearch, user, box } = setup();
    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '  sore throat  {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sore throat', true);
  });

  it('closes the list with Escape and opens it again with the down arrow', async () => {
    const { user, box } = setup();
    await user.click(box);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('picks a suggestion with the mouse', async () => {
    const { onSearch, user, box } = setup();
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Nausea' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Nausea', true);
    expect(box).toHaveValue('Nausea');
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('closes the list 200 ms after the box loses focus', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithStore(<SearchBox onSearch={vi.fn()} />);
      await user.click(screen.getByRole('combobox'));
      await screen.findByRole('listbox');
      await user.tab();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(50));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });

  it('switches Smart search off and sends enhanced false', async () => {
    const { onSearch, user, box } = setup();
    await user.click(screen.getByRole('switch', { name: 'Smart search enabled' }));
    expect(screen.getByRole('switch', { name: 'Smart search disabled' })).not.toBeChecked();
    await user.type(box, 'cough{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('cough', false);
  });

  it('clears the text with the clear button and shows the common symptoms again', async () => {
    const { user, box } = setup();
    await user.type(box, 'cough');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(await screen.findByRole('listbox', { name: 'Common symptoms:' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });
});
