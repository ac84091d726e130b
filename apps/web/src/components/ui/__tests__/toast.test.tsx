import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastInput } from '../toast';

let show: (toast: ToastInput) => void = () => {};
function Grab() {
  show = useToast();
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('shows one toast at a time: a new one replaces the old, and each leaves after 3000 ms', () => {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  act(() => show({ title: 'First' }));
  expect(screen.getByText('First')).toBeInTheDocument();
  act(() => show({ title: 'Second', description: 'Replaces the first' }));
  expect(screen.queryByText('First')).toBeNull();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText('Second')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Second')).toBeNull();
});
