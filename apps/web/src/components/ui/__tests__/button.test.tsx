import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Button, buttonClass } from '../button';

it('is a plain button unless told to submit, so it never sends a form by accident', () => {
  render(
    <form>
      <Button>Cancel</Button>
      <Button type="submit">Save</Button>
    </form>,
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
});

it('gives every variant the same focus outline', () => {
  for (const variant of ['primary', 'secondary', 'neutral', 'danger', 'danger-outline', 'link'] as const) {
    expect(buttonClass({ variant })).toMatch(/focus-visible:outline-2 focus-visible:outline-offset-2/);
    expect(buttonClass({ variant })).not.toMatch(/focus-visible:ring/);
  }
});

it('looks primary by default and keeps the caller’s layout classes', () => {
  render(<Button className="w-full">Sign In</Button>);
  const button = screen.getByRole('button', { name: 'Sign In' });
  expect(button).toHaveClass('bg-brand-700', 'text-white', 'w-full');
});

it('greys a disabled button that waits on the person, and only fades the others', () => {
  expect(buttonClass({ disabledLook: 'grey' })).toContain('disabled:bg-slate-300');
  expect(buttonClass()).toContain('disabled:opacity-70');
  expect(buttonClass()).not.toContain('disabled:bg-slate-300');
});

it('leaves padding to the caller for size bare, and a link variant has none', () => {
  expect(buttonClass({ size: 'bare' })).not.toMatch(/\bp[xy]-/);
  expect(buttonClass({ variant: 'link' })).not.toMatch(/\bp[xy]-/);
  expect(buttonClass({ size: 'lg' })).toContain('px-6 py-3');
});
