import type { DirectionRowDto, DirectionsDto } from '@otc/api-contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMedication } from '../../../testing/data';
import { MedicationCard } from '../components/medication-card';

const row = (fields: Partial<DirectionRowDto>): DirectionRowDto => ({
  fromYears: 0,
  belowYears: null,
  action: 'dose',
  weight: null,
  amount: null,
  text: null,
  ...fields,
});
const TABLE = [
  row({ belowYears: 2, action: 'ask-a-doctor', weight: 'under 24 lb' }),
  row({ fromYears: 2, belowYears: 4, amount: '5 mL', text: 'every 4 hours', weight: '24 to 35 lb' }),
  row({ fromYears: 4, belowYears: 12, amount: '10 mL', text: 'every 4 hours' }),
  row({ fromYears: 12, action: 'do-not-use', text: 'Use an adult product.' }),
];
const source = { title: 'DailyMed', url: 'https://dailymed.nlm.nih.gov/x' };
const cardWith = (directions: DirectionsDto) => {
  render(<MedicationCard medication={aMedication({ name: "Children's Zelquin", directions })} />);
  return screen.getByRole('article', { name: "Children's Zelquin" });
};

describe('directions on a medication card', () => {
  it('shows the amount, how often and the weight for the person’s age', () => {
    const card = cardWith({ age: 3, rows: [TABLE[1]!], source });
    const mine = within(card).getByRole('group', { name: 'Directions for you (age 3)' });
    expect(mine).toHaveTextContent('5 mL, every 4 hours');
    expect(mine).toHaveTextContent('For a weight of 24 to 35 lb');
  });

  it('says to ask a doctor below the label’s lowest age', () => {
    const card = cardWith({ age: 1, rows: [TABLE[0]!], source });
    expect(within(card).getByRole('group', { name: 'Directions for you (age 1)' })).toHaveTextContent(
      'Ask a doctor before giving this to a child your age.',
    );
  });

  it('says do not use at an age the label rules out', () => {
    const card = cardWith({ age: 40, rows: [TABLE[3]!], source });
    expect(within(card).getByRole('group', { name: 'Directions for you (age 40)' })).toHaveTextContent(
      'Do not use at this age. Use an adult product.',
    );
  });

  it('does not call a grown-up a child when the label says to ask a doctor at their age', () => {
    const adultAsk = cardWith({ age: 70, rows: [row({ fromYears: 65, action: 'ask-a-doctor' })], source });
    expect(adultAsk).toHaveTextContent('Ask a doctor before using this at your age.');
  });

  it('shows the label’s whole table without an age', () => {
    const card = cardWith({ age: null, rows: TABLE, source });
    const table = within(card).getByRole('group', { name: 'Directions by age' });
    const lines = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(lines).toEqual([
      'AgeWhat the label says',
      'Under 2 yearsunder 24 lbAsk a doctor.',
      '2 to 3 years24 to 35 lb5 mL, every 4 hours',
      '4 to 11 years10 mL, every 4 hours',
      '12 years and overDo not use. Use an adult product.',
    ]);
    expect(within(card).queryByText(/Directions for you/)).not.toBeInTheDocument();
  });

  it('shows no directions section for a product without a table', () => {
    render(<MedicationCard medication={aMedication({ name: 'Plain', directions: null })} />);
    expect(screen.getByRole('article', { name: 'Plain' })).not.toHaveTextContent(/Directions/);
  });
});
