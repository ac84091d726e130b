import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { aProfile, profileAnswer } from '../../../testing/handlers/profile';
import { openProfileSetup } from './profile-setup-helpers';

const pregnant = () => screen.queryByRole('checkbox', { name: 'I am pregnant' });
const breastfeeding = () => screen.queryByRole('checkbox', { name: 'I am breastfeeding' });

it.each(['Female', 'Other', 'Prefer not to say'])('offers pregnancy and breastfeeding for %s', async (gender) => {
  const user = await openProfileSetup();
  expect(pregnant()).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), gender);
  expect(pregnant()).toBeInTheDocument();
  expect(breastfeeding()).toBeInTheDocument();
});

it('hides them for Male and clears them when the gender changes', async () => {
  const user = await openProfileSetup();
  const gender = screen.getByRole('combobox', { name: 'Gender' });
  await user.selectOptions(gender, 'Female');
  await user.click(pregnant()!);
  await user.selectOptions(gender, 'Male');
  expect(pregnant()).not.toBeInTheDocument();
  await user.selectOptions(gender, 'Female');
  expect(pregnant()).not.toBeChecked();
});

it('never has both ticked: ticking one clears the other', async () => {
  const user = await openProfileSetup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
  await user.click(pregnant()!);
  expect(pregnant()).toBeChecked();
  await user.click(breastfeeding()!);
  expect(breastfeeding()).toBeChecked();
  expect(pregnant()).not.toBeChecked();
  await user.click(pregnant()!);
  expect(pregnant()).toBeChecked();
  expect(breastfeeding()).not.toBeChecked();
});

it('shows a saved pregnancy as ticked', async () => {
  await openProfileSetup(profileAnswer(aProfile({ gender: 'other', isPregnant: true })));
  expect(pregnant()).toBeChecked();
  expect(breastfeeding()).not.toBeChecked();
});
