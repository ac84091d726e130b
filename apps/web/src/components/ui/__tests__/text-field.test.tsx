import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { PasswordField } from '../password-field';
import { TextField } from '../text-field';

it('labels its input', () => {
  render(<TextField label="Email" type="email" />);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
});

it('marks the input invalid and reads the error with it, keeping a description it was given', () => {
  render(<TextField label="Age" aria-describedby="age-hint" error="Age must be between 1 and 120" />);
  const input = screen.getByRole('textbox', { name: 'Age' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Age must be between 1 and 120');
  expect(input.getAttribute('aria-describedby')).toMatch(/^age-hint /);
});

it('says nothing and is not invalid without an error', () => {
  render(<TextField label="First name" />);
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

it('shows and hides a password with its own button', async () => {
  const user = userEvent.setup();
  render(<PasswordField label="Password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

it('lets a confirmation field follow another field’s button, with none of its own', async () => {
  function Pair() {
    const [visible, setVisible] = useState(false);
    return (
      <>
        <PasswordField label="Password" visible={visible} onToggleVisible={() => setVisible(!visible)} />
        <PasswordField label="Confirm Password" visible={visible} />
      </>
    );
  }
  const user = userEvent.setup();
  render(<Pair />);
  expect(screen.getAllByRole('button')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
});
