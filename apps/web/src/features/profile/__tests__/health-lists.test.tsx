import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { openProfileSetup } from './profile-setup-helpers';

const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', ''));

it('adds trimmed allergies, ignores empty and duplicate ones (any case) and removes them', async () => {
  const user = await openProfileSetup();
  const box = screen.getByRole('combobox', { name: 'Allergies' });
  await user.type(box, '  Penicillin  ');
  await user.click(screen.getByRole('button', { name: 'Add allergy' }));
  await user.type(box, 'PENICILLIN{Enter}');
  await user.type(box, '   {Enter}');
  await user.type(box, 'Latex{Enter}');

  const list = screen.getByRole('list', { name: 'Allergies' });
  expect(entries(list)).toEqual(['Penicillin', 'Latex']);
  expect(box).toHaveValue('');

  await user.click(within(list).getByRole('button', { name: 'Remove Penicillin' }));
  expect(entries(list)).toEqual(['Latex']);
});

it('keeps conditions in their own de-duplicated list', async () => {
  const user = await openProfileSetup();
  const box = screen.getByRole('combobox', { name: 'Medical conditions' });
  await user.type(box, 'High blood pressure{Enter}high blood pressure {Enter}');
  const list = screen.getByRole('list', { name: 'Medical conditions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.queryByRole('list', { name: 'Allergies' })).not.toBeInTheDocument();
});

it("adds medications with 'As directed' as the default dosage and removes them", async () => {
  const user = await openProfileSetup();
  await user.type(screen.getByRole('combobox', { name: 'Medication name' }), ' Lisinopril ');
  await user.type(screen.getByRole('textbox', { name: 'Frequency' }), 'Once a day');
  await user.click(screen.getByRole('button', { name: 'Add medication' }));
  await user.type(screen.getByRole('combobox', { name: 'Medication name' }), 'Warfarin');
  await user.type(screen.getByRole('textbox', { name: 'Dosage' }), '5 mg{Enter}');

  const list = screen.getByRole('list', { name: 'Current medications' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('LisinoprilAs directed · Once a day');
  expect(items[1]).toHaveTextContent('Warfarin5 mg');

  await user.click(within(list).getByRole('button', { name: 'Remove Lisinopril' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
});

it('ignores a medication without a name', async () => {
  const user = await openProfileSetup();
  await user.type(screen.getByRole('textbox', { name: 'Dosage' }), '10 mg');
  await user.click(screen.getByRole('button', { name: 'Add medication' }));
  expect(screen.queryByRole('list', { name: 'Current medications' })).not.toBeInTheDocument();
});
