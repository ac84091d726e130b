import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMedication } from '../../../testing/data';
import { MedicationCard } from '../components/medication-card';

describe('a medication card and pharmacist review', () => {
  it('says who reviewed it and on which day when it carries a current sign-off', () => {
    const review = { reviewedBy: 'A. Rivera, PharmD', reviewedAt: '2026-03-02' };
    render(<MedicationCard medication={aMedication({ name: 'Advil', review })} />);
    const card = screen.getByRole('article', { name: 'Advil' });
    expect(card).toHaveTextContent('Reviewed by a pharmacist on March 2, 2026 (A. Rivera, PharmD)');
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-03-02');
  });

  it('says nothing of review when it has no sign-off', () => {
    render(<MedicationCard medication={aMedication({ name: 'Advil', review: null })} />);
    expect(screen.getByRole('article', { name: 'Advil' })).not.toHaveTextContent(/review/i);
  });
});
