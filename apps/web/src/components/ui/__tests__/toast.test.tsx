import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../toast';

function Trigger({ title }: { title: string }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show({ title, description: `${title} details` })}>
      {`Show ${title}`}
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('shows one toast at a time: a new one replaces the old, and each leaves after 3000 ms', () => {
  render(
    <ToastProvider>
      <Trigger title="First" />
      <Trigger title="Second" />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
  expect(screen.getByText('First details')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show Second' }));
  expect(screen.queryByText('First details')).toBeNull();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText('Second details')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Second details')).toBeNull();
});
